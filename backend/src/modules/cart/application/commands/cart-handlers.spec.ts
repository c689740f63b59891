import { FixedCartSettings, ImmediateUnitOfWork, InMemoryCustomerCartRepository } from '../../testing/fakes';
import { CustomerCartQuery } from '../queries/customer-cart/customer-cart.query';
import { ChangeCartHandler } from './change-cart/change-cart.handler';
import { MergeCartCommand } from './merge-cart/merge-cart.command';
import { MergeCartHandler } from './merge-cart/merge-cart.handler';
import { ReplaceCartCommand } from './replace-cart/replace-cart.command';
import { ReplaceCartHandler } from './replace-cart/replace-cart.handler';

const NOW = new Date('2026-05-04T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe('server cart use cases', () => {
  let carts: InMemoryCustomerCartRepository;
  let uow: ImmediateUnitOfWork;

  beforeEach(() => {
    carts = new InMemoryCustomerCartRepository();
    uow = new ImmediateUnitOfWork();
  });

  it('replace stores the cart dated by the server; an empty one deletes it', async () => {
    const replace = new ReplaceCartHandler(carts);
    const saved = await replace.execute(new ReplaceCartCommand(7, { id: 'c', positions: [{ productId: 'A', qty: '1' }] }, NOW));
    expect(saved).toEqual({ id: 'c', positions: [{ productId: 'A', qty: '1' }], dateUpdated: NOW.toISOString() });
    expect(await carts.find(7)).toEqual(saved);
    expect(await replace.execute(new ReplaceCartCommand(7, { id: 'c', positions: [] }, NOW))).toBeNull();
    expect(await carts.find(7)).toBeNull();
  });

  it('replace within the same millisecond as the save before dates the cart after it: a change against the older date is refused', async () => {
    const replace = new ReplaceCartHandler(carts);
    const change = new ChangeCartHandler(carts);
    const first = await replace.execute(new ReplaceCartCommand(7, { id: 'c', positions: [{ productId: 'A', qty: '1' }] }, NOW));
    // Another device saves another cart in the same millisecond.
    const second = await replace.execute(new ReplaceCartCommand(7, { id: 'c', positions: [{ productId: 'B', qty: '1' }] }, NOW));
    expect(second?.dateUpdated).toBe(new Date(NOW.getTime() + 1).toISOString());
    // The first device's change, sent against the cart it saved, is not applied to the other device's cart.
    expect(await change.execute({ userId: 7, since: first!.dateUpdated, cartId: 'c', changes: [{ productId: 'A', qty: '2' }], now: NOW })).toEqual({ ok: false, error: { code: 'cartChanged' } });
    expect((await carts.find(7))?.positions).toEqual([{ productId: 'B', qty: '1' }]);
  });

  it('change applies what changed to the cart saved at `since` and answers the new date', async () => {
    const before = new Date(NOW.getTime() - DAY).toISOString();
    await carts.save(7, { id: 'acc', positions: [{ productId: 'A', qty: '5' }, { productId: 'B', qty: '1' }], dateUpdated: before });
    const change = new ChangeCartHandler(carts);
    const result = await change.execute({ userId: 7, since: before, cartId: 'loc', changes: [{ productId: 'A', qty: '6' }, { productId: 'B', remove: true }, { productId: 'C', qty: '2' }], now: NOW });
    expect(result).toEqual({ ok: true, value: { dateUpdated: NOW.toISOString(), positions: 2 } });
    expect(await carts.find(7)).toEqual({ id: 'acc', positions: [{ productId: 'A', qty: '6' }, { productId: 'C', qty: '2' }], dateUpdated: NOW.toISOString() });
  });

  it('change writes nothing when another save came between its read and its write (cartChanged)', async () => {
    const before = new Date(NOW.getTime() - DAY).toISOString();
    await carts.save(7, { id: 'acc', positions: [{ productId: 'A', qty: '5' }], dateUpdated: before });
    // Another device's save lands right after this change read the cart.
    const find = carts.find.bind(carts);
    carts.find = async (userId: number) => {
      const read = await find(userId);
      await carts.save(7, { id: 'acc', positions: [{ productId: 'Z', qty: '1' }], dateUpdated: new Date(NOW.getTime() - 1000).toISOString() });
      return read;
    };
    const change = new ChangeCartHandler(carts);
    expect(await change.execute({ userId: 7, since: before, cartId: 'loc', changes: [{ productId: 'A', qty: '6' }], now: NOW })).toEqual({ ok: false, error: { code: 'cartChanged' } });
    expect((await find(7))?.positions).toEqual([{ productId: 'Z', qty: '1' }]);
  });

  it('change refuses changes made to another cart than the saved one (cartChanged) and changes nothing', async () => {
    await carts.save(7, { id: 'acc', positions: [{ productId: 'A', qty: '5' }], dateUpdated: NOW.toISOString() });
    const change = new ChangeCartHandler(carts);
    const stale = await change.execute({ userId: 7, since: new Date(NOW.getTime() - DAY).toISOString(), cartId: 'loc', changes: [{ productId: 'A', qty: '1' }], now: NOW });
    expect(stale).toEqual({ ok: false, error: { code: 'cartChanged' } });
    // Changes to "no cart" while the server has one are refused too.
    expect((await change.execute({ userId: 7, since: null, cartId: 'loc', changes: [{ productId: 'B', qty: '1' }], now: NOW })).ok).toBe(false);
    expect(await carts.find(7)).toEqual({ id: 'acc', positions: [{ productId: 'A', qty: '5' }], dateUpdated: NOW.toISOString() });
  });

  it('change makes a cart (with the browser’s id) where there was none, and deletes one left empty', async () => {
    const change = new ChangeCartHandler(carts);
    expect(await change.execute({ userId: 7, since: null, cartId: 'loc', changes: [{ productId: 'A', qty: '1' }], now: NOW })).toEqual({ ok: true, value: { dateUpdated: NOW.toISOString(), positions: 1 } });
    expect((await carts.find(7))?.id).toBe('loc');
    expect(await change.execute({ userId: 7, since: NOW.toISOString(), cartId: 'loc', changes: [{ productId: 'A', remove: true }], now: NOW })).toEqual({ ok: true, value: { dateUpdated: null, positions: 0 } });
    expect(await carts.find(7)).toBeNull();
  });

  it('change dates the cart later than the one it changed, even within the same millisecond (the date names one cart)', async () => {
    const change = new ChangeCartHandler(carts);
    const first = await change.execute({ userId: 7, since: null, cartId: 'loc', changes: [{ productId: 'A', qty: '1' }], now: NOW });
    const since = first.ok ? first.value.dateUpdated : null;
    const second = await change.execute({ userId: 7, since, cartId: 'loc', changes: [{ productId: 'A', qty: '2' }], now: NOW });
    expect(second.ok && second.value.dateUpdated).toBe(new Date(NOW.getTime() + 1).toISOString());
    // The first date no longer names the cart.
    expect((await change.execute({ userId: 7, since, cartId: 'loc', changes: [{ productId: 'A', qty: '3' }], now: NOW })).ok).toBe(false);
  });

  it('change refuses a cart past 500 positions', async () => {
    const change = new ChangeCartHandler(carts);
    const changes = Array.from({ length: 501 }, (_, i) => ({ productId: `P${i}`, qty: '1' }));
    expect(await change.execute({ userId: 7, since: null, cartId: 'loc', changes, now: NOW })).toEqual({ ok: false, error: { code: 'cartTooLarge' } });
    expect(await carts.find(7)).toBeNull();
  });

  it('merge takes the customer’s lock in a transaction, merges by mergeCartOnLogin and stores the result', async () => {
    await carts.save(7, { id: 'acc', positions: [{ productId: 'A', qty: '5' }, { productId: 'B', qty: '1' }], dateUpdated: new Date(NOW.getTime() - DAY).toISOString() });
    const merge = new MergeCartHandler(uow, carts, new FixedCartSettings(30));
    const merged = await merge.execute(new MergeCartCommand(7, { id: 'loc', positions: [{ productId: 'A', qty: '2' }] }, NOW));
    expect(merged).toEqual({ id: 'acc', positions: [{ productId: 'A', qty: '2' }, { productId: 'B', qty: '1' }], dateUpdated: NOW.toISOString() });
    expect(uow.locks).toEqual(['customer-cart:7']);
    expect(uow.runs).toBe(1);
    expect(await carts.find(7)).toEqual(merged);
  });

  it('merge ignores an account cart older than sales.cartTTL days, as the browser does', async () => {
    await carts.save(7, { id: 'old', positions: [{ productId: 'OLD', qty: '1' }], dateUpdated: new Date(NOW.getTime() - 31 * DAY).toISOString() });
    const merge = new MergeCartHandler(uow, carts, new FixedCartSettings(30));
    expect(await merge.execute(new MergeCartCommand(7, { id: 'loc', positions: [{ productId: 'A', qty: '1' }] }, NOW))).toMatchObject({ id: 'loc', positions: [{ productId: 'A', qty: '1' }] });
    expect(await merge.execute(new MergeCartCommand(8, null, NOW))).toBeNull();
    expect(await carts.find(8)).toBeNull();
  });

  it('the cart query answers none for an expired cart, and keeps carts forever without a TTL', async () => {
    await carts.save(7, { id: 'old', positions: [{ productId: 'OLD', qty: '1' }], dateUpdated: new Date(NOW.getTime() - 31 * DAY).toISOString() });
    expect(await new CustomerCartQuery(carts, new FixedCartSettings(30)).execute(7, NOW)).toBeNull();
    expect(await new CustomerCartQuery(carts, new FixedCartSettings(null)).execute(7, NOW)).toMatchObject({ id: 'old' });
  });
});
