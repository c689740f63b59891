// The server cart of logged-in customers (docs/api/cart.md, ADR 0012): GET / PUT /api/sales/cart and the
// merge at login, strict validation, the cart following the customer to a second device, and parallel
// callers each getting their own cart back. Runs on the embedded database and, in CI, on PostgreSQL.
import request from 'supertest';
import { API_CODE } from './support/api';
import { Shop, uniqueEmail } from './identity-support';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);

interface Position {
  productId: string;
  qty: string;
  customProductType?: string;
  customConfiguration?: Record<string, string | number | boolean | null>;
}
interface Cart {
  id: string;
  positions: Position[];
  dateUpdated: string;
}

function cartCall(method: 'get' | 'put' | 'post' | 'patch', path: string, cookie?: string) {
  let req = request(shop.baseUrl)[method](path).set('apiCode', API_CODE);
  if (cookie) req = req.set('cookie', cookie);
  return req;
}

const getCart = (cookie?: string) => cartCall('get', '/api/sales/cart', cookie);
const putCart = (body: unknown, cookie?: string) => cartCall('put', '/api/sales/cart', cookie).set('content-type', 'application/json').send(JSON.stringify(body));
const patchCart = (body: unknown, cookie?: string) => cartCall('patch', '/api/sales/cart', cookie).set('content-type', 'application/json').send(JSON.stringify(body));
const mergeCart = (body: unknown, cookie?: string) => cartCall('post', '/api/sales/cart/merge', cookie).set('content-type', 'application/json').send(JSON.stringify(body));

async function newCustomer(): Promise<{ email: string; password: string; cookie: string }> {
  const { email, password } = await shop.registerConfirmed(uniqueEmail('warenkorb'));
  return { email, password, cookie: await shop.loginCookie(email, password) };
}

async function storedCart(cookie: string): Promise<Cart | null> {
  const res = await getCart(cookie);
  expect(res.status).toBe(200);
  return res.body.data.cart;
}

