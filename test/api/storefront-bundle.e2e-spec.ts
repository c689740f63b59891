// The storefront's first-load budget (docs/decisions/0039-storefront-entry-budget.md): the JavaScript a
// server-rendered page starts with, as its HTML names it (the entry and the chunks /hydrate.js modulepreloads),
// gzip level 9. The entry carries no texts: a page carries the texts its render showed in its data block,
// and the rest of its language loads after hydration; the admin app's texts, the configurators' and the other
// language's are no part of it. Needs the build (npm run build:frontend).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminAppDe } from '../../libs/i18n/src/areas/admin-app.de';
import { configuratorsDe } from '../../libs/i18n/src/areas/configurators.de';
import { storefrontDe } from '../../libs/i18n/src/de';
import { storefrontEn } from '../../libs/i18n/src/en';
import { API_CODE, http, post } from './support/api';

// The measuring functions the command-line report uses (node scripts/bundle-size.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { initialScripts, sizesOf } = require('../../scripts/bundle-size.cjs') as {
  initialScripts(html: string): string[];
  sizesOf(files: string[]): { files: { file: string; raw: number; gzip: number }[]; raw: number; gzip: number };
};

const KiB = 1024;
/**
 * The storefront entry's budget, 120 KiB gzip (ADR 0039, ADR 0061): React, react-router and MobX are ~93 KiB of
 * it. A page's first load is held at its ceiling of today (the figures per page are in docs/performance.md).
 */
const ENTRY_BUDGET = 120 * KiB;
const PAGE_BUDGET = 140 * KiB;

/**
 * Code that is not part of the entry (ADR 0061): parts of the page frame that hydrate after the page, and the
 * stores and flows of areas, made on first use.
 */
const NOT_IN_ENTRY: Record<string, string> = {
  'header search (SearchDropdown)': 'searchdrop__option',
  'main menu (MainMenu)': 'mainnav__list',
  'footer (Footer)': 'site-footer__grid',
  'account menu (AccountMenu)': 'account-menu__panel',
  'head updates (page-head-dom)': 'og:site_name',
  'catalogue resolver and store (CatalogueResolver, CatalogueStore)': '/api/catalogue/resolve',
  'search store (SearchStore)': '/api/catalogue/search',
  'identity flows (IdentityFlows)': 'registrationSuccessMsg',
};

const dist = join(__dirname, '..', '..', 'frontend', 'dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
}

function manifest(): Record<string, ManifestChunk> {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

/** Every JavaScript file of the browser build the manifest names. */
function manifestFiles(): string[] {
  return [...new Set(Object.values(manifest()).map((chunk) => `/${chunk.file}`))].filter((file) => file.endsWith('.js'));
}

/** The storefront entry's files: index.html's chunk and every chunk it imports statically. */
function entryFiles(): string[] {
  const m = manifest();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !m[key]) return;
    seen.add(key);
    for (const next of m[key].imports ?? []) visit(next);
  };
  visit('index.html');
  return [...seen].map((key) => `/${m[key].file}`);
}

/** The JS a page's HTML starts with, the whole text of those files, and the texts the page carries for its locale. */
async function firstLoad(path: string): Promise<{ files: string[]; gzip: number; text: string; pageTexts: Record<string, Record<string, string>> }> {
  const res = await http().get(path).set('accept', 'text/html');
  expect(res.status).toBe(200);
  // Server-rendered: the entry and its preloads are named for /hydrate.js.
  expect(res.text).toContain('data-entry=');
  const files = initialScripts(res.text);
  const text = files.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
  return { files, gzip: sizesOf(files).gzip, text, pageTexts: pageTextsOf(res.text) };
}

