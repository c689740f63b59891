// Admin files (ADR 0026): media and backend file libraries, the storage port on S3 (a local
// s3rver) and the local folder, the merchant feed and the PDF catalogue jobs — on a server of their own
// whose files all live in an s3rver bucket (product pictures included).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { LocalFolderStorage } from '../../backend/src/shared/storage/local-folder.storage';
import { parseS3Url, S3Storage } from '../../backend/src/shared/storage/s3.storage';
import type { FileStorage } from '../../backend/src/shared/storage/file-storage.port';
import { API_CODE } from './support/api';
import { DEMO_CUSTOMER, ExtraServer, randomAddress, Shop, startExtraServer } from './identity-support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');
// fast-xml-parser 3 (installed with the S3 client): validate() is true for well-formed XML.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const xmlParser = require('fast-xml-parser');

const ADMIN = { email: 'dateien@firma-test.example', password: 'Dateien#Admin26' };
const BUCKET = 'shop-files';

let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
let s3Dir: string;
let s3Url: string;
let server: ExtraServer;
let shop: Shop;
let admin = '';
let customer = '';

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer();

/** A multipart upload built by hand: the file name goes out exactly as given (form-data would cut it to its last segment). */
function upload(area: 'media' | 'backend-files', name: string, data: Buffer, cookie = admin) {
  const boundary = `----shop${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name.replace(/"/g, '%22')}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head, 'utf8'), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  let req = request(server.baseUrl).post(`/api/admin/${area}/upload`).set('apiCode', API_CODE).set('content-type', `multipart/form-data; boundary=${boundary}`);
  if (cookie) req = req.set('cookie', cookie);
  return req.send(body);
}

const get = (path: string, cookie = admin) => {
  const req = request(server.baseUrl).get(path).set('apiCode', API_CODE);
  return cookie ? req.set('cookie', cookie) : req;
};
/** POST <area>/delete { key, confirm } for a path written as `/api/admin/<area>?key=…[&confirm=true]`. */
const del = (path: string, cookie = admin) => {
  const url = new URL(path, 'http://x');
  const body = { key: url.searchParams.get('key') ?? '', ...(url.searchParams.get('confirm') ? { confirm: true } : {}) };
  const req = request(server.baseUrl).post(`${url.pathname}/delete`).set('apiCode', API_CODE).set('content-type', 'application/json');
  return (cookie ? req.set('cookie', cookie) : req).send(JSON.stringify(body));
};
const binary = (res: request.Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

async function runJob(kind: string, params: Record<string, unknown>): Promise<{ state: string; result: any; error: unknown; progress: { done: number; total: number | null } }> {
  const started = await shop.post(`/api/admin/jobs/start/${kind}`, { params }, { cookie: admin });
  expect(started.status).toBe(202);
  const id = started.body.data.id;
  for (let i = 0; i < 240; i++) {
    const res = await get(`/api/admin/jobs/${id}`);
    if (res.body.data.state !== 'running' && res.body.data.state !== 'queued') return res.body.data;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${kind} job did not end`);
}

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'shop-s3rver-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  s3Url = `http://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}/shop`;
  server = await startExtraServer('files', { S3_URL: s3Url, SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password });
  shop = new Shop(server.baseUrl, server.dataDir);
  const login = await shop.post('/api/admin/login', { email: ADMIN.email, password: ADMIN.password }, { ip: randomAddress() });
  expect(login.status).toBe(200);
  admin = `shop_admin_session=${/shop_admin_session=([^;]+)/.exec(String(login.headers['set-cookie']))![1]}`;
  customer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await s3?.close();
  if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
});

describe('who may use the file endpoints', () => {
  const endpoints: Array<[string, string]> = [
    ['GET', '/api/admin/media'],
    ['POST', '/api/admin/media/upload'],
    ['GET', '/api/admin/media/usage?key=products/hose-epdm.svg'],
    ['POST', '/api/admin/media/delete'],
    ['GET', '/api/admin/backend-files'],
    ['POST', '/api/admin/backend-files/upload'],
    ['GET', '/api/admin/backend-files/download?key=x.csv'],
    ['POST', '/api/admin/backend-files/delete'],
    ['GET', '/api/admin/exports'],
    ['GET', '/api/admin/exports/download?key=feeds/merchant-feed-de-EUR.xml'],
  ];

  it.each(endpoints)('%s %s: a guest gets 401 adminNotLoggedIn, a customer 403 adminForbidden', async (method, path) => {
    for (const [cookie, status, code] of [['', 401, 'adminNotLoggedIn'], [customer, 403, 'adminForbidden']] as const) {
      const res =
        method === 'GET'
          ? await get(path, cookie)
          : path.endsWith('/delete')
            ? await del(`${path.replace(/\/delete$/, '')}?key=x.png`, cookie)
            : await upload(path.includes('media') ? 'media' : 'backend-files', 'a.png', await png(4, 4), cookie);
      expect([res.status, res.body.error?.code]).toEqual([status, code]);
    }
  });
});