describe('the server cart of a logged-in customer', () => {
  let me: { email: string; password: string; cookie: string };

  beforeAll(async () => {
    me = await newCustomer();
  });

  it('refuses guests with 401 notLoggedIn, on every call', async () => {
    for (const res of [await getCart(), await putCart({ cart: { id: 'c', positions: [] } }), await patchCart({ since: null, cartId: 'c', changes: [{ productId: 'A', qty: '1' }] }), await mergeCart({ cart: null })]) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('notLoggedIn');
    }
  });

  it('has no cart at first; a saved cart comes back normalised and dated by the server', async () => {
    expect(await storedCart(me.cookie)).toBeNull();
    const before = Date.now();
    const res = await putCart(
      {
        cart: {
          id: 'cart-1',
          dateUpdated: '2001-01-01T00:00:00.000Z',
          positions: [
            { productId: 'SL-EPDM-006', qty: '2.50' },
            { productId: 'KU-CL-C-013-AL', qty: '3', customProductType: null, customConfiguration: null },
            { productId: 'RZ123456', qty: '1', customProductType: 'automation', customConfiguration: { robotSelection: 'RB-SC-003-0400', conveyors: null, fenceLengthA: 2195, fenceDoor: false } },
          ],
        },
      },
      me.cookie,
    );
    expect(res.status).toBe(200);
    const saved: Cart = res.body.data.cart;
    expect(saved.id).toBe('cart-1');
    expect(saved.positions).toEqual([
      { productId: 'SL-EPDM-006', qty: '2.5' },
      { productId: 'KU-CL-C-013-AL', qty: '3' },
      { productId: 'RZ123456', qty: '1', customProductType: 'automation', customConfiguration: { robotSelection: 'RB-SC-003-0400', conveyors: null, fenceLengthA: 2195, fenceDoor: false } },
    ]);
    expect(Date.parse(saved.dateUpdated)).toBeGreaterThanOrEqual(before - 1000);
    expect(await storedCart(me.cookie)).toEqual(saved);
  });

  it.each([
    ['a position too many', { id: 'c', positions: Array.from({ length: 501 }, (_, i) => ({ productId: `P-${i}`, qty: '1' })) }, 'cart.positions', 'invalidCart'],
    ['no positions list', { id: 'c' }, 'cart.positions', 'invalidCart'],
    ['an id with spaces', { id: 'c 1', positions: [] }, 'cart.id', 'invalidCart'],
    ['an empty article number', { id: 'c', positions: [{ productId: '', qty: '1' }] }, 'cart.positions.0.productId', 'invalidCartProductId'],
    ['an article number of 65 characters', { id: 'c', positions: [{ productId: 'A'.repeat(65), qty: '1' }] }, 'cart.positions.0.productId', 'invalidCartProductId'],
    ['a quantity of 0', { id: 'c', positions: [{ productId: 'A', qty: '0' }] }, 'cart.positions.0.qty', 'invalidOrderQuantityNumber'],
    ['a negative quantity', { id: 'c', positions: [{ productId: 'A', qty: '-1' }] }, 'cart.positions.0.qty', 'invalidOrderQuantityNumber'],
    ['a quantity with 3 decimals', { id: 'c', positions: [{ productId: 'A', qty: '1.125' }] }, 'cart.positions.0.qty', 'invalidOrderQuantityNumber'],
    ['a quantity as a number', { id: 'c', positions: [{ productId: 'A', qty: 2 }] }, 'cart.positions.0.qty', 'invalidOrderQuantityNumber'],
    ['an empty quantity', { id: 'c', positions: [{ productId: 'A', qty: '' }] }, 'cart.positions.0.qty', 'invalidOrderQuantityNumber'],
    ['an unknown custom product type', { id: 'c', positions: [{ productId: 'A', qty: '1', customProductType: 'robot' }] }, 'cart.positions.0.customProductType', 'customProductInvalid'],
    ['a nested configuration', { id: 'c', positions: [{ productId: 'A', qty: '1', customProductType: 'hose', customConfiguration: { endA: { id: 1 } } }] }, 'cart.positions.0.customConfiguration', 'customProductInvalid'],
    ['a configuration with a list', { id: 'c', positions: [{ productId: 'A', qty: '1', customProductType: 'hose', customConfiguration: { parts: [1, 2] } }] }, 'cart.positions.0.customConfiguration', 'customProductInvalid'],
    ['a configuration of 51 keys', { id: 'c', positions: [{ productId: 'A', qty: '1', customProductType: 'hose', customConfiguration: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) }] }, 'cart.positions.0.customConfiguration', 'customProductInvalid'],
    ['a configuration over 4 KB', { id: 'c', positions: [{ productId: 'A', qty: '1', customProductType: 'hose', customConfiguration: { text: 'x'.repeat(4100) } }] }, 'cart.positions.0.customConfiguration', 'customProductInvalid'],
    ['a configuration without a custom product type', { id: 'c', positions: [{ productId: 'A', qty: '1', customConfiguration: { endA: 'K' } }] }, 'cart.positions.0.customConfiguration', 'customConfigurationNotAllowed'],
    ['an unknown position field (the browser’s invalid flag)', { id: 'c', positions: [{ productId: 'A', qty: '1', invalid: true }] }, 'cart.positions.0.invalid', 'propertyNotAllowed'],
    // Every quantity follows its rule: configured products are whole pieces, articles their product's rule.
    ['a hundredth of an automation cell', { id: 'c', positions: [{ productId: 'RZ4K2M9Q', qty: '0.01', customProductType: 'automation', customConfiguration: { robotSelection: 'RB-SC-003-0400' } }] }, 'cart.positions.0.qty', 'invalidOrderQuantityInteger'],
    ['half a hose assembly', { id: 'c', positions: [{ productId: 'KU-CL-C-013-AL', qty: '1', customProductType: null }, { productId: 'SC123456', qty: '0.5', customProductType: 'hose', customConfiguration: { 'endA.coupling': 'KU-CL-C-013-AL' } }] }, 'cart.positions.1.qty', 'invalidOrderQuantityInteger'],
    ['one and a half ejector pins', { id: 'c', positions: [{ productId: 'EC123456', qty: '1.5', customProductType: 'ejector', customConfiguration: { type: 'straight', length: '100' } }] }, 'cart.positions.0.qty', 'invalidOrderQuantityInteger'],
    ['half a coupling (sold in pieces)', { id: 'c', positions: [{ productId: 'KU-CL-C-013-AL', qty: '0.5' }] }, 'cart.positions.0.qty', 'invalidOrderQuantityInteger'],
  ])('refuses %s with 400 VALIDATION_FAILED and keeps the stored cart', async (_label, cart, field, messageId) => {
    const before = await storedCart(me.cookie);
    const res = await putCart({ cart }, me.cookie);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toBe(messageId);
    expect(await storedCart(me.cookie)).toEqual(before);
  });

  it('refuses a body without a cart and unknown top-level fields', async () => {
    const missing = await putCart({}, me.cookie);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.cart).toBe('invalidCart');
    const unknown = await putCart({ cart: { id: 'c', positions: [] }, owner: 1 }, me.cookie);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.owner).toBe('propertyNotAllowed');
  });

  it('a cart without positions deletes the stored one', async () => {
    const other = await newCustomer();
    await putCart({ cart: { id: 'x', positions: [{ productId: 'A', qty: '1' }] } }, other.cookie);
    const res = await putCart({ cart: { id: 'x', positions: [] } }, other.cookie);
    expect(res.status).toBe(200);
    expect(res.body.data.cart).toBeNull();
    expect(await storedCart(other.cookie)).toBeNull();
  });

  it('follows the customer to a second device', async () => {
    const customer = await newCustomer();
    const laptop = customer.cookie;
    const phone = await shop.loginCookie(customer.email, customer.password);
    expect(phone).not.toBe(laptop);
    const saved = (await putCart({ cart: { id: 'laptop-cart', positions: [{ productId: 'FS-006-VZ', qty: '20' }] } }, laptop)).body.data.cart;
    expect(await storedCart(phone)).toEqual(saved);
  });
});

