// Abuse (ADR 0034), on the shop the API tests use: a stranger guessing passwords never locks the owner out but is
// still slowed down (customer and admin login); guest orders and offer requests cannot mail an unverified address
// without end; cart imports are limited per customer and per client address and read off the event loop — under
// 10 parallel 2 MB imports the health check still answers within 1 s (the one wall-clock bound allowed here).
// Every test sends its own client addresses (X-Forwarded-For; TRUST_PROXY is on in tests) and its own e-mail
// addresses, so limits reached here touch no other suite on the same server.
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { API_CODE } from '../api/support/api';
import { workbook, type Cell } from '../api/support/cart-files';
import { cookiesOf, ExtraServer, mailsTo, Shop, startExtraServer, uniqueEmail, waitForMail } from '../api/identity-support';
import { solveChallenge } from '../api/support/challenge';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);

const COUPLING = 'KU-CL-C-013-AL';
const HOSE = 'SL-EPDM-006';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An address no other test uses (the shared random addresses are 10.x.x.x; these are 172.16–31.x.x). */
function ownAddress(): string {
  const b = () => Math.floor(Math.random() * 250) + 1;
  return `172.${16 + Math.floor(Math.random() * 16)}.${b()}.${b()}`;
}

describe('login: a stranger never locks the owner out, and is still slowed down', () => {
  /** The owner's login from a browser the account does not know: answers the proof of work when asked. */
  async function ownerLogin(s: Shop, path: string, email: string, password: string, ip: string) {
    const body = { email, password, isPermanentLogin: false, locale: 'de' };
    const first = await s.post(path, body, { ip });
    if (first.status !== 428) return { first, final: first };
    expect(first.body.error.code).toBe('loginChallengeRequired');
    const challenge = solveChallenge((await s.get('/api/user/challenge?purpose=login')).body.data);
    return { first, final: await s.post(path, { ...body, challenge }, { ip }) };
  }

  it('customer: 60 wrong passwords from 30 addresses, in parallel with the owner — the owner gets in, answered as himself', async () => {
    const { email, password } = await shop.registerConfirmed(uniqueEmail('abuse-owner'));
    const other = await shop.registerConfirmed(uniqueEmail('abuse-bystander'));
    const strangers = Array.from({ length: 30 }, ownAddress);
    const guesses = strangers.flatMap((ip, i) => [shop.login(email, `Falsch#Rate${i}a`, { ip }), shop.login(email, `Falsch#Rate${i}b`, { ip })]);
    const [owner, bystander, ...answers] = await Promise.all([
      ownerLogin(shop, '/api/facade/frontend/login', email, password, ownAddress()),
      ownerLogin(shop, '/api/facade/frontend/login', other.email, other.password, ownAddress()),
      ...guesses,
    ]);
    // The strangers: never a session; each wrong password is heard or refused, none is let in.
    for (const a of answers) expect([401, 428, 429]).toContain(a.status);
    expect(answers.every((a) => !cookiesOf(a).shop_session)).toBe(true);
    // The owner and the bystander, each answered as himself.
    expect(owner.final.status).toBe(200);
    expect(owner.final.body.data.user.email).toBe(email);
    expect(bystander.final.status).toBe(200);
    expect(bystander.final.body.data.user.email).toBe(other.email);
    const session = `shop_session=${cookiesOf(owner.final).shop_session.value}`;
    expect((await shop.init(session)).body.data.store.user.email).toBe(email);
    // Whether the owner came before or after the fifth failure, the strangers go on; from yet another address the
    // owner then brings a proof of work — never a wait.
    for (let i = 0; i < 5; i++) expect([401, 428]).toContain((await shop.login(email, `Falsch#Weiter${i}`, { ip: ownAddress() })).status);
    const later = await ownerLogin(shop, '/api/facade/frontend/login', email, password, ownAddress());
    expect(later.first.status).toBe(428);
    expect(later.final.status).toBe(200);
  });

  it('customer: the guesser is slowed down — at one address he waits (Retry-After), from new addresses every guess costs a proof of work', async () => {
    const { email, password } = await shop.registerConfirmed(uniqueEmail('abuse-target'));
    const ip = ownAddress();
    const heard: number[] = [];
    for (let i = 0; i < 8; i++) heard.push((await shop.login(email, `Falsch#Slow${i}`, { ip })).status);
    expect(heard).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const waiting = await shop.login(email, password, { ip });
    expect(waiting.status).toBe(429);
    expect(waiting.body.error.code).toBe('loginRateLimited');
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    // From 20 fresh addresses without a proof of work no password is even checked (no 401, no 200).
    const spread = await Promise.all(Array.from({ length: 20 }, (_, i) => shop.login(email, i === 7 ? password : `Falsch#Spread${i}`, { ip: ownAddress() })));
    expect(spread.map((r) => r.status)).toEqual(Array(20).fill(428));
    // A proof of work buys one hearing: it cannot be spent twice.
    const challenge = await shop.loginChallenge();
    expect((await shop.login(email, 'Falsch#Paid1', { ip: ownAddress(), challenge })).status).toBe(401);
    expect((await shop.login(email, 'Falsch#Paid2', { ip: ownAddress(), challenge })).body.error.code).toBe('invalidChallengeMessage');
  });

  describe('admin login', () => {
    let server: ExtraServer;
    let admin: Shop;
    const ADMIN = { email: 'abuse.admin@firma-test.example', password: 'Abuse#Admin2026' };
    beforeAll(async () => {
      server = await startExtraServer('abuse_admin', { DEMO_DATA: 'false', SEED_PRODUCTS: '10', SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password }, { embedded: true });
      admin = new Shop(server.baseUrl, server.dataDir);
    }, 180_000);
    afterAll(async () => {
      await server?.stop();
    });

    it('40 wrong admin passwords from 20 addresses never stop the administrator; the guesser at one address waits', async () => {
      const strangers = Array.from({ length: 20 }, ownAddress);
      const answers = await Promise.all(strangers.flatMap((ip, i) => [1, 2].map((n) => admin.post('/api/admin/login', { email: ADMIN.email, password: `Falsch#Admin${i}${n}` }, { ip }))));
      for (const a of answers) expect([401, 428, 429]).toContain(a.status);
      const owner = await ownerLogin(admin, '/api/admin/login', ADMIN.email, ADMIN.password, ownAddress());
      expect(owner.first.status).toBe(428);
      expect(owner.final.status).toBe(200);
      expect(owner.final.body.data.user.email).toBe(ADMIN.email);
      const guesser = ownAddress();
      const heard: number[] = [];
      for (let i = 0; i < 7; i++) {
        const challenge = solveChallenge((await admin.get('/api/user/challenge?purpose=login')).body.data);
        heard.push((await admin.post('/api/admin/login', { email: ADMIN.email, password: `Falsch#Einer${i}`, challenge }, { ip: guesser })).status);
      }
      expect(heard).toEqual([401, 401, 401, 401, 401, 429, 429]);
    }, 180_000);
  });
});

