// Content issue (ADR 0018): page-builder params, the contact form, bounded reports, robots.txt and the sitemap.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { checkPageBlock, PAGE_BLOCK_TYPES } from '@shop/domain';
import { API_CODE, http, post } from './support/api';
import { solvedChallenge } from './support/challenge';
import { readOutbox, waitForMail } from './identity-support';

const dataDir = () => process.env.SHOP_DATA_DIR!;
let nextAddress = 1;
/** Each test talks from its own client address (the server trusts X-Forwarded-For in tests): limits are per address. */
const newAddress = () => `198.51.100.${nextAddress++}`;
const postFrom = (address: string, path: string, body: unknown) => post(path, body).set('X-Forwarded-For', address);

describe('page-builder pages: web-page params', () => {
  it('answers the home page blocks in both languages; every block type is there and passes the block checks', async () => {
    const init = await post('/api/facade/frontend/init');
    const seen = new Set<string>();
    for (const locale of ['de', 'en']) {
      const home = init.body.data.webpages.find((p: { code: string; locale: string }) => p.code === 'home' && p.locale === locale);
      const res = await post('/api/webpage/params', { id: home.id });
      expect(res.status).toBe(200);
      expect(res.body.data.success).toBe(true);
      const blocks: unknown[] = res.body.data.params.blocks;
      expect(blocks.length).toBeGreaterThan(8);
      for (const block of blocks) {
        const check = checkPageBlock(block);
        expect(check).toEqual({ ok: true, block });
        seen.add((block as { type: string }).type);
      }
      const slider = blocks.find((b) => (b as { type: string }).type === 'Slider') as { slides: Array<{ image: { src: string } }>; intervalMs?: number };
      expect(slider.slides.length).toBeGreaterThan(1);
      expect(slider.intervalMs).toBeUndefined(); // the spec's 7000 ms default
      // Every picture and the video a block names is served.
      const media = JSON.stringify(blocks).match(/\/media\/[a-z0-9/._-]+/g) ?? [];
      for (const src of new Set(media)) expect([src, (await http().get(src)).status]).toEqual([src, 200]);
    }
    expect([...seen].sort()).toEqual([...PAGE_BLOCK_TYPES].sort());
  });

  it('describes every block type in the OpenAPI document', async () => {
    const doc = (await http().get('/api/docs-json')).body;
    const blocks = doc.components.schemas.WebpageParamsData.properties.params.properties.blocks;
    expect(Object.keys(blocks.items.discriminator.mapping).sort()).toEqual([...PAGE_BLOCK_TYPES].sort());
    for (const ref of blocks.items.oneOf) expect(doc.components.schemas[ref.$ref.split('/').pop()]).toBeDefined();
  });

  it('finds broken params: an unknown type, a missing field, a foreign link', () => {
    expect(checkPageBlock({ type: 'Marquee' })).toEqual({ ok: false, problem: 'unknown block type "Marquee"' });
    expect(checkPageBlock({ type: 'H1' }).ok).toBe(false);
    expect(checkPageBlock({ type: 'DefaultHeadingBar', heading: 'x', link: { label: 'x', href: '//evil.example' } }).ok).toBe(false);
    expect(checkPageBlock({ type: 'Slider', label: 'x', slides: [] }).ok).toBe(false);
  });
});

