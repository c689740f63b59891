// Server-rendered storefront (ADR 0011): the page's markup and the data it was rendered from are in the HTML,
// pages differ by visitor and never show one visitor another's data (parallel callers), private pages redirect
// on the server, and what goes over the wire is compressed and cached as it should be.
import request from 'supertest';
import { API_CODE } from './support/api';
import { Shop, uniqueEmail } from './identity-support';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);

function page(path: string, headers: Record<string, string> = {}) {
  let req = request(shop.baseUrl).get(path).buffer(true).parse((res, done) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => done(null, text));
  });
  for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
  return req.redirects(0);
}

/** The markup inside `<div id="root">` and the recorded API answers. */
function parts(html: string): { root: string; state: Array<{ key: string; status: number; body: any }> } {
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="shop-state"/.exec(html)?.[1] ?? '';
  const state = /<script type="application\/json" id="shop-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { root, state: state ? JSON.parse(state) : [] };
}

function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');
}

let productPath = '';
let productName = '';
let categoryPath = '';
let categoryName = '';

beforeAll(async () => {
  const search = await shop.get('/api/catalogue/search?term=epdm&locale=de&limit=3');
  expect(search.status).toBe(200);
  const product = search.body.data.products[0];
  productPath = product.path;
  productName = product.name;
  const resolved = await shop.get(`/api/catalogue/resolve?path=${encodeURIComponent(productPath)}&locale=de`);
  // The breadcrumb ends with the product itself; the one before it is its category.
  const crumbs = resolved.body.data.product.breadcrumbs as Array<{ label: string; path: string }>;
  categoryPath = crumbs[crumbs.length - 2].path;
  categoryName = crumbs[crumbs.length - 2].label;
});

