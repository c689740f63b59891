// Redirects that never leave the site, and the security headers of pages, assets and API answers.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { API_CODE, http } from './support/api';
import { DEMO_CUSTOMER, Shop, startExtraServer } from './identity-support';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);

describe('the trailing-slash redirect never leaves the site', () => {
  it.each(['//evil.example/', '/%2fevil.example/', '/%2F%2Fevil.example/', '/%5Cevil.example/', '/\\evil.example/', '/%09/evil.example/', '/%2f%2fevil.example', '/%0aevil/'])(
    '%s → 404, no Location',
    async (path) => {
      const res = await http().get(path).redirects(0);
      expect(res.status).toBe(404);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/text\/html/);
    },
  );

  it('a CR LF in the path answers 404 and injects no header', async () => {
    const res = await http().get('/a%0d%0aSet-Cookie:%20x=1/').redirects(0);
    expect(res.status).toBe(404);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.location).toBeUndefined();
  });

  it('a real trailing slash still answers 301 to the same path without it, query kept', async () => {
    const res = await http().get('/en/?x=1').redirects(0);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/en?x=1');
    const encoded = await http().get('/kategorie/%C3%A4/').redirects(0);
    expect(encoded.status).toBe(301);
    expect(encoded.headers.location).toBe('/kategorie/%C3%A4');
  });
});

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

describe('security headers', () => {
  it('a page: strict CSP allowing no inline script at all (its inline scripts are data blocks), never framed, no HSTS on http', async () => {
    const res = await http().get('/');
    expect(res.status).toBe(200);
    expect(res.headers).toEqual(expect.objectContaining(COMMON));
    const csp: string = res.headers['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Scripts only from the shop's files: no 'unsafe-inline', no nonce, no hash.
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
    // Every inline <script> is data the browser never runs: JSON-LD and the server-rendered state.
    const scripts = [...res.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const attrs of scripts) expect(attrs).toMatch(/\btype="application\/(ld\+)?json"/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the admin login page cannot be framed', async () => {
    const res = await http().get('/admin/anmeldung');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('a built asset carries the headers too', async () => {
    const assets = readdirSync(join(__dirname, '..', '..', 'frontend', 'dist', 'assets')).filter((f) => f.endsWith('.js'));
    const res = await http().get(`/assets/${assets[0]}`);
    expect(res.status).toBe(200);
    expect(res.headers).toEqual(expect.objectContaining(COMMON));
  });

  it('API answers: the headers, a data-only CSP, and no-store on personal answers', async () => {
    const guest = await shop.init();
    expect(guest.headers).toEqual(expect.objectContaining({ ...COMMON, 'cache-control': 'no-store' }));
    expect(guest.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const login = await shop.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const cookie = `shop_session=${/shop_session=([^;]+)/.exec(String(login.headers['set-cookie']))![1]}`;
    for (const path of ['/api/facade/frontend/init', '/api/user/orders']) {
      const res = await shop.post(path, {}, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const refused = await request(shop.baseUrl).post('/api/user/orders').set('apiCode', API_CODE).send({});
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-frame-options']).toBe('DENY');
  });

  it('the API documentation has its own policy, still never framed and with no inline scripts', async () => {
    const res = await http().get('/api/docs');
    const csp: string = res.headers['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self';/);
  });

  it('an answer Fastify gives before routing (broken percent-encoding) carries the headers too', async () => {
    const res = await http().get('/api/x%zz');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'BAD_URL', message: expect.any(String) } });
    expect(res.headers).toEqual(expect.objectContaining({ ...COMMON, 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" }));
  });
});

describe('HSTS behind https', () => {
  it('a shop whose BASE_URL is https sends Strict-Transport-Security on pages and API answers', async () => {
    const server = await startExtraServer('hsts', { BASE_URL: 'https://shop.example', DEMO_DATA: 'false', SHOP_ADMIN_EMAIL: 'admin@hsts.example', SHOP_ADMIN_PASSWORD: 'Hsts#Check2026' });
    try {
      const page = await request(server.baseUrl).get('/');
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const api = await request(server.baseUrl).post('/api/facade/frontend/init').set('apiCode', API_CODE).send({});
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await server.stop();
    }
  });
});
