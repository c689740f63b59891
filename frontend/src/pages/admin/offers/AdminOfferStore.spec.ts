import type { AdminOfferDetail, OfferActionAnswer, OffersApi } from '../../../api/admin-offers-contracts';
import type { ApiResult } from '../../../api/client';
import { AdminOfferStore } from './AdminOfferStore';

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, status: 200 });
const fail = (code: string, status: number, fields?: Record<string, string>): ApiResult<never> => ({ ok: false, status, error: { code, message: code, ...(fields ? { fields } : {}) } as never });

function offer(over: Partial<AdminOfferDetail> = {}): AdminOfferDetail {
  return {
    id: 7,
    number: 'A-000007',
    type: 'buy',
    status: 'open',
    version: 1,
    createdAt: '2026-11-28T09:00:00.000Z',
    sentAt: null,
    validUntil: null,
    buyer: { id: null, email: 'jana@example.com', company: 'Beispiel GmbH', firstname: 'Jana', lastname: 'Novak', customerId: null, salutation: 'mrs' },
    positions: [
      { index: 0, productId: 'RB-1', name: 'Roboter', customProductType: null, summary: [], qty: '1', price: 1_655_000, priceUnit: 1, lineTotal: 1_655_000, wholePieces: true },
      { index: 1, productId: 'KU-1', name: 'Kupplung', customProductType: null, summary: [], qty: '4', price: 1820, priceUnit: 1, lineTotal: 7280, wholePieces: true },
    ],
    price: { itemTotal: 1_662_280, shoppingCartValue: 1_662_280, trainingCost: 0, rate: null, purchasePrice: null, months: null, couponCode: null },
    currency: 'EUR',
    locale: 'de',
    readyForShipmentMsg: '',
    orderId: null,
    actions: ['send', 'decline', 'expire', 'adjust'],
    ...over,
  };
}

/** A hand-written server: keeps the offer, checks the version and answers like the API (the amounts are the fake's, not the store's). */
function setup(initial = offer()) {
  let current = initial;
  const calls: Array<{ call: string; id: number; body?: unknown }> = [];
  const answer = (data: Partial<OfferActionAnswer>): ApiResult<OfferActionAnswer> => ok({ id: current.id, status: current.status, version: current.version, ...data });
  const api: OffersApi = {
    offer: async (id, locale) => {
      calls.push({ call: `offer:${locale}`, id });
      return id === current.id ? ok(current) : fail('offerNotFound', 404);
    },
    adjust: async (id, body) => {
      calls.push({ call: 'adjust', id, body });
      if (body.expectedVersion !== current.version) return fail('offerVersionConflict', 409);
      if (body.positions.some((p) => p.qty === '1.5')) return fail('VALIDATION_FAILED', 400, { 'positions.0.qty': 'invalidOrderQuantityInteger' });
      current = { ...current, version: current.version + 1, positions: current.positions.map((p, i) => ({ ...p, qty: body.positions[i].qty ?? p.qty, price: body.positions[i].price ?? p.price })) };
      return answer({});
    },
    act: async (id, action, expectedVersion) => {
      calls.push({ call: action, id, body: expectedVersion });
      if (action === 'accept') {
        if (current.status !== 'sent') return fail('offerActionNotAllowed', 409);
        current = { ...current, status: 'accepted', orderId: 99, actions: [] };
        return answer({ orderId: 99, orderNumber: '99' });
      }
      current = { ...current, status: action === 'send' ? 'sent' : action === 'decline' ? 'declined' : 'expired', actions: action === 'send' ? ['send', 'accept', 'decline', 'expire', 'adjust'] : [] };
      return answer({});
    },
    customerOffers: async () => ok({ offers: [] }),
  };
  const loggedOut = jest.fn();
  return { store: new AdminOfferStore(api, loggedOut), calls, now: () => current };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AdminOfferStore', () => {
  it('shows the offer of the URL with its values in the page’s number format; an id that is none asks nothing', async () => {
    const { store, calls } = setup();
    store.show(Number('x'), 'de');
    store.show(0, 'de');
    expect(calls).toEqual([]);
    store.show(7, 'de');
    await settle();
    expect(calls).toEqual([{ call: 'offer:de', id: 7 }]);
    expect(store.price).toEqual({ 0: '16550,00', 1: '18,20' });
    expect(store.qty).toEqual({ 0: '1', 1: '4' });
    expect(store.editable).toBe(true);
    expect(store.dirty).toBe(false);
  });

  it('sends every position with the typed quantity and price in cents and the version shown, then reads the offer again', async () => {
    const { store, calls, now } = setup();
    store.show(7, 'de');
    await settle();
    store.setPrice(0, '12.345,67');
    store.setQty(1, '6');
    expect(store.dirty).toBe(true);
    await store.save();
    await settle();
    expect(calls.find((c) => c.call === 'adjust')?.body).toEqual({ expectedVersion: 1, positions: [{ index: 0, qty: '1', price: 1_234_567 }, { index: 1, qty: '6', price: 1820 }] });
    expect(store.notice).toEqual({ tone: 'success', id: 'adOfferSaved' });
    expect(now().version).toBe(2);
    expect(store.detail.data?.version).toBe(2);
    expect(store.dirty).toBe(false);
  });

  it('refuses a price that is no amount in the browser and shows the server’s field messages', async () => {
    const { store, calls } = setup();
    store.show(7, 'de');
    await settle();
    store.setPrice(1, '-3');
    await store.save();
    expect(store.fieldErrors).toEqual({ 'positions.1.price': 'offerPriceInvalid' });
    expect(calls.some((c) => c.call === 'adjust')).toBe(false);
    store.setPrice(1, '18,20');
    expect(store.fieldErrors).toEqual({});
    store.setQty(0, '1,5');
    await store.save();
    expect(store.fieldErrors).toEqual({ 'positions.0.qty': 'invalidOrderQuantityInteger' });
    expect(store.notice).toEqual({ tone: 'error', id: 'invalidValue' });
  });

  it('does not send while changes are unsaved; sends the version shown and then offers accepting', async () => {
    const { store, calls } = setup();
    store.show(7, 'de');
    await settle();
    store.setQty(1, '5');
    await store.send();
    expect(store.notice).toEqual({ tone: 'error', id: 'adOfferUnsaved' });
    store.reset();
    await store.send();
    await settle();
    expect(calls.find((c) => c.call === 'send')).toEqual({ call: 'send', id: 7, body: 1 });
    expect(store.notice).toEqual({ tone: 'success', id: 'adOfferSent', values: { email: 'jana@example.com' } });
    expect(store.detail.data?.actions).toContain('accept');
  });

  it('accepts only after the confirmation and names the order it became', async () => {
    const { store, calls } = setup(offer({ status: 'sent', actions: ['send', 'accept', 'decline', 'expire', 'adjust'] }));
    store.show(7, 'en');
    await settle();
    store.ask('accept');
    expect(calls.some((c) => c.call === 'accept')).toBe(false);
    store.cancel();
    expect(store.pending).toBeNull();
    store.ask('accept');
    await store.confirm();
    await settle();
    expect(store.notice).toEqual({ tone: 'success', id: 'adOfferAccepted', values: { order: '99' } });
    expect(store.detail.data).toMatchObject({ status: 'accepted', orderId: 99 });
    expect(store.editable).toBe(false);
  });

  it('a refused action shows its message (accepting an offer never sent)', async () => {
    const { store } = setup();
    store.show(7, 'de');
    await settle();
    store.ask('accept');
    await store.confirm();
    expect(store.notice).toEqual({ tone: 'error', id: 'offerActionNotAllowed' });
  });
});