describe('saving what changed (PATCH)', () => {
  it('applies the changes to the cart saved at `since` and answers the new date and count, not the cart', async () => {
    const { cookie } = await newCustomer();
    const put = await putCart({ cart: { id: 'pc', positions: [{ productId: 'KU-CL-C-013-AL', qty: '3' }, { productId: 'AW-9', qty: '1' }] } }, cookie);
    const since = put.body.data.cart.dateUpdated as string;
    const res = await patchCart({ since, cartId: 'pc', changes: [{ productId: 'KU-CL-C-013-AL', qty: '05' }, { productId: 'AW-9', remove: true }, { productId: 'AW-10', qty: '2' }] }, cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { dateUpdated: expect.any(String), positions: 2 } });
    expect(res.body.data.dateUpdated >= since).toBe(true);
    const stored = await storedCart(cookie);
    expect(stored).toEqual({ id: 'pc', positions: [{ productId: 'KU-CL-C-013-AL', qty: '5' }, { productId: 'AW-10', qty: '2' }], dateUpdated: res.body.data.dateUpdated });
    // Changes to the cart as it was before are refused: another device (or this one) saved since.
    const stale = await patchCart({ since, cartId: 'pc', changes: [{ productId: 'AW-11', qty: '1' }] }, cookie);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('cartChanged');
    expect(await storedCart(cookie)).toEqual(stored);
    // Removing the last positions deletes the cart.
    const emptied = await patchCart({ since: stored!.dateUpdated, cartId: 'pc', changes: [{ productId: 'KU-CL-C-013-AL', remove: true }, { productId: 'AW-10', remove: true }] }, cookie);
    expect(emptied.body).toEqual({ data: { dateUpdated: null, positions: 0 } });
    expect(await storedCart(cookie)).toBeNull();
    // With no server cart, changes to "none" make one.
    const made = await patchCart({ since: null, cartId: 'new-cart', changes: [{ productId: 'AW-12', qty: '1' }] }, cookie);
    expect(made.status).toBe(200);
    expect((await storedCart(cookie))?.id).toBe('new-cart');
  });

  it('validates the changes as PUT validates positions: quantity rules by change index, no unknown fields, no empty list', async () => {
    const { cookie } = await newCustomer();
    const cases: Array<[unknown, string, string]> = [
      [{ since: null, cartId: 'c', changes: [{ productId: 'AW-1', qty: '1' }, { productId: 'SC123456', qty: '0.5', customProductType: 'hose', customConfiguration: { 'endA.coupling': 'KU-CL-C-013-AL' } }] }, 'changes.1.qty', 'invalidOrderQuantityInteger'],
      [{ since: null, cartId: 'c', changes: [{ productId: 'AW-1', qty: '-1' }] }, 'changes.0.qty', 'invalidOrderQuantityNumber'],
      [{ since: null, cartId: 'c', changes: [{ productId: 'AW-1' }] }, 'changes.0.qty', 'invalidOrderQuantityNumber'],
      [{ since: null, cartId: 'c', changes: [{ productId: 'AW-1', qty: '1', price: 1 }] }, 'changes.0.price', 'propertyNotAllowed'],
      [{ since: null, cartId: 'c', changes: [] }, 'changes', 'invalidCart'],
      [{ since: null, cartId: 'c d', changes: [{ productId: 'AW-1', qty: '1' }] }, 'cartId', 'invalidCart'],
    ];
    for (const [body, field, id] of cases) {
      const res = await patchCart(body, cookie);
      expect([res.status, res.body.error?.code, res.body.error?.fields?.[field]]).toEqual([400, 'VALIDATION_FAILED', id]);
    }
    expect(await storedCart(cookie)).toBeNull();
  });
});