describe('guest orders and offer requests: an unverified address is not a free mail cannon', () => {
  const linz = { nameLine1: 'Beispiel Hydraulik GmbH', street: 'Hauptplatz 1', zip: '4020', city: 'Linz', country: 'AT' };
  const order = (email: string) => ({
    positions: [
      { productId: COUPLING, qty: '12' },
      { productId: HOSE, qty: '20' },
    ],
    shippingAddress: linz,
    billingAddress: linz,
    shippingMethodId: 'standard',
    paymentMethodId: 'prepayment',
    buyer: { company: 'Opfer GmbH', salutation: 'mr', firstname: 'Otto', lastname: 'Opfer', email },
    termsAccepted: true,
    privacyPolicyAccepted: true,
    locale: 'de',
  });
  const place = (email: string, ip: string, options: { key?: string; cookie?: string } = {}) =>
    shop.post('/api/order/new', options.cookie ? { ...order(email), buyer: undefined } : order(email), { ip, cookie: options.cookie }).set('Idempotency-Key', options.key ?? randomUUID());

  it('20 parallel guest orders to one unverified address from 20 addresses: 3 placed and mailed, 17 refused with guestMailLimitReachedMsg', async () => {
    const victim = uniqueEmail('abuse-victim');
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(victim, ownAddress())));
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(placed).toHaveLength(3);
    expect(new Set(placed.map((a) => a.body.data.orderId)).size).toBe(3);
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(r.body.error.code).toBe('guestMailLimitReachedMsg');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(3000);
    }
    await waitForMail(shop.dataDir, victim, 3, 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(shop.dataDir, victim)).toHaveLength(3);
    // A guest offer request to the same address is counted with the orders.
    const offer = await shop.post(
      '/api/order/offer/guest/new',
      { offer: { type: 'buy', buyer: { company: 'Opfer GmbH', customerId: '12345', firstname: 'Otto', lastname: 'Opfer', email: victim }, positions: [{ productId: 'RB-SC-003-0400', qty: '1' }] }, locale: 'de' },
      { ip: ownAddress() },
    );
    expect(offer.status).toBe(429);
    expect(offer.body.error.code).toBe('guestMailLimitReachedMsg');
  });

  it('one client address: 10 guest orders an hour; a retried submit is the same order; refused orders do not count; customers are not limited', async () => {
    const ip = ownAddress();
    const sent: Array<{ key: string; email: string; orderId: number }> = [];
    // A refused order (below the minimum value) is given back.
    const small = await shop.post('/api/order/new', { ...order(uniqueEmail('abuse-small')), positions: [{ productId: COUPLING, qty: '1' }] }, { ip }).set('Idempotency-Key', randomUUID());
    expect(small.body.error.code).toBe('minOrderValueNotReachedMsg');
    for (let i = 0; i < 10; i++) {
      const key = randomUUID();
      const email = uniqueEmail(`abuse-address${i}`);
      const res = await place(email, ip, { key });
      expect(res.status).toBe(200);
      sent.push({ key, email, orderId: res.body.data.orderId });
    }
    const eleventh = await place(uniqueEmail('abuse-address-11'), ip);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.code).toBe('guestMailLimitReachedMsg');
    // The same submit again (the buyer's network dropped the answer) answers its order, and is not refused.
    const again = await place(sent[0].email, ip, { key: sent[0].key });
    expect(again.status).toBe(200);
    expect(again.body.data.orderId).toBe(sent[0].orderId);
    // A logged-in customer from the same address is not counted.
    const customer = await shop.registerConfirmed(uniqueEmail('abuse-customer'));
    const cookie = await shop.loginCookie(customer.email, customer.password);
    const stuttgart = { nameLine1: 'Müller Maschinenbau GmbH', street: 'Gewerbepark 12', zip: '73728', city: 'Esslingen', country: 'DE' };
    const mine = await shop
      .post('/api/order/new', { ...order(customer.email), buyer: undefined, shippingAddress: stuttgart, billingAddress: stuttgart }, { ip, cookie })
      .set('Idempotency-Key', randomUUID());
    expect(mine.status).toBe(200);
  });
});