/** The texts a page's data block carries, by locale (its record's entries keyed 'TEXTS <locale>'). */
function pageTextsOf(html: string): Record<string, Record<string, string>> {
  const block = /<script type="application\/json" id="shop-state">([^<]*)<\/script>/.exec(html);
  expect(block).not.toBeNull();
  const record = JSON.parse(block![1]) as { key: string; body: unknown }[];
  const texts: Record<string, Record<string, string>> = {};
  for (const entry of record) if (entry.key.startsWith('TEXTS ')) texts[entry.key.slice('TEXTS '.length)] = entry.body as Record<string, string>;
  return texts;
}

async function catalogueLinks(): Promise<{ category: string; product: string }> {
  const search = await http().get('/api/catalogue/search?term=epdm&locale=de&limit=1').set('apiCode', API_CODE);
  const product = (search.body as { data: { products: { path: string }[] } }).data.products[0].path;
  const resolved = await http().get(`/api/catalogue/resolve?path=${encodeURIComponent(product)}&locale=de`).set('apiCode', API_CODE);
  const crumbs = (resolved.body as { data: { product: { breadcrumbs: { path: string }[] } } }).data.product.breadcrumbs;
  return { category: crumbs[crumbs.length - 2].path, product };
}

describe('the storefront entry', () => {
  it(`stays within ${ENTRY_BUDGET / KiB} KiB gzip`, () => {
    const size = sizesOf(entryFiles());
    // Past the budget: which files weigh what.
    if (size.gzip > ENTRY_BUDGET) console.error(size.files.sort((a, b) => b.gzip - a.gzip).map((f) => `${(f.gzip / KiB).toFixed(1)} KiB ${f.file}`).join('\n'));
    expect(size.gzip).toBeLessThanOrEqual(ENTRY_BUDGET);
  });

  it('holds none of the parts that hydrate after the page, nor the stores made on first use', () => {
    const entry = entryFiles()
      .map((file) => readFileSync(join(dist, file), 'utf8'))
      .join('\n');
    const found = Object.entries(NOT_IN_ENTRY)
      .filter(([, marker]) => entry.includes(marker))
      .map(([part]) => part);
    expect(found).toEqual([]);
    // The markers are real: each is in the build, in a chunk of its own part.
    const all = manifestFiles().map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
    for (const marker of Object.values(NOT_IN_ENTRY)) expect(all).toContain(marker);
  });

  it('holds no texts: every language area loads as a chunk of its own', () => {
    const text = entryFiles()
      .map((file) => readFileSync(join(dist, file), 'utf8'))
      .join('\n');
    for (const sample of [storefrontDe.errorHasOccurred, storefrontEn.errorHasOccurred, configuratorsDe.acIntro, adminAppDe.adminForbidden]) {
      expect(text).not.toContain(sample);
    }
  });
});