describe('contact form: POST /api/facade/frontend/contact-form', () => {
  const valid = (over: Record<string, unknown> = {}) => ({
    formId: 'main',
    salutation: 'mrs',
    firstname: 'Erika',
    lastname: 'Muster',
    email: 'erika.muster@kunde-test.example',
    message: 'Bitte senden Sie mir ein Angebot für 50 m SL-EPDM-006.',
    additionalFields: [
      { i18nId: 'company', value: 'Muster Formenbau GmbH' },
      { i18nId: 'phone', value: '+49 711 555 0101' },
    ],
    locale: 'de',
    privacyPolicyAccepted: true,
    ...over,
  });

  it('stores the request, mails the shop (reply-to the sender) and the sender a copy', async () => {
    const address = newAddress();
    const email = 'anfrage-1@kunde-test.example';
    const res = await postFrom(address, '/api/facade/frontend/contact-form', { ...valid({ email }), challenge: await solvedChallenge() });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ resultStatus: 'success' });
    const copy = await waitForMail(dataDir(), email);
    expect(copy.subject).toBe('Ihre Anfrage bei HydraTec Industriebedarf GmbH');
    expect(copy.raw).toMatch(/Muster Formenbau GmbH/);
    const deadline = Date.now() + 8000;
    let toShop = readOutbox(dataDir()).find((m) => m.raw.includes(`Reply-To: ${email}`));
    while (!toShop && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      toShop = readOutbox(dataDir()).find((m) => m.raw.includes(`Reply-To: ${email}`));
    }
    expect(toShop?.to).toBe('info@hydratec.example');
    expect(toShop?.subject).toMatch(/^Kontaktanfrage von Erika Muster, Muster Formenbau GmbH \[#\d+\]$/);
  });

  it.each([
    ['firstname', { firstname: 'E' }, 'invalidNameMessage'],
    ['lastname', { lastname: '' }, 'invalidNameMessage'],
    ['email', { email: 'no-address' }, 'invalidEmailMessage'],
    ['message', { message: 'Zu kurz.' }, 'invalidContactFormMessage'],
    ['message', { message: 'x'.repeat(601) }, 'invalidContactFormMessage'],
    ['message', { message: 'x'.repeat(100_000) }, 'invalidContactFormMessage'],
    ['salutation', { salutation: 'dr' }, 'invalidSalutationMessage'],
    ['company', { additionalFields: [{ i18nId: 'phone', value: '0711 1234567' }] }, 'invalidCompanyNameMessage'],
    ['phone', { additionalFields: [{ i18nId: 'company', value: 'Muster GmbH' }, { i18nId: 'phone', value: '12ab' }] }, 'invalidPhoneMessage'],
    ['privacyPolicyAccepted', { privacyPolicyAccepted: false }, 'mustConfirmPrivacyPolicyMessage'],
  ])('refuses a bad %s with its message id', async (field, over, message) => {
    const res = await postFrom(newAddress(), '/api/facade/frontend/contact-form', { ...valid(over), challenge: await solvedChallenge() });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('accepts a message of exactly 11 and of 600 characters, and no phone', async () => {
    for (const message of ['x'.repeat(11), 'y'.repeat(600)]) {
      const res = await postFrom(newAddress(), '/api/facade/frontend/contact-form', {
        ...valid({ message, email: `grenze-${message.length}@kunde-test.example`, additionalFields: [{ i18nId: 'company', value: 'Muster GmbH' }] }),
        challenge: await solvedChallenge(),
      });
      expect(res.body.data).toEqual({ resultStatus: 'success' });
    }
  });

  it('refuses a missing confirmation and a reused one', async () => {
    const missing = await postFrom(newAddress(), '/api/facade/frontend/contact-form', valid());
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.challenge).toBe('invalidChallengeMessage');
    const challenge = await solvedChallenge();
    const first = await postFrom(newAddress(), '/api/facade/frontend/contact-form', { ...valid({ email: 'einmal@kunde-test.example' }), challenge });
    expect(first.body.data.resultStatus).toBe('success');
    const again = await postFrom(newAddress(), '/api/facade/frontend/contact-form', { ...valid({ email: 'zweimal@kunde-test.example' }), challenge });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ resultStatus: 'error', errmsg: 'invalidChallengeMessage' });
  });

  it('limits requests per address (5 an hour) and per named e-mail address (3 an hour)', async () => {
    const address = newAddress();
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await postFrom(address, '/api/facade/frontend/contact-form', { ...valid({ email: `serie-${i}@kunde-test.example` }), challenge: await solvedChallenge() });
      answers.push(res.body.data.errmsg ?? res.body.data.resultStatus);
    }
    expect(answers).toEqual(['success', 'success', 'success', 'success', 'success', 'contactRateLimitedMessage']);
    const victim = 'opfer@kunde-test.example';
    const copies: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await postFrom(newAddress(), '/api/facade/frontend/contact-form', { ...valid({ email: victim }), challenge: await solvedChallenge() });
      copies.push(res.body.data.errmsg ?? res.body.data.resultStatus);
    }
    expect(copies).toEqual(['success', 'success', 'success', 'contactRateLimitedMessage']);
  });
});

