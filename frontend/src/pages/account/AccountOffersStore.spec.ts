import type { CustomerOffer } from '../../api/admin-offers-contracts';
import { AccountOffersStore } from './AccountOffersStore';

const OFFER: CustomerOffer = { id: 3, number: 'A-000003', type: 'buy', status: 'sent', createdAt: '2026-11-28T09:00:00.000Z', validUntil: '2026-12-28', positionCount: 2, value: 1_662_280, rate: null, months: null, currency: 'EUR', orderId: null };

describe('AccountOffersStore', () => {
  it('loads the own offers once at a time', async () => {
    const customerOffers = jest.fn(async () => ({ ok: true as const, data: { offers: [OFFER] }, status: 200 }));
    const store = new AccountOffersStore({ customerOffers }, jest.fn());
    const first = store.load('de');
    void store.load('de');
    await first;
    expect(customerOffers).toHaveBeenCalledTimes(1);
    expect(store.status).toBe('loaded');
    expect(store.offers).toEqual([OFFER]);
  });

  it('a run-out session ends the login', async () => {
    const loggedOut = jest.fn();
    const store = new AccountOffersStore({ customerOffers: async () => ({ ok: false as const, status: 401, error: { code: 'notLoggedIn', message: 'notLoggedIn' } as never }) }, loggedOut);
    await store.load('en');
    expect(store.status).toBe('error');
    expect(loggedOut).toHaveBeenCalled();
  });
});
