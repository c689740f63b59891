import { countedOrders, isCanceledOrder, isCountedOrder, UNCOUNTED_ORDER_STATUSES } from './orders';

describe('orders that count', () => {
  it('leaves canceled orders out of counts, keeps every other status', () => {
    const orders = [{ status: 'inProgress' }, { status: 'completed' }, { status: 'canceled' }, { status: 'completed' }];
    expect(countedOrders(orders)).toHaveLength(3);
    expect(orders.filter(isCanceledOrder)).toEqual([{ status: 'canceled' }]);
  });

  it('counts exactly the orders whose status is not one of the uncounted ones (the list the SQL of checkout is built from)', () => {
    expect(UNCOUNTED_ORDER_STATUSES).toEqual(['canceled']);
    expect(['inProgress', 'completed', 'canceled', 'someFutureStatus'].filter((status) => isCountedOrder({ status }))).toEqual(['inProgress', 'completed', 'someFutureStatus']);
  });
});