describe('bounded reports: /api/int/add and /api/system/frontend-error', () => {
  /**
   * Sends n requests with `parallel` in flight; answers how many were answered and how many accepted. (Their answer
   * times under such a flood are measured by `npm run bench:report-flood`.)
   */
  async function flood(n: number, parallel: number, send: (i: number) => Promise<Response>): Promise<{ answered: number; accepted: number }> {
    let next = 0;
    let answered = 0;
    let accepted = 0;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next < n) {
          const i = next++;
          const res = await send(i);
          const body = (await res.json()) as { data?: { accepted: boolean } };
          expect(res.status).toBe(200);
          answered++;
          if (body.data?.accepted) accepted++;
        }
      }),
    );
    return { answered, accepted };
  }
  /**
   * A flood 100 times the error reports' limit (20 a minute) and 16 times the page views' (120): enough to show the
   * limits hold and every request is answered. 10,000 of each, with their answer times, are the benchmark's
   * (`npm run bench:report-flood`); here they cost 40 s of each test run.
   */
  const FLOOD = 2_000;
  const send = (path: string, address: string, body: unknown) => () =>
    fetch(process.env.SHOP_BASE_URL + path, { method: 'POST', headers: { apiCode: API_CODE, 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) });

  it('2,000 identical error reports from one broken client: all answered, at most 20 a minute taken, one row', async () => {
    const address = newAddress();
    const message = `TypeError: x is undefined (flood ${Date.now()})`;
    const result = await flood(FLOOD, 20, send('/api/system/frontend-error', address, { errMsg: message, errInfo: 'at main.js:1:2' }));
    expect(result.answered).toBe(FLOOD);
    // One window, or two when the flood spans a minute boundary.
    expect(result.accepted).toBeGreaterThan(0);
    expect(result.accepted).toBeLessThanOrEqual(40);
    // The rows: one, counting every report taken (readable where the test reaches the database: PostgreSQL in CI).
    const rows = await rowsOf(message);
    if (rows) expect(rows).toEqual([{ occurrences: result.accepted }]);
  });

  it('2,000 page views from one address: all answered, at most 120 a minute stored; another address is not affected', async () => {
    const address = newAddress();
    const marker = `/flood-${Date.now()}`;
    const result = await flood(FLOOD, 20, send('/api/int/add', address, { param1: 'pavi', param2: marker }));
    expect(result.answered).toBe(FLOOD);
    expect(result.accepted).toBeGreaterThan(0);
    expect(result.accepted).toBeLessThanOrEqual(240);
    const other = await postFrom(newAddress(), '/api/int/add', { param1: 'pavi', param2: '/' });
    expect(other.body.data.accepted).toBe(true);
  });

  it('limits one session (visitor id) across addresses', async () => {
    const iid = 'f'.repeat(32);
    const answers: boolean[] = [];
    for (let i = 0; i < 65; i++) answers.push((await postFrom(newAddress(), '/api/int/add', { param1: 'pavi', param2: '/', iid })).body.data.accepted);
    expect(answers.filter(Boolean).length).toBeLessThanOrEqual(60);
    expect(answers.slice(0, 10).every(Boolean)).toBe(true);
  });

  it('refuses oversize bodies before reading them, and oversize fields', async () => {
    const big = await postFrom(newAddress(), '/api/system/frontend-error', { errMsg: 'x', errInfo: 'y'.repeat(20_000) });
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    const long = await postFrom(newAddress(), '/api/int/add', { param1: 'sear', param2: 'z'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.param2).toBe('invalidTrackingParam');
  });
});

/** The stored rows of one error message, when the test can read the shop's database (PostgreSQL); null on the embedded one. */
async function rowsOf(message: string): Promise<Array<{ occurrences: number }> | null> {
  if (!process.env.DATABASE_URL) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require(require.resolve('pg', { paths: [join(__dirname, '..', '..', 'backend')] }));
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query('SELECT occurrences FROM frontend_error WHERE message = $1', [message])).rows;
  } finally {
    await client.end();
  }
}

