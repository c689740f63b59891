// ADR 0023: the admin area is an app of its own. The storefront's entry (its chunks per the Vite manifest,
// statically and dynamically imported) and its server bundle hold no admin code; admin paths get the admin
// app's shell (client-rendered, noindex), storefront paths the storefront's page.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { http } from './support/api';

const dist = join(__dirname, '..', '..', 'frontend', 'dist');
const distServer = join(__dirname, '..', '..', 'frontend', 'dist-server');

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Strings only admin code carries: the frame's marker, its menu's class, the registry's name. */
const ADMIN_MARKERS = ['shop-admin-app-bundle', 'admin-nav__list', 'ADMIN_PAGE_LOADERS'];
const isAdminModule = (key: string) => /^(src\/pages\/admin\/|src\/admin\/|admin\.html$)/.test(key);

function manifest(): Manifest {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** Every chunk an entry can load: its static and dynamic imports, transitively. */
function graphOf(m: Manifest, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !m[key]) return;
    seen.add(key);
    for (const next of [...(m[key].imports ?? []), ...(m[key].dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return seen;
}

function filesOf(m: Manifest, keys: Set<string>): string[] {
  return [...new Set([...keys].flatMap((key) => [m[key].file, ...(m[key].css ?? [])]))];
}

function withMarkers(files: string[], root: string): string[] {
  return files.filter((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    return ADMIN_MARKERS.some((marker) => text.includes(marker));
  });
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

describe('the storefront bundle holds no admin code', () => {
  it('the admin app is an entry of its own, and it holds the admin pages and the marker (the check can see them)', () => {
    const m = manifest();
    expect(m['admin.html']?.isEntry).toBe(true);
    expect(m['index.html']?.isEntry).toBe(true);
    const admin = graphOf(m, 'admin.html');
    for (const page of ['src/pages/admin/Dashboard.tsx', 'src/pages/admin/Login.tsx', 'src/pages/admin/Security.tsx']) expect(admin.has(page)).toBe(true);
    expect(withMarkers(filesOf(m, admin), dist).length).toBeGreaterThan(0);
  });

  it("no chunk of the storefront's entry is an admin module or carries an admin marker", () => {
    const m = manifest();
    const storefront = graphOf(m, 'index.html');
    expect(storefront.size).toBeGreaterThan(10);
    expect([...storefront].filter(isAdminModule)).toEqual([]);
    expect([...storefront].map((key) => m[key].src ?? key).filter(isAdminModule)).toEqual([]);
    expect(withMarkers(filesOf(m, storefront), dist)).toEqual([]);
    // index.html itself preloads nothing of the admin app.
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).not.toContain(m['admin.html'].file);
  });

  it('the server bundle (SSR) carries no admin module or marker', () => {
    expect(existsSync(join(distServer, 'entry-server.mjs'))).toBe(true);
    const files = walk(distServer).filter((file) => file.endsWith('.mjs'));
    expect(files.length).toBeGreaterThan(1);
    const offending = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return ADMIN_MARKERS.some((marker) => text.includes(marker)) || /\bAdminFrame\b|pages\/admin\//.test(text);
    });
    expect(offending).toEqual([]);
  });
});

describe('admin paths get the admin shell, storefront paths the storefront', () => {
  const adminEntry = () => `/${manifest()['admin.html'].file}`;
  const storefrontEntry = () => `/${manifest()['index.html'].file}`;

  it.each(['/admin', '/admin/anmeldung', '/en/admin/login', '/admin/monitoring/security'])('%s: the admin entry, never indexed, not rendered on the server', async (path) => {
    const res = await http().get(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`src="${adminEntry()}"`);
    expect(res.text).not.toContain(storefrontEntry());
    expect(res.text).toMatch(/<meta name="robots" content="noindex,nofollow"/);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('an unknown path under the admin slug: the admin shell with 404', async () => {
    const res = await http().get('/admin/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.text).toContain(adminEntry());
  });

  it('a storefront page: the storefront entry, server-rendered, no admin script', async () => {
    const res = await http().get('/kontakt');
    expect(res.status).toBe(200);
    expect(res.text).toContain(storefrontEntry());
    expect(res.text).not.toContain(adminEntry());
    expect(res.text).not.toContain('shop-admin-app-bundle');
  });
});
