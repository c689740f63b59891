import { runInAction } from 'mobx';
import { FakeApi, fail, ok } from '../test-support/fake-api';
import { accountUser, shopConfig } from '../test-support/mothers';
import { ConfigStore } from './ConfigStore';
import { OFFER_MESSAGE_MS, OfferStore, type OfferContent, type OfferReadiness } from './OfferStore';
import { SessionStore } from './SessionStore';

const GUEST = { company: 'Beispiel Automation GmbH', customerId: '12345', salutation: 'mrs', firstname: 'Jana', lastname: 'Novak', email: 'jana.novak@beispiel.example' };
const READY: OfferReadiness = { canOffer: true, netValue: 1_800_000 };
const CONTENT: OfferContent = { positions: [{ productId: 'RB-1', qty: '1' }], couponCode: 'WILLKOMMEN10' };
const answer = { resultStatus: 'success' as const, offerId: 7, offerNumber: 'A-000007', price: { itemTotal: 1, shoppingCartValue: 1, rate: null, purchasePrice: null, months: null, couponCode: null } };

function setup(options: { enableOffer?: boolean; failWith?: { code: string; fields?: Record<string, string> } } = {}) {
  const api = new FakeApi()
    .onPost('/api/order/offer/new', () => (options.failWith ? fail(options.failWith.code, 422, options.failWith.fields) : ok(answer)))
    .onPost('/api/order/offer/guest/new', () => (options.failWith ? fail(options.failWith.code, 400, options.failWith.fields) : ok(answer)));
  const config = new ConfigStore();
  const base = shopConfig();
  config.hydrate({ ...base, sales: { ...base.sales, enableOffer: options.enableOffer ?? true } });
  const session = new SessionStore(api);
  const offer = new OfferStore(api, session, config);
  const fillGuest = () => {
    for (const [field, value] of Object.entries(GUEST)) offer.setBuyerField(field as keyof typeof GUEST, value);
  };
  const login = () => runInAction(() => (session.user = accountUser({ id: 7, firstname: 'Sabine' })));
  return { api, offer, fillGuest, login };
}

// Every test runs on fake timers: a message's 2 s timer must not outlive its test.
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('OfferStore (offer sending, buyer form, offer button)', () => {
  it('is offered with enableOffer on the cart page and in the automation configurator, never in the dropdown or the checkout', () => {
    const { offer } = setup();
    expect(offer.isOffered('page')).toBe(true);
    expect(offer.isOffered('automation')).toBe(true);
    expect(offer.isOffered('dropdown')).toBe(false);
    expect(offer.isOffered('checkout')).toBe(false);
    expect(setup({ enableOffer: false }).offer.isOffered('page')).toBe(false);
  });

  it('a guest is known once company, customer id, names and e-mail are valid; a customer always', () => {
    const { offer, fillGuest } = setup();
    expect(offer.userKnown).toBe(false);
    expect(offer.canSend(READY)).toBe(false);
    fillGuest();
    expect(offer.userKnown).toBe(true);
    offer.setBuyerField('customerId', '1234');
    expect(offer.buyerErrors.customerId).toBe('invalidCustomerIdMessage');
    expect(offer.canSend(READY)).toBe(false);
    offer.setBuyerField('customerId', '');
    expect(offer.canSend(READY)).toBe(true);
    const other = setup();
    other.login();
    expect(other.offer.canSend(READY)).toBe(true);
  });

  it('needs no empty quantity and the minimum offer value (canOffer); leasing only from 30,000 € net', () => {
    const { offer, login } = setup();
    login();
    expect(offer.canSend({ canOffer: false, netValue: 5_000_000 })).toBe(false);
    expect(offer.canSend(READY, 'rentalPurchaseOffer')).toBe(true);
    expect(offer.canSend(READY, 'leasingInquiry')).toBe(false);
    expect(offer.isTypeAvailable({ canOffer: true, netValue: 2_999_999 }, 'leasingInquiry')).toBe(false);
    expect(offer.canSend({ canOffer: true, netValue: 3_000_000 }, 'leasingInquiry')).toBe(true);
    expect(offer.isTypeAvailable({ canOffer: true, netValue: null }, 'leasingInquiry')).toBe(false);
  });

  it('a guest sends to offer/guest/new with the buyer data; idle → loading → success, the message gone after 2000 ms', async () => {
    const { api, offer, fillGuest } = setup();
    fillGuest();
    expect(offer.state).toBe('idle');
    const sent = offer.send('rentalPurchaseOffer', CONTENT, 'en');
    expect(offer.state).toBe('loading');
    expect(await sent).toBe(true);
    expect(offer.state).toBe('success');
    expect(offer.messageId).toBe('offerPlacedSuccess');
    expect(offer.sent).toEqual({ offerNumber: 'A-000007', type: 'rentalPurchaseOffer' });
    const body = api.callsTo('/api/order/offer/guest/new')[0].body as { offer: Record<string, unknown>; locale: string };
    expect(body).toEqual({ offer: { type: 'rentalPurchaseOffer', positions: CONTENT.positions, couponCode: 'WILLKOMMEN10', buyer: GUEST }, locale: 'en' });
    jest.advanceTimersByTime(OFFER_MESSAGE_MS - 1);
    expect(offer.messageId).toBe('offerPlacedSuccess');
    jest.advanceTimersByTime(1);
    expect(offer.messageId).toBeNull();
    expect(offer.state).toBe('idle');
  });

  it('a customer sends to offer/new without buyer data (the server takes it from the session)', async () => {
    const { api, offer, login } = setup();
    login();
    await offer.send('buy', CONTENT, 'de');
    expect(api.callsTo('/api/order/offer/guest/new')).toHaveLength(0);
    expect((api.callsTo('/api/order/offer/new')[0].body as { offer: Record<string, unknown> }).offer).not.toHaveProperty('buyer');
  });

  it('a refused request shows offerPlacedFailure with the reason and the refused buyer fields; nothing typed is lost', async () => {
    const { offer, fillGuest } = setup({ failWith: { code: 'VALIDATION_FAILED', fields: { 'buyer.email': 'invalidEmailMessage' } } });
    fillGuest();
    expect(await offer.send('buy', CONTENT, 'de')).toBe(false);
    expect(offer.state).toBe('error');
    expect(offer.messageId).toBe('offerPlacedFailure');
    expect(offer.shownErrors.email).toBe('invalidEmailMessage');
    expect(offer.buyer).toEqual(GUEST);
    offer.setBuyerField('email', 'jana@beispiel.example');
    expect(offer.shownErrors.email).toBeUndefined();
    jest.advanceTimersByTime(OFFER_MESSAGE_MS);
    expect(offer.state).toBe('idle');
    expect(offer.messageId).toBeNull();

    const leasing = setup({ failWith: { code: 'leasingNotAvailableMsg' } });
    leasing.login();
    await leasing.offer.send('leasingInquiry', CONTENT, 'de');
    expect(leasing.offer.reasonId).toBe('leasingNotAvailableMsg');
  });

  it('a guest with invalid data sends nothing and sees every field error', async () => {
    const { api, offer } = setup();
    offer.setBuyerField('company', 'X GmbH');
    expect(await offer.send('buy', CONTENT, 'de')).toBe(false);
    expect(api.callsTo('/api/order/offer/guest/new')).toHaveLength(0);
    expect(Object.keys(offer.shownErrors).sort()).toEqual(['email', 'firstname', 'lastname']);
  });
});
