import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { Shop, uniqueEmail } from './identity-support';
import { API_CODE, http, post } from './support/api';

describe('apiCode header', () => {
  it('refuses a call without the header with API_CODE_MISSING', async () => {
    const res = await http().post('/api/facade/frontend/init').send({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'API_CODE_MISSING', message: expect.any(String) } });
  });

  it('refuses a wrong header with API_CODE_INVALID', async () => {
    const res = await http().post('/api/facade/frontend/init').set('apiCode', 'wrong').send({});
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('API_CODE_INVALID');
  });

  it('is required on every /api call, not only init', async () => {
    const res = await http().post('/api/webpage/params').send({ id: 1 });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/facade/frontend/init', () => {
  let data: any;
  beforeAll(async () => {
    const res = await post('/api/facade/frontend/init');
    expect(res.status).toBe(200);
    data = res.body.data;
  });

  it('answers the general config the spec names', () => {
    const c = data.config;
    expect(c.defaultLocale).toBe('de');
    expect(c.i18n.languages.map((l: { code: string }) => l.code)).toEqual(['de', 'en']);
    expect(c.adminSlug).toBe('admin');
    expect(c.apiCode).toBe(API_CODE);
    expect(c.cookieCategories).toContain('Tec');
    expect(['off', 'basic', 'full']).toContain(c.intLevel);
    expect(c.sales).toEqual(expect.objectContaining({ currency: 'EUR', listPriceInfo: { enable: true }, cartExportImport: true, enableOffer: true, cartTTL: expect.any(Number) }));
    expect(c.homepage).toEqual({ de: '/', en: '/en' });
    expect(c.product.image.path).toBe('/media/products/');
    expect(c.brand.longName).toBeTruthy();
    expect(c.brand.legal.commercialRegister.number).toBeTruthy();
  });

  it('answers both language versions of every seeded page, with the same code', () => {
    const pages: Array<{ code: string; locale: string; path: string; component: string }> = data.webpages;
    const home = pages.filter((p) => p.code === 'home');
    expect(home.map((p) => [p.locale, p.path]).sort()).toEqual([['de', '/'], ['en', '/en']]);
    for (const code of ['imprint', 'privacy', 'locations', 'contact', 'search', 'cart', 'adminLogin', 'adminInstall']) {
      expect(pages.filter((p) => p.code === code).map((p) => p.locale).sort()).toEqual(['de', 'en']);
    }
    expect(pages.find((p) => p.code === 'adminOrders' && p.locale === 'de')?.path).toBe('/admin/shop/bestellungen');
    expect(pages.find((p) => p.code === 'adminOrders' && p.locale === 'en')?.path).toBe('/en/admin/shop/orders');
    expect(pages.every((p) => p.locale === 'de' || p.path.startsWith('/en'))).toBe(true);
  });

  it('answers menus per locale and the demo product categories with paths in both languages', () => {
    expect(data.menus.main.de.length).toBeGreaterThan(0);
    expect(data.menus.main.en.length).toBeGreaterThan(0);
    expect(data.menus.footerLegal.de.map((i: { link: string }) => i.link)).toEqual(['/impressum', '/agb', '/datenschutz']);
    const cats = data.productCategories;
    expect(cats.length).toBeGreaterThan(5);
    const child = cats.find((c: { parentId: string | null }) => c.parentId !== null);
    const parent = cats.find((c: { id: string }) => c.id === child.parentId);
    expect(child.path.de.startsWith(parent.path.de + '/')).toBe(true);
    expect(child.path.en.startsWith('/en/')).toBe(true);
    expect(cats.reduce((n: number, c: { productCount: number }) => n + c.productCount, 0)).toBeGreaterThan(0);
  });

  it('answers an empty initial store for a visitor, with the price rules for everyone', () => {
    expect(data.store).toEqual({ user: null, adminUser: null, groupPriceRules: [], defaultPriceRules: expect.any(Array), orders: [] });
    expect((data.store.defaultPriceRules as Array<{ customerPricingGroup: string | null }>).every((r) => r.customerPricingGroup === null)).toBe(true);
  });
});

describe('route layer on the server', () => {
  it('redirects a path with a trailing slash to the path without it (301)', async () => {
    const res = await http().get('/some/page/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/some/page');
  });

  it('keeps the query when it removes the trailing slash', async () => {
    const res = await http().get('/suche/?searchterm=epdm');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/suche?searchterm=epdm');
  });

  it('answers a redirect whose target starts with / in-app', async () => {
    const res = await http().get('/anbieterkennzeichnung');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/impressum');
  });

  it('answers a redirect whose target starts with http as given', async () => {
    const res = await http().get('/katalog-pdf');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('https://hydratec.example/downloads/katalog.pdf');
  });

  it('puts https:// in front of any other redirect target', async () => {
    const res = await http().get('/linkedin');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('https://www.linkedin.com/company/hydratec-example');
  });

  it('lists the redirects in the init payload for the SPA', async () => {
    const res = await post('/api/facade/frontend/init');
    expect(res.body.data.redirects).toEqual(expect.arrayContaining([{ path: '/anbieterkennzeichnung', target: '/impressum' }, { path: '/linkedin', target: 'www.linkedin.com/company/hydratec-example' }]));
  });
});

describe('page head in the served HTML', () => {
  it('serves the German home page with title, description, canonical, hreflang, Open Graph, Twitter and JSON-LD', async () => {
    const res = await http().get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toContain('<title>Startseite | HydraTec</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain('<meta name="robots" content="index,follow">');
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}">/);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/">/);
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="http[^"]+\/en">/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:title" content="Startseite | HydraTec">');
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain(`<meta name="shop-api-code" content="${API_CODE}">`);
    expect(html).toContain('<div id="root">');
  });

  it('serves the English imprint with English head and a German alternate', async () => {
    const res = await http().get('/en/imprint');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html lang="en"/);
    expect(res.text).toContain('<title>Imprint | HydraTec</title>');
    expect(res.text).toMatch(/hreflang="de" href="http[^"]+\/impressum"/);
    expect(res.text).toContain('<meta property="og:locale" content="en_GB">');
  });

  it('marks admin pages noindex', async () => {
    const res = await http().get('/admin/anmeldung');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex,nofollow">');
  });

  it('answers 404 with noindex for a path nothing matches, still with the app so it can navigate', async () => {
    const res = await http().get('/gibt-es-nicht/wirklich-nicht');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<meta name="robots" content="noindex,follow">');
    expect(res.text).toContain('<div id="root">');
  });

  it('answers an unknown API path as JSON 404, not as a page', async () => {
    const res = await http().get('/api/nothing-here').set('apiCode', API_CODE);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});

