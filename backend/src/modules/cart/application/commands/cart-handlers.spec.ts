import { FixedCartSettings, ImmediateUnitOfWork, InMemoryCustomerCartRepository } from '../../testing/fakes';
import { CustomerCartQuery } from '../queries/customer-cart/customer-cart.query';
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