describe('cart import: limited per customer and per address, read off the event loop', () => {
  const HEADER: Cell[] = ['quantity', 'articleId', 'customProductType', 'customConfiguration'];

  function importFile(file: Buffer, cookie: string, ip: string) {
    return request(shop.baseUrl)
      .post('/api/sales/cart/products/import')
      .set('apiCode', API_CODE)
      .set('cookie', cookie)
      .set('x-forwarded-for', ip)
      .attach('file', file, { filename: 'Warenkorb.xlsx', contentType: XLSX });
  }

  async function customer(prefix: string): Promise<string> {
    const { email, password } = await shop.registerConfirmed(uniqueEmail(prefix));
    return shop.loginCookie(email, password);
  }

  it('40 imports per customer and hour, 100 per client address; the 41st is refused with Retry-After, other customers go on', async () => {
    const small = await workbook([HEADER, [2, COUPLING]]);
    const ip = ownAddress();
    const [a, b, c] = [await customer('abuse-import-a'), await customer('abuse-import-b'), await customer('abuse-import-c')];
    for (let i = 0; i < 40; i++) expect((await importFile(small, a, ip)).status).toBe(200);
    const over = await importFile(small, a, ip);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('cartImportRateLimitedMsg');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3000);
    // From another address too: the customer's limit is his own.
    expect((await importFile(small, a, ownAddress())).body.error?.code).toBe('cartImportRateLimitedMsg');
    // Another customer from the same address imports, until the address has had its 100.
    for (let i = 0; i < 40; i++) expect((await importFile(small, b, ip)).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await importFile(small, c, ip)).status).toBe(200);
    const addressOver = await importFile(small, c, ip);
    expect(addressOver.status).toBe(429);
    expect(addressOver.body.error.code).toBe('cartImportRateLimitedMsg');
    const elsewhere = await importFile(small, c, ownAddress());
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.data.positions).toEqual([{ productId: COUPLING, qty: '2' }]);
  }, 180_000);

  /**
   * About 2 MB and 5,000 data rows (the most a file may have): one catalogue row marking whose file it is, then
   * configured hoses whose configurator must check them (the costliest rows found).
   */
  async function bigWorkbook(marker: number): Promise<Buffer> {
    const rows: Cell[][] = [[...HEADER, 'comment'], [marker, COUPLING, null, null, 'marker']];
    for (let i = 0; i < 4999; i++) {
      const configuration = { 'hose.hose': 'SL-EPDM-025', 'hose.length': String(1 + (i % 9)), 'endA.coupling': 'KU-025-MS', 'endB.coupling': 'KU-025-MS' };
      // Random text the zip cannot shrink, so the file is about 2 MB.
      rows.push([1, `SC${String(i).padStart(6, '0')}`, 'hose', JSON.stringify(configuration), randomBytes(370).toString('base64')]);
    }
    return workbook(rows);
  }

  it('one customer sending 3 at once: one is read, the others are told the reader is busy (Retry-After)', async () => {
    const cookie = await customer('abuse-import-burst');
    const file = await bigWorkbook(3);
    const answers = await Promise.all([1, 2, 3].map(() => importFile(file, cookie, ownAddress())));
    const statuses = answers.map((a) => (a.status === 200 ? 200 : `${a.status} ${a.body.error.code}`));
    expect(statuses).toContain(200);
    expect(statuses).toContain('429 cartImportBusyMsg');
    for (const a of answers.filter((x) => x.status === 429)) expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
  }, 180_000);

  it('under 10 parallel 2 MB imports (5,000 rows) from 10 customers the health check keeps answering; each import answers its own file', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => customer(`abuse-import-load${i}`)));
    const files: Buffer[] = [];
    for (let i = 0; i < 10; i++) files.push(await bigWorkbook(10 + i));
    for (const f of files) {
      expect(f.length).toBeGreaterThan(1.7 * 1024 * 1024);
      expect(f.length).toBeLessThanOrEqual(2 * 1024 * 1024);
    }
    // The health check keeps answering while the imports run (its answer times: npm run bench:cart-import).
    let probes = 0;
    let running = true;
    const probe = (async () => {
      while (running) {
        const res = await request(shop.baseUrl).get('/api/system/health');
        expect(res.status).toBe(200);
        probes++;
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const answers = await Promise.all(buyers.map((cookie, i) => importFile(files[i], cookie, ownAddress())));
    running = false;
    await probe;
    const done = answers.filter((a) => a.status === 200).length;
    expect(probes).toBeGreaterThan(0);
    expect(done).toBeGreaterThanOrEqual(1);
    answers.forEach((a, i) => {
      if (a.status !== 200) {
        expect(a.status).toBe(429);
        expect(a.body.error.code).toBe('cartImportBusyMsg');
        return;
      }
      // The caller's own file: its marker row, and every configured row skipped (500 checked, the rest over the budget).
      expect(a.body.data.positions).toEqual([{ productId: COUPLING, qty: String(10 + i) }]);
      expect(a.body.data.processed).toBe(5000);
      const reasons = new Set(a.body.data.skipped.map((s: { messageId: string }) => s.messageId));
      expect([...reasons].sort()).toEqual(['cartPositionLimitReached', 'customProductInvalid']);
    });
  }, 300_000);
});