describe('bad input answers a clear error code and the server keeps running', () => {
  it('refuses malformed JSON with INVALID_JSON', async () => {
    const res = await http().post('/api/webpage/params').set('apiCode', API_CODE).set('content-type', 'application/json').send('{"id":');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_JSON');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js:\d+/);
  });

  it('refuses unknown properties (whitelist) with VALIDATION_FAILED and a field message id', async () => {
    const res = await post('/api/webpage/params', { id: 1, isAdmin: true });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String), fields: { isAdmin: 'propertyNotAllowed' } });
  });

  it('refuses wrong types and out-of-range values with the field message id', async () => {
    for (const id of ['1', -5, 1.5, null, 99999999999]) {
      const res = await post('/api/webpage/params', { id });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ id: 'invalidWebpageId' });
    }
  });

  it('refuses a body larger than the limit with PAYLOAD_TOO_LARGE', async () => {
    const res = await post('/api/system/frontend-error', { errMsg: 'x'.repeat(2_000_000) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses an unknown tracking type and accepts a page view', async () => {
    const bad = await post('/api/int/add', { param1: 'hack' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.param1).toBe('invalidTrackingType');
    const ok = await post('/api/int/add', { param1: 'pavi', param2: '/', param3: '' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.accepted).toBe(true);
  });

  it('answers success false for params of an unknown page, and the imprint sections for the imprint', async () => {
    const missing = await post('/api/webpage/params', { id: 999999 });
    expect(missing.body.data).toEqual({ success: false, params: {} });
    const init = await post('/api/facade/frontend/init');
    const imprint = init.body.data.webpages.find((p: { code: string; locale: string }) => p.code === 'imprint' && p.locale === 'en');
    const res = await post('/api/webpage/params', { id: imprint.id });
    expect(res.body.data.success).toBe(true);
    expect(res.body.data.params.sections[0].heading).toBe('Responsible for the content');
  });

  it('is still healthy after all of the above', async () => {
    const res = await http().get('/api/system/health');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('ok');
  });
});

// An oversize body used to be refused while the client was still sending it: Node closed the connection, the kernel
// reset it, and Node's fetch and supertest reported EPIPE or a reset (only curl saw the 413) — at random. The shop
// now reads the rest of such a body before it answers (backend/src/shared/http/body-limits.ts). Each case runs ten
// times in a row so that a race would show.
describe('a body over the limit: the client receives the 413', () => {
  const ROUNDS = 10;
  const base = () => process.env.SHOP_BASE_URL!;
  const small = JSON.stringify({ errMsg: 'x'.repeat(2_000_000) }); // over the 16 KB of the report routes
  const large = JSON.stringify({ positions: [], pad: 'x'.repeat(1_500_000) }); // over the 1 MB of every other route

  /** What each round answered: the status and message id, or the client's error. */
  async function rounds(send: () => Promise<{ status: number; code?: string }>): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      try {
        const { status, code } = await send();
        out.push(`${status} ${code}`);
      } catch (e) {
        out.push(`client error ${(e as { code?: string; cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code ?? (e as Error).message}`);
      }
    }
    return out;
  }
  const expected = Array.from({ length: ROUNDS }, () => '413 PAYLOAD_TOO_LARGE');

  it('with supertest (content-length set)', async () => {
    for (const [path, body] of [
      ['/api/system/frontend-error', small],
      ['/api/sales/cart/price', large],
    ]) {
      const got = await rounds(async () => {
        const res = await request(base()).post(path).set('apiCode', API_CODE).set('content-type', 'application/json').send(body);
        return { status: res.status, code: res.body?.error?.code };
      });
      expect([path, got]).toEqual([path, expected]);
    }
  });

  it("with Node's fetch, with content-length and chunked (no length: the size shows only while reading)", async () => {
    const chunked = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(text);
          for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.subarray(i, i + 64 * 1024));
          controller.close();
        },
      });
    for (const [path, body] of [
      ['/api/system/frontend-error', small],
      ['/api/sales/cart/price', large],
    ]) {
      for (const mode of ['content-length', 'chunked'] as const) {
        const got = await rounds(async () => {
          const res = await fetch(`${base()}${path}`, {
            method: 'POST',
            headers: { apiCode: API_CODE, 'content-type': 'application/json' },
            body: mode === 'chunked' ? chunked(body) : body,
            ...(mode === 'chunked' ? { duplex: 'half' } : {}),
          } as RequestInit);
          return { status: res.status, code: ((await res.json()) as { error?: { code?: string } }).error?.code };
        });
        expect([path, mode, got]).toEqual([path, mode, expected]);
      }
    }
  });

  it('a multipart upload over its limit (a 3 MB cart file, 2 MB allowed) gets its 413 with its message id, from fetch and supertest', async () => {
    const shop = new Shop(base(), process.env.SHOP_DATA_DIR!);
    const account = await shop.registerConfirmed(uniqueEmail('grossedatei'));
    const cookie = await shop.loginCookie(account.email, account.password);
    const file = Buffer.alloc(3 * 1024 * 1024, 0x41);
    const viaSupertest = await rounds(async () => {
      const res = await request(base()).post('/api/sales/cart/products/import').set('apiCode', API_CODE).set('cookie', cookie).attach('file', file, { filename: 'Warenkorb.xlsx' });
      return { status: res.status, code: res.body?.error?.code };
    });
    const viaFetch = await rounds(async () => {
      const form = new FormData();
      form.append('file', new Blob([file]), 'Warenkorb.xlsx');
      const res = await fetch(`${base()}/api/sales/cart/products/import`, { method: 'POST', headers: { apiCode: API_CODE, cookie }, body: form });
      return { status: res.status, code: ((await res.json()) as { error?: { code?: string } }).error?.code };
    });
    const tooLarge = Array.from({ length: ROUNDS }, () => '413 cartImportTooLargeMsg');
    expect({ viaSupertest, viaFetch }).toEqual({ viaSupertest: tooLarge, viaFetch: tooLarge });
  });

  it('the shop answers normally right after (the connection was closed cleanly, nothing is stuck)', async () => {
    const res = await post('/api/facade/frontend/init');
    expect(res.status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('serves Swagger UI at /api/docs', async () => {
    const res = await http().get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/swagger-ui/i);
  });

  it('serves the document at /api/docs-json equal to the committed docs/openapi.json', async () => {
    const res = await http().get('/api/docs-json');
    expect(res.status).toBe(200);
    const committed = JSON.parse(readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.json'), 'utf8'));
    // If this fails, the API changed: run `npm run openapi` and commit docs/openapi.json and the frontend types.
    expect(res.body).toEqual(committed);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/facade/frontend/init', '/api/webpage/params', '/api/int/add']));
  });
});
