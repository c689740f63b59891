// Data isolation under parallel load: several customers, parallel loops over their own account calls.
// Every answer must belong to its caller, every acknowledged write must be found afterwards, no answer
// may be a 5xx and none may hang. Runs on the embedded database and, in CI, on PostgreSQL.
import request from 'supertest';
import { API_CODE } from './support/api';
import { DEMO_CUSTOMER, mailsTo, randomAddress, Shop, uniqueEmail, waitForMail } from './identity-support';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);
// A fixed amount of work per loop (not a time span), so a slow machine runs the same test, only longer.
const STEPS = Number(process.env.CONCURRENCY_STEPS ?? 40);
const WORKERS = Number(process.env.CONCURRENCY_WORKERS ?? 16);
const REQUEST_TIMEOUT_MS = 15_000;
// Each loop creates this many addresses, then keeps changing them.
const ADDRESSES_PER_WORKER = 4;

interface Caller {
  tag: string;
  email: string;
  company: string;
  cookie: string;
  /** Orders the caller has (demo customer: its seeded orders; new customers: none). */
  orderCount: number;
  readOnly: boolean;
}

interface Address {
  id: number;
  nameLine1: string;
  city: string;
}

interface Tally {
  requests: number;
  foreign: string[];
  fiveXX: string[];
  hung: string[];
  unexpected: string[];
}

/** A number written in letters (names and cities allow no digits). */
function letters(n: number): string {
  let out = '';
  do {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26);
  } while (n > 0);
  return out;
}

/** A POST with the caller's cookie; a hang becomes a recorded failure, not a stuck test. */
async function call(path: string, body: unknown, cookie: string): Promise<{ status: number; body: any } | 'timeout'> {
  try {
    const res = await request(shop.baseUrl)
      .post(path)
      .set('apiCode', API_CODE)
      .set('content-type', 'application/json')
      .set('cookie', cookie)
      .timeout({ response: REQUEST_TIMEOUT_MS, deadline: REQUEST_TIMEOUT_MS })
      .send(JSON.stringify(body));
    return { status: res.status, body: res.body };
  } catch (e) {
    if ((e as { timeout?: number }).timeout) return 'timeout';
    throw e;
  }
}