describe('merging the browser cart at login', () => {
  it('worked example: local quantities win, local positions first, the account cart keeps its id', async () => {
    const { email, password, cookie: office } = await newCustomer();
    await putCart({ cart: { id: 'account-cart', positions: [{ productId: 'A-1', qty: '5' }, { productId: 'B-2', qty: '1' }, { productId: 'C-3', qty: '2' }] } }, office);
    // Later, on another device, as a guest first: the browser's cart, then the login.
    const home = await shop.loginCookie(email, password);
    const res = await mergeCart({ cart: { id: 'browser-cart', dateUpdated: new Date().toISOString(), positions: [{ productId: 'D-4', qty: '1' }, { productId: 'A-1', qty: '2' }] } }, home);
    expect(res.status).toBe(200);
    const merged: Cart = res.body.data.cart;
    expect(merged.id).toBe('account-cart');
    expect(merged.positions).toEqual([
      { productId: 'D-4', qty: '1' },
      { productId: 'A-1', qty: '2' },
      { productId: 'B-2', qty: '1' },
      { productId: 'C-3', qty: '2' },
    ]);
    // Stored: the first device sees the merged cart.
    expect(await storedCart(office)).toEqual(merged);
    // Logging in again with the same browser cart changes nothing but the date.
    const again = (await mergeCart({ cart: merged }, home)).body.data.cart;
    expect(again.positions).toEqual(merged.positions);
  });

  it('without a browser cart answers the account cart; without either answers null and stores nothing', async () => {
    const a = await newCustomer();
    const saved = (await putCart({ cart: { id: 'acc', positions: [{ productId: 'A-1', qty: '1' }] } }, a.cookie)).body.data.cart;
    const res = await mergeCart({ cart: null }, a.cookie);
    expect(res.status).toBe(200);
    expect(res.body.data.cart).toMatchObject({ id: 'acc', positions: saved.positions });

    const b = await newCustomer();
    expect((await mergeCart({}, b.cookie)).body.data.cart).toBeNull();
    expect((await mergeCart({ cart: { id: 'empty', positions: [] } }, b.cookie)).body.data.cart).toBeNull();
    expect(await storedCart(b.cookie)).toBeNull();
  });

  it('takes the browser cart as it is when the account has none, and validates it as PUT does', async () => {
    const c = await newCustomer();
    const merged = (await mergeCart({ cart: { id: 'browser', positions: [{ productId: 'A-1', qty: '1.50' }] } }, c.cookie)).body.data.cart;
    expect(merged).toMatchObject({ id: 'browser', positions: [{ productId: 'A-1', qty: '1.5' }] });
    const bad = await mergeCart({ cart: { id: 'browser', positions: [{ productId: 'A-1', qty: 'viel' }] } }, c.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['cart.positions.0.qty']).toBe('invalidOrderQuantityNumber');
    const fraction = await mergeCart({ cart: { id: 'browser', positions: [{ productId: 'RZ4K2M9Q', qty: '0.02', customProductType: 'automation', customConfiguration: { robotSelection: 'RB-SC-003-0400' } }] } }, c.cookie);
    expect(fraction.status).toBe(400);
    expect(fraction.body.error.fields['cart.positions.0.qty']).toBe('invalidOrderQuantityInteger');
    expect(await storedCart(c.cookie)).toEqual(merged);
  });
});