describe('first load of a storefront page (entry and modulepreloaded chunks, as the server names them)', () => {
  let links: { category: string; product: string };
  beforeAll(async () => {
    links = await catalogueLinks();
  });

  it.each(['home', 'category', 'product'] as const)(`%s: within ${PAGE_BUDGET / KiB} KiB gzip`, async (name) => {
    const path = name === 'home' ? '/' : links[name];
    const { gzip } = await firstLoad(path);
    expect(gzip).toBeGreaterThan(50 * KiB);
    expect(gzip).toBeLessThanOrEqual(PAGE_BUDGET);
  });

  it('a German page carries the German texts it shows and preloads no catalogue of texts', async () => {
    const { text, pageTexts } = await firstLoad('/');
    for (const sample of [storefrontDe.errorHasOccurred, storefrontEn.errorHasOccurred, configuratorsDe.acIntro, adminAppDe.adminForbidden]) {
      expect(text).not.toContain(sample);
    }
    expect(Object.keys(pageTexts)).toEqual(['de']);
    // The header's search field is on every page; a text the page does not show is not carried.
    expect(pageTexts.de.searchLabel).toBe(storefrontDe.searchLabel);
    expect(pageTexts.de.errorHasOccurred).toBeUndefined();
    expect(Object.keys(pageTexts.de).length).toBeLessThan(Object.keys(storefrontDe).length / 4);
  });

  it('an English page carries English texts, no German ones', async () => {
    const { text, pageTexts } = await firstLoad('/en');
    expect(text).not.toContain(storefrontEn.errorHasOccurred);
    expect(Object.keys(pageTexts)).toEqual(['en']);
    expect(pageTexts.en.searchLabel).toBe(storefrontEn.searchLabel);
  });

  it('renders in parallel carry each their own page\'s texts', async () => {
    // Renders of different requests interleave while they wait for data: each records the texts of its own page.
    const paths = ['/', '/en', links.category, links.product];
    const alone = new Map<string, Record<string, string>>();
    for (const path of paths) alone.set(path, (await firstLoad(`${path}${path.includes('?') ? '&' : '?'}alone=1`)).pageTexts[path === '/en' ? 'en' : 'de']);
    const rounds = await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        const path = paths[i % paths.length];
        return firstLoad(`${path}${path.includes('?') ? '&' : '?'}round=${i}`).then((load) => ({ path, load }));
      }),
    );
    for (const { path, load } of rounds) {
      const locale = path === '/en' ? 'en' : 'de';
      expect(Object.keys(load.pageTexts)).toEqual([locale]);
      expect(load.pageTexts[locale]).toEqual(alone.get(path));
    }
  });

  it("a configurator page preloads the configurators' texts with its chunk", async () => {
    const init = await post('/api/facade/frontend/init');
    const pages = (init.body as { data: { webpages: { component: string; locale: string; path: string }[] } }).data.webpages;
    const hose = pages.find((p) => p.component === 'HoseConfigurator' && p.locale === 'de');
    expect(hose).toBeDefined();
    const { text } = await firstLoad(hose!.path);
    expect(text).toContain(configuratorsDe.acIntro);
    expect(text).not.toContain(adminAppDe.adminForbidden);
  });

  it("the admin app's texts are a chunk of their own (the admin entry loads them)", () => {
    const adminTexts = manifest()['src/i18n/admin.de.ts'];
    expect(adminTexts).toBeDefined();
    expect(readFileSync(join(dist, adminTexts.file), 'utf8')).toContain(adminAppDe.adminForbidden);
  });
});

describe('the built files as the server sends them', () => {
  const entryFile = () => manifest()['index.html'].file;

  it('a hashed asset: compressed as the client accepts, cached for a year; its .br and .gz are not files of their own', async () => {
    const path = `/${entryFile()}`;
    // supertest cannot decode brotli: the body is drained unread, the headers tell.
    const br = await http()
      .get(path)
      .set('accept-encoding', 'br')
      .buffer(true)
      .parse((res, done) => res.on('data', () => undefined).on('end', () => done(null, null)));
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await http().get(path).set('accept-encoding', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text ?? plain.body.toString()).toContain('import');
    for (const suffix of ['.br', '.gz']) expect((await http().get(path + suffix)).status).toBe(404);
    expect((await http().get('/assets/no-such-chunk-0000.js')).status).toBe(404);
  });

  it('the other built files by their names; the page templates are not served as they are (a page path like any other)', async () => {
    const hydrate = await http().get('/hydrate.js').set('accept-encoding', 'gzip');
    expect(hydrate.status).toBe(200);
    expect(hydrate.headers['content-encoding']).toBe('gzip');
    expect(hydrate.headers['cache-control']).toBe('public, max-age=3600');
    expect((await http().get('/hydrate.js.br')).status).toBe(404);
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const unknown = await http().get('/no-such-page-here').set('accept', 'text/html');
    expect(unknown.status).toBe(404);
    for (const template of ['/index.html', '/admin.html']) {
      const res = await http().get(template).set('accept', 'text/html');
      expect(res.status).toBe(404);
      // The shop's 404 page, as for any unknown path, not the raw template with its placeholder for the page's head.
      expect(res.text).not.toContain('<!--app-head-->');
      expect(title(res.text)).toBe(title(unknown.text));
      expect(title(res.text)).toBeTruthy();
    }
  });
});
