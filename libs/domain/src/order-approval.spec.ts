import { approvalNeeded } from './company';
import { berlinMonthWindow, netGoodsCents, rejectionReasonError } from './order-approval';
import { countedOrders, isCountedOrder, isUnapprovedOrder, UNCOUNTED_APPROVAL_STATES } from './orders';

describe('order approval', () => {
  it('compares the net goods value (items after discount, no shipping, fee or VAT) with the limits', () => {
    const net = netGoodsCents({ itemTotal: 120_00, discountAmount: 20_00 });
    expect(net).toBe(100_00);
    expect(approvalNeeded({ perOrderCents: 100_00, perMonthCents: null }, net, 0)).toBeNull();
    expect(approvalNeeded({ perOrderCents: 99_99, perMonthCents: null }, net, 0)).toBe('orderLimit');
    expect(approvalNeeded({ perOrderCents: null, perMonthCents: 150_00 }, net, 50_00)).toBeNull();
    expect(approvalNeeded({ perOrderCents: null, perMonthCents: 150_00 }, net, 50_01)).toBe('monthlyLimit');
    expect(approvalNeeded({ perOrderCents: 10_00, perMonthCents: 10_00 }, net, 0)).toBe('orderLimit');
  });

  it('finds the Berlin month in winter time: 1 January 00:00 Berlin is 31 December 23:00 UTC', () => {
    const w = berlinMonthWindow(new Date('2026-12-31T23:30:00Z'));
    expect(w.month).toBe('2027-01');
    expect(w.from.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(w.to.toISOString()).toBe('2027-01-31T23:00:00.000Z');
  });

  it('finds the Berlin month in summer time and across the change of time (end of March, end of October)', () => {
    const april = berlinMonthWindow(new Date('2026-04-15T12:00:00Z'));
    expect(april.from.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(april.to.toISOString()).toBe('2026-04-30T22:00:00.000Z');
    const march = berlinMonthWindow(new Date('2026-03-31T21:59:59Z'));
    expect(march.month).toBe('2026-03');
    expect(march.from.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(march.to.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    const october = berlinMonthWindow(new Date('2026-10-31T23:00:00Z'));
    expect(october.month).toBe('2026-11');
    expect(october.from.toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });

  it('an instant just before Berlin midnight on the last day stays in its month, the one after moves on', () => {
    expect(berlinMonthWindow(new Date('2026-11-30T22:59:59Z')).month).toBe('2026-11');
    expect(berlinMonthWindow(new Date('2026-11-30T23:00:00Z')).month).toBe('2026-12');
  });

  it('awaiting and rejected orders count nowhere; approved ones and those that never needed approval do', () => {
    expect(UNCOUNTED_APPROVAL_STATES).toEqual(['awaiting', 'rejected']);
    const orders = [
      { status: 'inProgress', approvalState: null },
      { status: 'inProgress', approvalState: 'awaiting' },
      { status: 'inProgress', approvalState: 'approved' },
      { status: 'inProgress', approvalState: 'rejected' },
      { status: 'canceled', approvalState: 'approved' },
      { status: 'completed' },
    ];
    expect(countedOrders(orders)).toEqual([orders[0], orders[2], orders[5]]);
    expect(orders.filter(isUnapprovedOrder)).toEqual([orders[1], orders[3]]);
    expect(isCountedOrder({ status: 'completed', approvalState: 'approved' })).toBe(true);
  });

  it('a rejection needs a reason of 1 to 500 characters', () => {
    expect(rejectionReasonError('')).toBe('orderRejectionReasonInvalid');
    expect(rejectionReasonError('   ')).toBe('orderRejectionReasonInvalid');
    expect(rejectionReasonError('x'.repeat(501))).toBe('orderRejectionReasonInvalid');
    expect(rejectionReasonError(3)).toBe('orderRejectionReasonInvalid');
    expect(rejectionReasonError('Zu teuer, bitte beim Lieferanten B bestellen.')).toBeNull();
  });
});