describe('the media library', () => {
  let uploaded: { key: string; url: string; variants: { thumb: string; small: string } };

  it('keeps product pictures working on S3: the seeded SVGs are served from the bucket', async () => {
    const res = await request(server.baseUrl).get('/media/products/hose-epdm.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const bucket = new S3Storage(parseS3Url(s3Url));
    expect(await bucket.stat('media', 'products/hose-epdm.svg')).toEqual(expect.objectContaining({ size: expect.any(Number) }));
  });

  it('uploads an image: 200 with the size read from the content, a thumbnail and a small variant (webp) shown in the list', async () => {
    const res = await upload('media', 'Pumpe Größe 3.PNG', await png(1200, 800));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      expect.objectContaining({ key: 'uploads/Pumpe-Groesse-3.png', url: '/media/uploads/Pumpe-Groesse-3.png', type: 'image/png', width: 1200, height: 800 }),
    );
    uploaded = res.body.data;
    for (const [variant, box] of [['thumb', 160], ['small', 480]] as const) {
      const file = await request(server.baseUrl).get(uploaded.variants[variant]).buffer(true).parse(binary);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', box, Math.round((box * 800) / 1200)]);
    }
    const original = await request(server.baseUrl).get(uploaded.url).buffer(true).parse(binary);
    expect((await sharp(original.body as Buffer).metadata()).width).toBe(1200);
    // The same name again gets a name of its own instead of replacing the first file.
    const again = await upload('media', 'Pumpe Größe 3.png', await png(10, 10));
    expect(again.body.data.key).toBe('uploads/Pumpe-Groesse-3-2.png');
    const list = await get('/api/admin/media?q=groesse');
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.items.map((i: { key: string }) => i.key).sort()).toEqual(['uploads/Pumpe-Groesse-3-2.png', 'uploads/Pumpe-Groesse-3.png']);
    expect(list.body.data.items.find((i: { key: string }) => i.key === uploaded.key).variants).toEqual(uploaded.variants);
    const all = await get('/api/admin/media?pageSize=200');
    expect(all.body.data.items.some((i: { key: string }) => i.key.startsWith('_variants/'))).toBe(false);
    expect(all.body.data.items.some((i: { key: string }) => i.key === 'products/hose-epdm.svg')).toBe(true);
  });

  it.each([
    ['a PDF named .png', 'datenblatt.png', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 415, 'adFilesContentMismatch'],
    ['a program named .jpg', 'bild.jpg', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]), 415, 'adFilesTypeRefused'],
    ['an SVG (scripts possible) in media', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 415, 'adFilesTypeRefused'],
    ['a PNG header without an image', 'kaputt.png', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]), 415, 'adFilesImageUnreadable'],
    ['a name with a path', '../../etc/passwd', Buffer.from('%PDF-1.4\n'), 400, 'adFilesNameInvalid'],
    ['a name with backslashes', '..\\..\\windows\\win.ini', Buffer.from('%PDF-1.4\n'), 400, 'adFilesNameInvalid'],
    ['a name with a slash', 'unter/ordner.pdf', Buffer.from('%PDF-1.4\n'), 400, 'adFilesNameInvalid'],
  ])('refuses %s with %s %s and stores nothing', async (_what, name, data, status, code) => {
    const before = (await get('/api/admin/media?pageSize=200')).body.data.total;
    const res = await upload('media', name, data);
    expect([res.status, res.body.error?.code]).toEqual([status, code]);
    expect((await get('/api/admin/media?pageSize=200')).body.data.total).toBe(before);
  });

  it('refuses a file over 20 MB with 413 adFilesTooLarge', async () => {
    const big = Buffer.concat([await png(8, 8), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload('media', 'riesig.png', big);
    expect([res.status, res.body.error?.code]).toEqual([413, 'adFilesTooLarge']);
  });

  it('warns before deleting a file products still use (409 adFilesInUse) and deletes it only when confirmed', async () => {
    const usage = await get('/api/admin/media/usage?key=products/hose-epdm.svg');
    expect(usage.status).toBe(200);
    expect(usage.body.data.total).toBeGreaterThan(5);
    expect(usage.body.data.products).toHaveLength(5);
    const refused = await del('/api/admin/media?key=products/hose-epdm.svg');
    expect([refused.status, refused.body.error.code, Number(refused.body.error.fields.usedBy)]).toEqual([409, 'adFilesInUse', usage.body.data.total]);
    expect((await request(server.baseUrl).get('/media/products/hose-epdm.svg')).status).toBe(200);
    // A picture of the home page's blocks: used by its pages in both languages.
    const home = await get('/api/admin/media/usage?key=content/home-quality.svg');
    expect(home.body.data).toEqual(expect.objectContaining({ pages: expect.arrayContaining(['/', '/en']), products: [] }));
    expect((await del('/api/admin/media?key=content/home-quality.svg')).body.error.code).toBe('adFilesInUse');
    const confirmed = await del('/api/admin/media?key=content/home-quality.svg&confirm=true');
    expect([confirmed.status, confirmed.body.data.deleted, confirmed.body.data.usage.total]).toEqual([200, 'content/home-quality.svg', home.body.data.usage?.total ?? home.body.data.total]);
    expect((await request(server.baseUrl).get('/media/content/home-quality.svg')).status).toBe(404);
    const odd = await shop.post('/api/admin/media/delete', { key: 'content/home-video-poster.svg', confirm: 'ja', extra: 1 }, { cookie: admin });
    expect([odd.status, odd.body.error.fields]).toEqual([400, { confirm: 'invalidValue', extra: 'propertyNotAllowed' }]);
  });

  it('deletes an unused file with its variants, and records uploads and deletes in the audit log', async () => {
    const unused = await get(`/api/admin/media/usage?key=${encodeURIComponent(uploaded.key)}`);
    expect(unused.body.data.total).toBe(0);
    const res = await del(`/api/admin/media?key=${encodeURIComponent(uploaded.key)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.deleted).toBe(uploaded.key);
    for (const url of [uploaded.url, uploaded.variants.thumb, uploaded.variants.small]) expect((await request(server.baseUrl).get(url)).status).toBe(404);
    expect((await del(`/api/admin/media?key=${encodeURIComponent(uploaded.key)}`)).status).toBe(404);
    expect((await del('/api/admin/media?key=../../etc/passwd')).status).toBe(404);
    const log = await get('/api/admin/audit-log?entity=media&pageSize=50');
    const actions = log.body.data.items.filter((e: { entityId: string }) => e.entityId === uploaded.key).map((e: { action: string }) => e.action);
    expect(actions).toEqual(['media.delete', 'media.upload']);
  });
});

describe('backend files', () => {
  it('uploads a CSV and a PDF, lists, downloads (admins only) and deletes them', async () => {
    const csv = Buffer.from('Artikel;Menge\nSL-EPDM-006;3\n');
    const up = await upload('backend-files', 'Preisliste 2026.csv', csv);
    expect(up.status).toBe(200);
    expect(up.body.data).toEqual(expect.objectContaining({ key: 'Preisliste-2026.csv', type: 'text/plain; charset=utf-8', variants: {} }));
    const pdf = await upload('backend-files', 'vertrag.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(pdf.status).toBe(200);
    const list = await get('/api/admin/backend-files');
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((i: { key: string }) => i.key).sort()).toEqual(['Preisliste-2026.csv', 'vertrag.pdf']);
    const download = await request(server.baseUrl).get(up.body.data.url).set('cookie', admin).buffer(true).parse(binary);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Preisliste-2026.csv"');
    expect(Buffer.compare(download.body as Buffer, csv)).toBe(0);
    expect((await request(server.baseUrl).get(up.body.data.url).set('cookie', customer)).status).toBe(403);
    expect((await request(server.baseUrl).get('/media/Preisliste-2026.csv')).status).toBe(404);
    const img = await upload('backend-files', 'skizze.png', await png(300, 300));
    expect(img.body.data.variants.thumb).toMatch(/^\/api\/admin\/backend-files\/download\?key=_variants%2Fskizze\.thumb\.webp$/);
    expect((await request(server.baseUrl).get(img.body.data.variants.thumb).set('cookie', admin)).headers['content-type']).toBe('image/webp');
    for (const key of ['Preisliste-2026.csv', 'vertrag.pdf', 'skizze.png']) expect((await del(`/api/admin/backend-files?key=${key}`)).status).toBe(200);
    expect((await get('/api/admin/backend-files')).body.data.total).toBe(0);
    const log = await get('/api/admin/audit-log?entity=backendFile&pageSize=50');
    expect(log.body.data.items.filter((e: { action: string }) => e.action === 'backendFile.upload')).toHaveLength(3);
  });
});

describe('the storage port', () => {
  async function roundTrip(storage: FileStorage): Promise<void> {
    await storage.put('backend-files', 'ordner/datei.txt', Buffer.from('eins'), 'text/plain');
    await storage.put('exports', 'feeds/x.xml', Buffer.from('<a/>'), 'application/xml');
    expect(String(await storage.read('backend-files', 'ordner/datei.txt'))).toBe('eins');
    const chunks: Buffer[] = [];
    for await (const c of (await storage.get('backend-files', 'ordner/datei.txt'))!) chunks.push(Buffer.from(c as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('eins');
    await storage.put('backend-files', 'ordner/datei.txt', Buffer.from('zwei'));
    const stat = await storage.stat('backend-files', 'ordner/datei.txt');
    expect([stat?.key, stat?.size, Math.abs(Date.now() - stat!.modifiedAt.getTime()) < 60_000]).toEqual(['ordner/datei.txt', 4, true]);
    expect((await storage.list('backend-files', 'ordner/')).map((o) => o.key)).toEqual(['ordner/datei.txt']);
    const all = await storage.listAll();
    expect(Object.keys(all).sort()).toEqual(['backend-files', 'exports', 'media']);
    expect(all.exports.map((o) => o.key)).toContain('feeds/x.xml');
    await storage.delete('backend-files', 'ordner/datei.txt');
    await storage.delete('backend-files', 'ordner/datei.txt');
    expect(await storage.read('backend-files', 'ordner/datei.txt')).toBeNull();
    expect(await storage.get('backend-files', 'ordner/datei.txt')).toBeNull();
    expect(await storage.stat('backend-files', 'ordner/datei.txt')).toBeNull();
    for (const bad of ['../x.txt', 'a/../../x.txt', '/etc/passwd', 'a\\b.txt', 'a\u0000b.txt', '']) {
      await expect(storage.put('backend-files', bad, Buffer.from('x'))).rejects.toThrow('invalid storage key');
      expect(await storage.read('backend-files', bad)).toBeNull();
    }
  }

  it('S3 adapter: put, get (stream), stat, list, listAll and delete against s3rver, keys kept inside their area', async () => {
    const storage = new S3Storage(parseS3Url(s3Url.replace(/\/shop$/, '/roundtrip')));
    await roundTrip(storage);
    // The server's files are in the same bucket under its prefix: the media uploads among them.
    const serverFiles = await new S3Storage(parseS3Url(s3Url)).listAll();
    expect(serverFiles.media.some((o) => o.key.startsWith('uploads/Pumpe-Groesse-3-2'))).toBe(true);
  });

  it('local folder adapter: the same round trip under a data folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-storage-'));
    try {
      await roundTrip(new LocalFolderStorage(dir));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('parses S3_URL and refuses one without bucket or keys', () => {
    expect(parseS3Url('https://AK%2F1:se%2Bcret@s3.eu-central-1.amazonaws.com/bucket/a/b', 'eu-central-1')).toEqual({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'bucket',
      prefix: 'a/b/',
      accessKeyId: 'AK/1',
      secretAccessKey: 'se+cret',
      region: 'eu-central-1',
    });
    expect(() => parseS3Url('http://k:s@host:9000/')).toThrow(/bucket/);
    expect(() => parseS3Url('http://host:9000/bucket')).toThrow(/access key/);
  });
});

describe('the merchant feed job', () => {
  it('writes one valid RSS 2.0 feed with the g: namespace per language, with the item counts it reports', async () => {
    const job = await runJob('merchantFeed', {});
    expect(job.state).toBe('done');
    expect(job.result.files.map((f: { key: string }) => f.key)).toEqual(['feeds/merchant-feed-de-EUR.xml', 'feeds/merchant-feed-en-EUR.xml']);
    for (const file of job.result.files) {
      const res = await request(server.baseUrl).get(file.url).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      const xml = res.text;
      expect(xmlParser.validate(xml)).toBe(true);
      const doc = xmlParser.parse(xml, { ignoreAttributes: false, attributeNamePrefix: '@_', parseNodeValue: false });
      expect(doc.rss['@_version']).toBe('2.0');
      expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
      const items = doc.rss.channel.item as Array<Record<string, unknown>>;
      expect(items).toHaveLength(file.items);
      expect(file.items + job.result.skipped).toBe(2000);
      expect(new Set(items.map((i) => i['g:id'])).size).toBe(items.length);
      for (const item of items.slice(0, 50)) {
        expect(item).toEqual(
          expect.objectContaining({ title: expect.any(String), description: expect.any(String), 'g:brand': 'HydraTec', 'g:condition': 'new', 'g:mpn': item['g:id'] }),
        );
        expect(String(item['g:price'])).toMatch(/^\d+\.\d{2} EUR$/);
        expect(item['g:availability']).toMatch(/^(in_stock|out_of_stock)$/);
        expect(String(item.link)).toMatch(/^http:\/\/localhost:\d+\/.+-[a-z0-9-]+$/);
        expect(String(item['g:image_link'])).toMatch(/\/media\/_variants\/products\/.+\.feed\.png$/);
      }
      if (file.locale === 'en') expect(String(items[0].link)).toContain('/en/');
    }
    const first = (await request(server.baseUrl).get(job.result.files[0].url).buffer(true)).text;
    const image = /<g:image_link>[^<]*(\/media\/[^<]+)<\/g:image_link>/.exec(first)![1];
    const picture = await request(server.baseUrl).get(image).buffer(true).parse(binary);
    expect([picture.status, picture.headers['content-type']]).toEqual([200, 'image/png']);
    const exportsList = await get('/api/admin/exports');
    expect(exportsList.status).toBe(200);
    expect(exportsList.body.data.map((f: { key: string }) => f.key)).toEqual(expect.arrayContaining(['feeds/merchant-feed-de-EUR.xml', 'feeds/merchant-feed-en-EUR.xml']));
    const adminDownload = await get('/api/admin/exports/download?key=feeds/merchant-feed-de-EUR.xml');
    expect([adminDownload.status, adminDownload.headers['content-disposition']]).toEqual([200, 'attachment; filename="merchant-feed-de-EUR.xml"']);
    expect((await request(server.baseUrl).get('/feeds/merchant-feed-xx-EUR.xml')).status).toBe(404);
    expect((await request(server.baseUrl).get('/feeds/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('refuses unknown parameters with a message id', async () => {
    const res = await shop.post('/api/admin/jobs/start/merchantFeed', { params: { locales: ['fr'] } }, { cookie: admin });
    expect([res.status, res.body.error.code]).toEqual([400, 'adFeedLocalesInvalid']);
  });
});

describe('the PDF catalogue job', () => {
  const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s])/g) ?? []).length;

  it.each(['de', 'en'])('writes a PDF catalogue in %s with progress per category, downloadable by an admin', async (locale) => {
    const job = await runJob('pdfCatalogue', { locale, maxPerCategory: 6 });
    expect(job.state).toBe('done');
    expect(job.result).toEqual(expect.objectContaining({ key: `catalogues/catalogue-${locale}.pdf`, locale, categories: expect.any(Number), products: expect.any(Number) }));
    expect(job.progress).toEqual(expect.objectContaining({ done: job.result.categories, total: job.result.categories }));
    const res = await request(server.baseUrl).get(job.result.url).set('cookie', admin).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(job.result.pages);
    expect(job.result.pages).toBeGreaterThan(3);
    expect(pdf.toString('latin1')).toContain(locale === 'de' ? 'Produktkatalog' : 'Product catalogue');
    expect((await request(server.baseUrl).get(job.result.url).set('cookie', customer)).status).toBe(403);
  });

  it('refuses a locale it does not know', async () => {
    const res = await shop.post('/api/admin/jobs/start/pdfCatalogue', { params: { locale: 'fr' } }, { cookie: admin });
    expect([res.status, res.body.error.code]).toEqual([400, 'adPdfLocaleInvalid']);
  });
});