describe('server carts under parallel callers', () => {
  const CUSTOMERS = 8;
  const ROUNDS = 6;

  it('every answer belongs to its caller; the last write of each is what a second device reads', async () => {
    const callers: Array<{ tag: string; cookie: string; second: string }> = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const c = await newCustomer();
      callers.push({ tag: `K${i}${Math.random().toString(36).slice(2, 7)}`, cookie: c.cookie, second: await shop.loginCookie(c.email, c.password) });
    }
    const foreign: string[] = [];
    const failures: string[] = [];
    const cartOf = (tag: string, round: number): Cart['positions'] => [
      { productId: `${tag}-A`, qty: String(round + 1) },
      { productId: `${tag}-B`, qty: '1.5' },
    ];
    const owns = (tag: string, cart: Cart | null, where: string) => {
      if (!cart) return failures.push(`${where}: ${tag} got no cart`);
      if (cart.id !== `cart-${tag}` || cart.positions.some((p) => !p.productId.startsWith(`${tag}-`))) foreign.push(`${where}: ${tag} got ${JSON.stringify(cart).slice(0, 120)}`);
    };
    await Promise.all(
      callers.map(async ({ tag, cookie, second }) => {
        for (let round = 0; round < ROUNDS; round++) {
          const put = await putCart({ cart: { id: `cart-${tag}`, positions: cartOf(tag, round) } }, cookie);
          if (put.status !== 200) failures.push(`PUT ${tag}: ${put.status}`);
          else owns(tag, put.body.data.cart, 'PUT');
          const got = await getCart(round % 2 ? second : cookie);
          if (got.status !== 200) failures.push(`GET ${tag}: ${got.status}`);
          else {
            owns(tag, got.body.data.cart, 'GET');
            if (got.body.data.cart?.positions[0]?.qty !== String(round + 1)) failures.push(`GET ${tag} round ${round}: read ${JSON.stringify(got.body.data.cart?.positions)}`);
          }
          const merged = await mergeCart({ cart: { id: `local-${tag}`, positions: [{ productId: `${tag}-A`, qty: String(round + 1) }] } }, second);
          if (merged.status !== 200) failures.push(`merge ${tag}: ${merged.status}`);
          else owns(tag, merged.body.data.cart, 'merge');
        }
      }),
    );
    expect(foreign).toEqual([]);
    expect(failures).toEqual([]);
    for (const { tag, second } of callers) {
      const final = await storedCart(second);
      expect(final?.id).toBe(`cart-${tag}`);
      expect(final?.positions).toEqual(cartOf(tag, ROUNDS - 1));
    }
  });

  it('two devices saving whole carts at once: each save has its own date, and a change against the older one is refused', async () => {
    const c = await newCustomer();
    const second = await shop.loginCookie(c.email, c.password);
    for (let round = 0; round < 5; round++) {
      const [one, two] = await Promise.all([
        putCart({ cart: { id: 'pc-two', positions: [{ productId: 'KU-CL-C-013-AL', qty: String(round + 1) }] } }, c.cookie),
        putCart({ cart: { id: 'pc-two', positions: [{ productId: 'AW-9', qty: String(round + 1) }] } }, second),
      ]);
      expect([one.status, two.status]).toEqual([200, 200]);
      const dates = [one.body.data.cart.dateUpdated, two.body.data.cart.dateUpdated];
      expect(new Set(dates).size).toBe(2);
      const stored = await storedCart(c.cookie);
      const later = dates[0] > dates[1] ? 0 : 1;
      expect(stored?.dateUpdated).toBe(dates[later]);
      // The device whose save was overwritten sends a change against its own save: told, nothing applied.
      const stale = await patchCart({ since: dates[1 - later], cartId: 'pc-two', changes: [{ productId: 'KU-CL-C-013-AL', qty: '9' }] }, [c.cookie, second][1 - later]);
      expect(stale.status).toBe(409);
      expect((await storedCart(c.cookie))?.dateUpdated).toBe(dates[later]);
    }
  });

  it('changes (PATCH) of many customers at once each land in their own cart; two devices changing one cart at once: one wins, the other is told', async () => {
    const callers: Array<{ tag: string; cookie: string; second: string; since: string }> = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const c = await newCustomer();
      const tag = `P${i}${Math.random().toString(36).slice(2, 7)}`;
      const put = await putCart({ cart: { id: `cart-${tag}`, positions: [{ productId: `${tag}-A`, qty: '1' }] } }, c.cookie);
      callers.push({ tag, cookie: c.cookie, second: await shop.loginCookie(c.email, c.password), since: put.body.data.cart.dateUpdated });
    }
    const failures: string[] = [];
    await Promise.all(
      callers.map(async (caller) => {
        for (let round = 0; round < ROUNDS; round++) {
          const res = await patchCart({ since: caller.since, cartId: `cart-${caller.tag}`, changes: [{ productId: `${caller.tag}-A`, qty: String(round + 2) }, { productId: `${caller.tag}-R${round}`, qty: '1' }] }, caller.cookie);
          if (res.status !== 200) failures.push(`PATCH ${caller.tag} round ${round}: ${res.status} ${JSON.stringify(res.body).slice(0, 100)}`);
          else caller.since = res.body.data.dateUpdated;
        }
        // Both devices change the cart as saved now, at the same moment: the customer's lock lets one through.
        const [one, two] = await Promise.all([
          patchCart({ since: caller.since, cartId: `cart-${caller.tag}`, changes: [{ productId: `${caller.tag}-X`, qty: '1' }] }, caller.cookie),
          patchCart({ since: caller.since, cartId: `cart-${caller.tag}`, changes: [{ productId: `${caller.tag}-Y`, qty: '1' }] }, caller.second),
        ]);
        const statuses = [one.status, two.status].sort();
        if (statuses[0] !== 200 || statuses[1] !== 409) failures.push(`${caller.tag}: two devices answered ${statuses.join(', ')}`);
      }),
    );
    expect(failures).toEqual([]);
    for (const { tag, second } of callers) {
      const final = await storedCart(second);
      expect(final?.id).toBe(`cart-${tag}`);
      // Only the caller's own positions: A at its last quantity, one per round, and one of the two devices' lines.
      expect(final?.positions.every((p) => p.productId.startsWith(`${tag}-`))).toBe(true);
      expect(final?.positions.slice(0, ROUNDS + 1)).toEqual([{ productId: `${tag}-A`, qty: String(ROUNDS + 1) }, ...Array.from({ length: ROUNDS }, (_, r) => ({ productId: `${tag}-R${r}`, qty: '1' }))]);
      expect(final?.positions).toHaveLength(ROUNDS + 2);
    }
  });
});