describe('account data under parallel load', () => {
  const callers: Caller[] = [];
  /** Who created each address id: an id seen in another caller's answer is a leak. */
  const addressOwner = new Map<number, string>();
  /** The last acknowledged state of each address (each address is written by one worker only, in order). */
  const acknowledged = new Map<number, { owner: Caller; nameLine1: string; city: string }>();
  const tally: Tally = { requests: 0, foreign: [], fiveXX: [], hung: [], unexpected: [] };

  beforeAll(async () => {
    for (let i = 0; i < 4; i++) {
      const tag = `K${i}${Math.random().toString(36).slice(2, 7)}`;
      const company = `Firma ${tag} GmbH`;
      const { email, password } = await shop.registerConfirmed(uniqueEmail(`last${i}`), { company });
      callers.push({ tag, email, company, cookie: await shop.loginCookie(email, password), orderCount: 0, readOnly: false });
    }
    // The demo customer only reads (its data is shared with other test files); it has seeded orders.
    const demoCookie = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const demoOrders = await call('/api/user/orders', {}, demoCookie);
    if (demoOrders === 'timeout') throw new Error('demo orders timed out');
    callers.push({ tag: 'demo', email: DEMO_CUSTOMER.email, company: '', cookie: demoCookie, orderCount: demoOrders.body.data.orders.length, readOnly: true });
  });

  function checkAddresses(me: Caller, list: Address[], where: string): void {
    for (const a of list) {
      const owner = addressOwner.get(a.id);
      if (owner !== undefined && owner !== me.tag) tally.foreign.push(`${where}: ${me.tag} got address ${a.id} of ${owner}`);
      if (!me.readOnly && !a.nameLine1.startsWith(me.tag)) tally.foreign.push(`${where}: ${me.tag} got address "${a.nameLine1}"`);
    }
  }

  function checkUser(me: Caller, user: { email: string; company: string; addresses?: Address[] } | undefined | null, where: string): void {
    if (!user) {
      tally.unexpected.push(`${where}: ${me.tag} answered as a guest`);
      return;
    }
    if (user.email !== me.email) tally.foreign.push(`${where}: ${me.tag} got the user ${user.email}`);
    if (!me.readOnly && user.company !== me.company) tally.foreign.push(`${where}: ${me.tag} got the company ${user.company}`);
    if (user.addresses) checkAddresses(me, user.addresses, where);
  }

  /** One step of a worker: a read or a write on the caller's own account. */
  async function step(me: Caller, worker: number, n: number, mine: number[]): Promise<void> {
    const op = me.readOnly ? n % 2 : n % 4;
    let path: string;
    let body: unknown;
    let write: { id?: number; nameLine1: string; city: string } | undefined;
    if (op === 0) {
      path = '/api/facade/frontend/init';
      body = {};
    } else if (op === 1) {
      path = '/api/user/orders';
      body = {};
    } else if (op === 2) {
      path = '/api/user/edit';
      body = { company: me.company, salutation: 'mrs', firstname: 'Anna', lastname: `Werk${letters(worker)}`, email: me.email, invoiceEmail: '', locale: 'de' };
    } else {
      const id = mine.length >= ADDRESSES_PER_WORKER ? mine[n % mine.length] : undefined;
      write = { id, nameLine1: `${me.tag} w${worker} n${n}`, city: `Stadt ${letters(worker)}-${letters(n)}` };
      path = '/api/user/saveaddress';
      body = { address: { ...write, street: 'Hafenstraße 7', zip: '20457', country: 'DE' }, locale: 'de' };
    }
    tally.requests++;
    const res = await call(path, body, me.cookie);
    const where = `${path} (${me.tag}, worker ${worker}, step ${n})`;
    if (res === 'timeout') {
      tally.hung.push(where);
      return;
    }
    if (res.status >= 500) {
      tally.fiveXX.push(`${where}: ${res.status} ${JSON.stringify(res.body)}`);
      return;
    }
    if (res.status !== 200) {
      tally.unexpected.push(`${where}: ${res.status} ${JSON.stringify(res.body)}`);
      return;
    }
    const data = res.body.data;
    if (op === 0) checkUser(me, data.store?.user, where);
    else if (op === 1) {
      const orders: Array<{ buyer: { email: string } }> = data.orders;
      for (const o of orders) if (o.buyer.email !== me.email) tally.foreign.push(`${where}: ${me.tag} got an order of ${o.buyer.email}`);
      if (orders.length !== me.orderCount) tally.foreign.push(`${where}: ${me.tag} got ${orders.length} orders, has ${me.orderCount}`);
    } else if (op === 2) checkUser(me, data.user, where);
    else {
      checkUser(me, data.user, where);
      const addresses: Address[] = data.user?.addresses ?? [];
      const saved = write!.id !== undefined ? addresses.find((a) => a.id === write!.id) : addresses.find((a) => a.nameLine1 === write!.nameLine1);
      if (!saved || saved.nameLine1 !== write!.nameLine1) {
        tally.unexpected.push(`${where}: the saved address is not in the answer`);
        return;
      }
      if (write!.id === undefined) {
        addressOwner.set(saved.id, me.tag);
        mine.push(saved.id);
      }
      acknowledged.set(saved.id, { owner: me, nameLine1: write!.nameLine1, city: write!.city });
    }
  }

  it(`${WORKERS} parallel loops of ${STEPS} steps: every answer is the caller's, every acknowledged write stays, no 5xx, no hang`, async () => {
    const started = Date.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, worker) => {
        const me = callers[worker % callers.length];
        const mine: number[] = [];
        for (let n = 0; n < STEPS; n++) await step(me, worker, n, mine);
      }),
    );
    const elapsed = (Date.now() - started) / 1000;

    // Every acknowledged address is stored, in its last acknowledged state, in its owner's account only.
    const lost: string[] = [];
    for (const me of callers.filter((c) => !c.readOnly)) {
      const res = await call('/api/facade/frontend/init', {}, me.cookie);
      if (res === 'timeout') throw new Error('final read timed out');
      const stored: Address[] = res.body.data.store.user.addresses;
      checkAddresses(me, stored, 'final read');
      for (const [id, want] of acknowledged) {
        if (want.owner !== me) continue;
        const got = stored.find((a) => a.id === id);
        if (!got || got.nameLine1 !== want.nameLine1 || got.city !== want.city) lost.push(`${me.tag}: address ${id} "${want.nameLine1}" is ${got ? `"${got.nameLine1}"` : 'missing'}`);
      }
    }

    const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded';
    console.log(
      `concurrency (${kind}, ${WORKERS} loops, ${callers.length} customers): ${tally.requests} requests in ${elapsed.toFixed(1)} s = ${(tally.requests / elapsed).toFixed(0)} req/s; ` +
        `${acknowledged.size} addresses written; foreign ${tally.foreign.length}, lost ${lost.length}, 5xx ${tally.fiveXX.length}, hung ${tally.hung.length}, other ${tally.unexpected.length}`,
    );
    expect(tally.unexpected.slice(0, 5)).toEqual([]);
    expect(tally.requests).toBeGreaterThanOrEqual(WORKERS * STEPS);
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(tally.foreign).toEqual([]);
    expect(lost).toEqual([]);
    expect(tally.fiveXX).toEqual([]);
    expect(tally.hung).toEqual([]);
    expect(tally.unexpected.slice(0, 5)).toEqual([]);
  });

  it('30 parallel registrations each succeed and each confirmation mail goes to its own address', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => uniqueEmail(`parallel${i}`));
    const challenges = await Promise.all(emails.map(() => shop.challenge()));
    const answers = await Promise.all(
      emails.map((email, i) => shop.post('/api/user/register', { ...shop.registration(email), challenge: challenges[i] }, { ip: randomAddress() })),
    );
    const failures = answers.map((r, i) => ({ email: emails[i], status: r.status, body: r.body })).filter((r) => r.status !== 200 || r.body.data?.resultStatus !== 'success');
    expect(failures).toEqual([]);
    for (const email of emails) {
      const mail = await waitForMail(shop.dataDir, email);
      expect(mail.to).toBe(email);
      expect(mailsTo(shop.dataDir, email)).toHaveLength(1);
    }
  });
});
