import { countedOrders, isCanceledOrder } from './orders';

describe('orders that count', () => {
  it('leaves canceled orders out of counts, keeps every other status', () => {
    const orders = [{ status: 'inProgress' }, { status: 'completed' }, { status: 'canceled' }, { status: 'completed' }];
    expect(countedOrders(orders)).toHaveLength(3);
    expect(orders.filter(isCanceledOrder)).toEqual([{ status: 'canceled' }]);
  });
});