describe('robots.txt and the sitemap', () => {
  it('robots.txt names the sitemap and keeps account, checkout, search, cart, admin and API paths out', async () => {
    const res = await http().get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.text;
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
    for (const path of ['/konto', '/en/account', '/kasse', '/en/checkout', '/suche', '/en/search', '/admin', '/en/admin', '/api/', '/warenkorb']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/kontakt|Disallow: \/produkte|Disallow: \/$/m);
  });

  it('serves a sitemap index whose parts list every product, category and indexable page in both languages, valid against the schema', async () => {
    let index = await http().get('/sitemap.xml').set('Accept-Encoding', 'identity');
    for (let i = 0; index.status === 404 && i < 60; i++) {
      await new Promise((r) => setTimeout(r, 500));
      index = await http().get('/sitemap.xml').set('Accept-Encoding', 'identity');
    }
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const indexXml = index.text;
    const parts = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(parts.length).toBeGreaterThan(0);
    const init = (await post('/api/facade/frontend/init')).body.data;
    const categories = init.productCategories.length;
    let urls = 0;
    let sample = '';
    for (const part of parts) {
      const res = await http().get(part).set('Accept-Encoding', 'identity');
      expect(res.status).toBe(200);
      const count = (res.text.match(/<url>/g) ?? []).length;
      expect(count).toBeLessThanOrEqual(50_000);
      urls += count;
      sample ||= res.text;
      validate(res.text, 'urlset-with-alternates.xsd');
      // The same file gzipped for clients that take it.
      const gz = await http().get(part).set('Accept-Encoding', 'gzip').buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const body = gz.body as Buffer; // supertest may have unzipped it already
      expect((body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body).toString('utf8')).toBe(res.text);
    }
    validate(indexXml, 'siteindex.xsd');
    // Both languages of every product (2,000 in the test shop) and category, plus the indexable pages.
    expect(urls).toBeGreaterThanOrEqual(2 * (2000 + categories));
    expect(sample).toMatch(/<url><loc>http[^<]+\/en\/[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><xhtml:link rel="alternate" hreflang="de" href="[^"]+"\/><xhtml:link rel="alternate" hreflang="en" href="[^"]+\/en\/[^"]+"\/><xhtml:link rel="alternate" hreflang="x-default"/);
    expect(sample).toContain('/kontakt</loc>');
    expect(sample).not.toMatch(/\/konto<\/loc>|\/kasse<\/loc>|\/admin/);
  });
});

/**
 * Validates XML against the sitemap schemas with xmllint when it is installed (CI installs it); otherwise checks
 * the schema's rules written down here: the root element and namespace, each entry's loc (absolute, 12 to 2048
 * characters) and lastmod (W3C datetime), nothing else at the top level.
 */
function validate(xml: string, schema: string): void {
  const xsd = join(__dirname, 'support', 'sitemap-schema', schema);
  const lint = spawnSync('xmllint', ['--noout', '--schema', xsd, '-'], { input: xml, encoding: 'utf8' });
  if (!lint.error) {
    expect(lint.stderr.trim()).toBe('- validates');
    const broken = spawnSync('xmllint', ['--noout', '--schema', xsd, '-'], { input: xml.replace('<loc>', '<priority>2</priority><loc>'), encoding: 'utf8' });
    expect(broken.status).not.toBe(0); // the schema check does catch a broken file
    return;
  }
  const root = schema === 'siteindex.xsd' ? 'sitemapindex' : 'urlset';
  expect(xml).toMatch(new RegExp(`^<\\?xml version="1.0" encoding="UTF-8"\\?>\\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"`));
  const entry = root === 'urlset' ? 'url' : 'sitemap';
  const entries = xml.split(`<${entry}>`).slice(1);
  for (const e of entries) {
    const loc = /^<loc>([^<]+)<\/loc>/.exec(e)?.[1] ?? '';
    expect(loc.length >= 12 && loc.length <= 2048 && /^https?:\/\//.test(loc)).toBe(true);
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(e)?.[1];
    if (lastmod) expect(lastmod).toMatch(/^\d{4}-\d\d-\d\d(T\d\d:\d\d:\d\d([+-]\d\d:\d\d|Z))?$/);
  }
}