describe('server-rendered pages', () => {
  it('a product page carries its name, price and breadcrumb in the HTML, and the answers it was rendered from', async () => {
    const res = await page(productPath);
    expect(res.status).toBe(200);
    const { root, state } = parts(res.body);
    expect(root).toMatch(/<h1[^>]*>[^<]*/);
    expect(text(root)).toContain(productName);
    expect(text(root)).toMatch(/\d+,\d{2}\s*€/);
    expect(root).toMatch(/<nav[^>]*aria-label="[^"]*(Brotkrümel|Breadcrumb|Pfad)[^"]*"/i);
    expect(root).toContain(`href="${categoryPath}"`);
    const keys = state.map((s) => s.key);
    expect(keys.some((k) => k.startsWith('POST /api/facade/frontend/init'))).toBe(true);
    expect(keys.some((k) => k.startsWith('GET /api/catalogue/resolve?'))).toBe(true);
    // Never executable: the record is JSON, and no answer can close its element.
    expect(res.body).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('a category page carries its heading, breadcrumb and the first page of its product list', async () => {
    const res = await page(categoryPath);
    expect(res.status).toBe(200);
    const { root, state } = parts(res.body);
    expect(text(root)).toContain(categoryName);
    expect(root).toMatch(/<h1[^>]*id="category-title"/);
    expect(state.some((s) => s.key.startsWith('GET /api/catalogue/categories/'))).toBe(true);
    // The list: its count and rows with article numbers and prices.
    expect(text(root)).toMatch(/\d+ Artikel/);
    expect(text(root)).toMatch(/SL-EPDM-\d+/);
    expect((text(root).match(/\d+,\d{2}\s*€/g) ?? []).length).toBeGreaterThan(5);
  });

  it('the search page renders its results on the server; the English home page is English', async () => {
    const search = await page('/suche?searchterm=epdm');
    expect(search.status).toBe(200);
    expect(text(parts(search.body).root)).toContain(productName);
    const en = await page('/en');
    expect(en.status).toBe(200);
    expect(en.body).toMatch(/<html lang="en"/);
    expect(parts(en.body).root).toContain('Skip to content');
  });

  it('an account page redirects a visitor to the login on the server (logged-in customers: the parallel test below)', async () => {
    const guest = await page('/konto');
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toBe('/anmelden');
  });

  it('parallel customers each get a page with their own name and session data, never another’s', async () => {
    const customers: Array<{ lastname: string; company: string; email: string; cookie: string }> = [];
    for (let i = 0; i < 4; i++) {
      const tag = String.fromCharCode(65 + i);
      const lastname = `Parallel${tag}mann`;
      const company = `Firma ${tag} Rendering GmbH`;
      const email = uniqueEmail(`ssr${i}`);
      const { password } = await shop.registerConfirmed(email, { lastname, company });
      customers.push({ lastname, company, email, cookie: await shop.loginCookie(email, password) });
    }
    const paths = ['/', productPath, categoryPath, '/konto', '/suche?searchterm=epdm'];
    const foreign: string[] = [];
    const jobs: Promise<void>[] = [];
    for (let round = 0; round < 6; round++) {
      for (const customer of customers) {
        for (const path of paths) {
          jobs.push(
            page(path, { cookie: customer.cookie }).then((res) => {
              if (res.status !== 200) {
                foreign.push(`${customer.lastname} ${path}: status ${res.status}`);
                return;
              }
              const { root, state } = parts(res.body);
              const init = state.find((s) => s.key.startsWith('POST /api/facade/frontend/init'));
              const user = init?.body?.data?.store?.user;
              if (user?.email !== customer.email) foreign.push(`${customer.lastname} ${path}: init of ${user?.email}`);
              // The account page greets the customer by name; the shop's other pages show who is logged in only once
              // the app runs (their markup is shared by everyone who sees the same prices, ADR 0055).
              if (path === '/konto' && !root.includes(customer.lastname)) foreign.push(`${customer.lastname} ${path}: own name missing`);
              for (const other of customers) {
                if (other !== customer && (res.body.includes(other.lastname) || res.body.includes(other.email))) {
                  foreign.push(`${customer.lastname} ${path}: shows ${other.lastname}`);
                }
              }
            }),
          );
        }
      }
    }
    // Guests in between: never a customer's name.
    for (let i = 0; i < 20; i++) {
      jobs.push(
        page(i % 2 ? '/' : productPath).then((res) => {
          for (const c of customers) if (res.body.includes(c.lastname)) foreign.push(`guest sees ${c.lastname}`);
        }),
      );
    }
    await Promise.all(jobs);
    expect(foreign).toEqual([]);
  }, 120_000);
});

describe('pages shared by guests', () => {
  it('every guest gets the same page (one render, one ETag); a consent choice and a login each get their own', async () => {
    const first = await page(productPath, { 'accept-encoding': 'br' });
    const second = await page(productPath, { 'accept-encoding': 'br' });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    // The consent dialog is part of a first visit's page, not of a visitor's who has chosen.
    expect(first.body).toMatch(/class="cookie-consent"/);
    const decided = await page(productPath, { cookie: 'cookieConsent=Tec' });
    expect(decided.headers.etag).not.toBe(first.headers.etag);
    expect(decided.body).not.toMatch(/class="cookie-consent"/);
    const email = uniqueEmail('ssr-shared');
    const { password } = await shop.registerConfirmed(email, { lastname: 'Geteiltnicht' });
    const cookie = await shop.loginCookie(email, password);
    const own = await page(productPath, { cookie });
    expect(own.body).toContain('Geteiltnicht');
    const guestAgain = await page(productPath);
    expect(guestAgain.body).not.toContain('Geteiltnicht');
    expect(guestAgain.headers.etag).toBe(first.headers.etag);
  });
});

describe('transfer', () => {
  it('compresses pages with brotli or gzip, varies by cookie and encoding, and answers 304 to a matching ETag', async () => {
    const br = await page('/', { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/cookie/i);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await page('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const etag = br.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await page('/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    // The browser merges a 304's headers into its copy: it must carry the page's policy, not the data policy.
    expect(again.headers['content-security-policy']).toBe(br.headers['content-security-policy']);
    expect(again.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const init = await request(shop.baseUrl).post('/api/facade/frontend/init').set('apiCode', API_CODE).set('accept-encoding', 'gzip').send({});
    expect(init.headers['content-encoding']).toBe('gzip');
  });

  it('serves built assets precompressed and cached for a year; other public files for an hour', async () => {
    const html = (await page('/')).body as string;
    // A rendered page starts its app from /hydrate.js after the first paint; it names the entry chunk.
    const script = /<script src="\/hydrate\.js" defer data-entry="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const asset = await request(shop.baseUrl).get(script!).set('accept-encoding', 'br, gzip');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await request(shop.baseUrl).get('/logo.svg');
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
  });
});
