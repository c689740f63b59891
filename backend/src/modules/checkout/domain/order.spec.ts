import { orderProps } from '../testing/fakes';
import { Order, orderInvariantViolation, orderVatOf, type NewOrder } from './order';

const newOrder = (overrides: Partial<NewOrder> = {}): NewOrder => {
  const { status: _status, payment: _payment, ...props } = orderProps();
  return { ...props, ...overrides };
};

describe('Order aggregate', () => {
  it('a placed order is in progress, without payment, and counts', () => {
    const order = Order.place(newOrder());
    expect(order.status).toBe('inProgress');
    expect(order.payment).toBeNull();
    expect(order.counts).toBe(true);
    expect(order.isStored).toBe(false);
    expect(() => order.id).toThrow();
    order.stored(12);
    expect([order.id, order.number]).toEqual([12, '12']);
  });

  it('refuses figures that do not add up (the caller priced wrongly), naming the rule', () => {
    const base = newOrder();
    expect(orderInvariantViolation(base)).toBeNull();
    expect(orderInvariantViolation({ ...base, positions: [] })).toMatch(/at least one position/);
    expect(orderInvariantViolation({ ...base, totals: { ...base.totals, itemTotal: 9_999 } })).toMatch(/sum of the line totals/);
    expect(orderInvariantViolation({ ...base, totals: { ...base.totals, subtotal: 10_000 } })).toMatch(/subtotal/);
    expect(orderInvariantViolation({ ...base, totals: { ...base.totals, total: 1 } })).toMatch(/total is the subtotal plus VAT/);
    expect(orderInvariantViolation({ ...base, totals: { ...base.totals, discountAmount: 20_000 } })).toMatch(/discount/);
    expect(orderInvariantViolation({ ...base, positions: [{ ...base.positions[0], lineTotal: 10_000.5 }] })).toMatch(/whole, non-negative cents/);
    expect(() => Order.place({ ...base, positions: [] })).toThrow(/not an order/);
  });

  it('moves in progress → completed or canceled; both are final; each real change is recorded once with whether it mails', () => {
    const order = Order.restore({ ...orderProps(), id: 3 });
    const done = order.changeStatus('completed', { adminId: 1, adminName: 'Ada' });
    expect(done).toEqual({ ok: true, value: { from: 'inProgress', to: 'completed', adminId: 1, adminName: 'Ada', mailsBuyer: true } });
    expect(order.status).toBe('completed');
    expect(order.changeStatus('canceled', { adminId: 1, adminName: 'Ada' })).toEqual({ ok: false, error: { code: 'adOrderStatusFinal', current: 'completed' } });
    expect(order.changeStatus('inProgress', { adminId: 1, adminName: 'Ada' })).toEqual({ ok: false, error: { code: 'adOrderStatusFinal', current: 'completed' } });
    expect(order.pendingStatusChanges).toHaveLength(1);
    order.changesSaved();
    expect(order.pendingStatusChanges).toEqual([]);
  });

  it('a canceled order is final and counts nowhere', () => {
    const order = Order.restore({ ...orderProps(), id: 4 });
    expect(order.changeStatus('canceled', { adminId: 1, adminName: 'Ada' }).ok).toBe(true);
    expect(order.counts).toBe(false);
    expect(order.changeStatus('inProgress', { adminId: 1, adminName: 'Ada' }).ok).toBe(false);
  });

  it('checks the expected status first (another admin changed it), then the machine', () => {
    const order = Order.restore({ ...orderProps(), id: 5 });
    expect(order.changeStatus('completed', { adminId: 1, adminName: 'Ada' }, 'completed')).toEqual({ ok: false, error: { code: 'adOrderStatusConflict', current: 'inProgress' } });
    expect(order.changeStatus('shipped', { adminId: 1, adminName: 'Ada' })).toEqual({ ok: false, error: { code: 'adOrderStatusInvalid' } });
    expect(order.changeStatus('inProgress', { adminId: 1, adminName: 'Ada' })).toEqual({ ok: false, error: { code: 'adOrderStatusUnchanged', current: 'inProgress' } });
    expect(order.pendingStatusChanges).toEqual([]);
  });

  it('keeps the payment instruction the provider gave as a pending change', () => {
    const order = Order.restore({ ...orderProps(), id: 6 });
    order.recordPayment({ kind: 'invoice', dueDays: 14 });
    expect(order.hasNewPayment).toBe(true);
    expect(order.payment).toEqual({ kind: 'invoice', dueDays: 14 });
  });

  it('keeps the VAT treatment it was priced with (none: an order priced without a destination)', () => {
    expect(orderVatOf(null)).toEqual({ kind: null, reverseCharge: false, buyerVatId: null, sellerVatId: null, vatIdCheckedAt: null, vatIdCheckReference: null });
    const reverse = orderVatOf({ kind: 'intraCommunitySupply', vatRate: '0', reverseCharge: true, buyerVatId: 'ATU13585627', sellerVatId: 'DE123456789', vatIdStatus: 'valid', messageId: null, vatIdCheckedAt: '2026-06-01T08:00:00.000Z', vatIdCheckReference: 'WAPIAAAAW' });
    expect(reverse).toEqual({ kind: 'intraCommunitySupply', reverseCharge: true, buyerVatId: 'ATU13585627', sellerVatId: 'DE123456789', vatIdCheckedAt: new Date('2026-06-01T08:00:00.000Z'), vatIdCheckReference: 'WAPIAAAAW' });
  });

  it('hands out copies: changing what toProps answered does not change the order', () => {
    const order = Order.restore({ ...orderProps(), id: 7 });
    const props = order.toProps();
    props.status = 'canceled';
    props.positions[0].qty = '999';
    expect(order.status).toBe('inProgress');
    expect(order.toProps().positions[0].qty).toBe('10');
  });
});
