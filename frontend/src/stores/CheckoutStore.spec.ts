import { CartPriceStore } from './CartPriceStore';
import { CartStore, type CartStorage } from './CartStore';
import { CheckoutStore, type CheckoutOptions } from './CheckoutStore';
import { ConfigStore } from './ConfigStore';
import { SessionStore } from './SessionStore';
import { TrackingStore } from './TrackingStore';
import { UiStore, type UiEnvironment } from './UiStore';
import type { ApiResult } from '../api/client';
import type { Address } from '../api/identity-contracts';
import type { CartPricePosition } from '../api/sales-contracts';
import type { StoredItem } from '../lib/local-storage';
import { FakeApi, fail, flush, ok } from '../test-support/fake-api';
import { accountUser, cartPriceInfo, productListItem, shopConfig } from '../test-support/mothers';

class MemoryStorage implements CartStorage, StoredItem {
  constructor(public value: string | null = null) {}
  read(): string | null {
    return this.value;
  }
  write(value: string | null): void {
    this.value = value;
  }
}

const env: UiEnvironment = { reload: () => undefined, readCookie: () => null, writeCookie: () => undefined };

function options(country: string, overrides: Partial<CheckoutOptions> = {}): CheckoutOptions {
  const excluded = country === 'KP';
  return {
    country,
    vatRate: country === 'AT' ? '20' : '19',
    currency: 'EUR',
    countryMessageId: excluded ? 'countryNotDeliverable' : null,
    incoterm: 'EXW',
    shippingMethods: excluded
      ? []
      : [
          { id: 'standard', name: 'Standard', price: 990, formattedPrice: '9,90 €', deliveryTimeInfo: { messageId: 'readyForShipmentWithinXDays', days: 2, earliest: '2026-12-01', latest: '2026-12-03' }, msg: null },
          ...(country === 'DE' ? [{ id: 'express', name: 'Express', price: 2490, formattedPrice: '24,90 €', deliveryTimeInfo: null, msg: null }] : []),
        ],
    paymentMethods: excluded ? [] : [{ id: 'prepayment', name: 'Vorkasse', fee: 0, formattedFee: '0,00 €' }],
    ...overrides,
  };
}

function address(id: number, overrides: Partial<Address> = {}): Address {
  return {
    id,
    nameLine1: `Firma ${id}`,
    nameLine2: '',
    street: 'Hauptstraße 1',
    postOfficeBox: '',
    zip: '70173',
    city: 'Stuttgart',
    country: 'DE',
    taxNo: '',
    isStandardShippingAddress: false,
    isStandardBillingAddress: false,
    ...overrides,
  } as Address;
}

function setup(opts: { customer?: boolean; addresses?: Address[]; coupon?: string | null } = {}) {
  let orderAnswer: () => ApiResult<never> | null = () => null;
  let keys = 0;
  const api = new FakeApi()
    .onPost('/api/sales/cart/price', ({ body }) => ok(cartPriceInfo((body?.positions ?? []) as CartPricePosition[], { couponCode: body?.couponCode, coupons: { WILLKOMMEN10: 10 } })))
    .onPost('/api/catalogue/products/by-ids', ({ body }) => ok({ items: (body?.ids ?? []).map((id) => productListItem(id)) }))
    .onPost('/api/checkout/options', ({ body }) => ok(options(body?.country ?? 'DE')))
    .onPost('/api/order/new', () => orderAnswer() ?? ok({ orderId: 41, orderNumber: 'B-2026-0041', price: { itemTotal: 12000, discountAmount: 0, subtotal: 12990, vat: 2598, vatRate: '20', total: 15588, currency: 'EUR', formattedTotal: '155,88 €' } }))
    .onPost('/api/int/add', () => ok({ accepted: true }));
  const config = new ConfigStore();
  const session = new SessionStore(api);
  const ui = new UiStore(env);
  const couponStorage = new MemoryStorage(opts.coupon ?? null);
  const stored = JSON.stringify({ id: 'c', dateUpdated: new Date().toISOString(), positions: [{ productId: 'A-1', qty: '12' }] });
  const cart = new CartStore(api, config, session, new TrackingStore(api, config), new MemoryStorage(stored));
  const cartPrice = new CartPriceStore(api, cart, config, session, ui, { couponStorage, debounceMs: 0 });
  config.hydrate(shopConfig());
  if (opts.customer) session.setUser(accountUser({ addresses: opts.addresses ?? [] }));
  const checkout = new CheckoutStore(api, cart, cartPrice, session, ui, { debounceMs: 0, makeKey: () => `key-${++keys}` });
  const orderCalls = () => api.callsTo('/api/order/new');
  return { api, cart, cartPrice, checkout, session, orderCalls, answerOrder: (fn: () => ApiResult<never> | null) => (orderAnswer = fn) };
}

function fillGuest(checkout: CheckoutStore, country = 'AT'): void {
  checkout.setBuyerField('company', 'Kunststoff Linz GmbH');
  checkout.setBuyerField('firstname', 'Anna');
  checkout.setBuyerField('lastname', 'Huber');
  checkout.setBuyerField('email', 'anna@linz.example');
  checkout.setAddressField('shippingAddress', 'nameLine1', 'Kunststoff Linz GmbH');
  checkout.setAddressField('shippingAddress', 'street', 'Industriezeile 5');
  checkout.setAddressField('shippingAddress', 'zip', '4020');
  checkout.setAddressField('shippingAddress', 'city', 'Linz');
  checkout.setAddressField('shippingAddress', 'country', country);
}

describe('CheckoutStore', () => {
  it('a guest must enter valid buyer data and an address before the payment step', async () => {
    const { checkout } = setup();
    checkout.activate();
    expect(checkout.startsInFormView).toBe(true);
    expect(checkout.continueToPayment()).toBe(false);
    expect(checkout.errors).toMatchObject({
      'buyer.company': 'invalidCompanyNameMessage',
      'buyer.email': 'invalidEmailMessage',
      'shippingAddress.nameLine1': 'requiredFieldMessage',
      'shippingAddress.zip': 'invalidZipCodeMessage',
    });
    expect(checkout.errors['billingAddress.nameLine1']).toBeUndefined();
    // A shown error goes as soon as the field is fine.
    checkout.setBuyerField('email', 'anna@linz.example');
    expect(checkout.errors['buyer.email']).toBeUndefined();
    fillGuest(checkout);
    await flush();
    expect(checkout.continueToPayment()).toBe(true);
    expect(checkout.step).toBe('payment');
  });

  it('loads the methods for the shipping country, preselects the first and prices the cart for the destination', async () => {
    const { api, checkout, cartPrice } = setup();
    checkout.activate();
    cartPrice.activate(); // the checkout's cart view
    await flush();
    expect(api.callsTo('/api/checkout/options').at(-1)?.body).toMatchObject({ country: 'DE', positions: [{ productId: 'A-1', qty: '12' }] });
    expect(checkout.shippingMethodId).toBe('standard');
    expect(checkout.paymentMethodId).toBe('prepayment');
    fillGuest(checkout, 'AT');
    await flush();
    await flush();
    expect(api.callsTo('/api/checkout/options').at(-1)?.body).toMatchObject({ country: 'AT' });
    expect(api.callsTo('/api/sales/cart/price').at(-1)?.body).toMatchObject({ country: 'AT', shippingMethodId: 'standard', paymentMethodId: 'prepayment' });
  });

  it('prices the cart with the billing address’s VAT id (the server decides reverse charge); a malformed EU id stops the delivery step', async () => {
    const { api, checkout, cartPrice } = setup();
    checkout.activate();
    cartPrice.activate();
    fillGuest(checkout, 'AT');
    checkout.setAddressField('shippingAddress', 'taxNo', 'ATU12345678');
    expect(checkout.continueToPayment()).toBe(false);
    expect(checkout.errors['shippingAddress.taxNo']).toBe('vatIdCheckDigitInvalid');
    checkout.setAddressField('shippingAddress', 'taxNo', 'ATU13585627');
    expect(checkout.errors['shippingAddress.taxNo']).toBeUndefined();
    await flush();
    await flush();
    expect(api.callsTo('/api/sales/cart/price').at(-1)?.body).toMatchObject({ country: 'AT', vatId: 'ATU13585627' });
    // A separate billing address: its id counts, not the shipping address's.
    checkout.setBillingSameAsShipping(false);
    checkout.setAddressField('billingAddress', 'taxNo', 'FR 04409414364');
    await flush();
    await flush();
    expect(api.callsTo('/api/sales/cart/price').at(-1)?.body).toMatchObject({ country: 'AT', vatId: 'FR 04409414364' });
  });

  it('names a malformed VAT id of a saved address at that address', async () => {
    const saved = address(5, { country: 'AT', zip: '4020', city: 'Linz', taxNo: 'ATU12345678', isStandardShippingAddress: true, isStandardBillingAddress: true });
    const { checkout } = setup({ customer: true, addresses: [saved] });
    checkout.activate();
    await flush();
    expect(checkout.continueToPayment()).toBe(false);
    expect(checkout.errors).toEqual({ 'shippingAddress.taxNo': 'vatIdCheckDigitInvalid' });
  });

  it('clears a chosen method that is no longer offered, with the message', async () => {
    const { checkout } = setup();
    checkout.activate();
    await flush();
    checkout.chooseShippingMethod('express');
    checkout.setAddressField('shippingAddress', 'country', 'AT');
    await flush();
    expect(checkout.shippingMethodId).toBeNull();
    expect(checkout.errors.shippingMethodId).toBe('shippingMethodNotOffered');
    checkout.chooseShippingMethod('standard');
    expect(checkout.errors.shippingMethodId).toBeUndefined();
  });

  it('refuses a destination that is not delivered to at its country field', async () => {
    const { checkout } = setup();
    checkout.activate();
    fillGuest(checkout, 'KP');
    await flush();
    expect(checkout.countryNotDeliverable).toBe(true);
    expect(checkout.continueToPayment()).toBe(false);
    expect(checkout.errors['shippingAddress.country']).toBe('countryNotDeliverable');
  });

  it('preselects a customer’s standard addresses; billing same as shipping only when they are the same', async () => {
    const { checkout } = setup({ customer: true, addresses: [address(1), address(2, { isStandardShippingAddress: true, country: 'AT' }), address(3, { isStandardBillingAddress: true })] });
    checkout.activate();
    await flush();
    expect(checkout.startsInFormView).toBe(false);
    expect(checkout.shippingChoice).toBe(2);
    expect(checkout.billingChoice).toBe(3);
    expect(checkout.billingSameAsShipping).toBe(false);
    expect(checkout.country).toBe('AT');
    expect(checkout.continueToPayment()).toBe(true);
  });

  it('places the order once per attempt: the key is kept across retries, the cart and coupon are emptied after success', async () => {
    const { checkout, cart, cartPrice, orderCalls, answerOrder } = setup({ coupon: 'WILLKOMMEN10' });
    checkout.activate();
    fillGuest(checkout);
    await flush();
    checkout.continueToPayment();
    checkout.continueToOrder();
    expect(await checkout.placeOrder()).toBe(false);
    expect(checkout.errors).toEqual({ termsAccepted: 'mustAcceptTermsMessage', privacyPolicyAccepted: 'mustConfirmPrivacyPolicyMessage' });
    expect(orderCalls()).toHaveLength(0);
    checkout.setTermsAccepted(true);
    checkout.setPrivacyPolicyAccepted(true);
    checkout.setCustomerOrderId(' PO-77 ');
    checkout.setCostCentre(' KST 4711 ');
    answerOrder(() => fail('NETWORK_ERROR', 0));
    expect(await checkout.placeOrder()).toBe(false);
    expect(checkout.submitError).toBe('NETWORK_ERROR');
    expect(checkout.customerOrderId).toBe(' PO-77 ');
    answerOrder(() => null);
    expect(await checkout.placeOrder()).toBe(true);
    const calls = orderCalls();
    expect(calls).toHaveLength(2);
    expect(calls.map((c) => (c.params as { header: Record<string, string> }).header['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    expect(calls[1].body).toMatchObject({
      couponCode: 'WILLKOMMEN10',
      shippingMethodId: 'standard',
      paymentMethodId: 'prepayment',
      buyer: { email: 'anna@linz.example', salutation: 'mr' },
      shippingAddress: { city: 'Linz', country: 'AT', street: 'Industriezeile 5', postOfficeBox: '' },
      billingAddress: { city: 'Linz', country: 'AT' },
      additionalInformation: { customerOrderId: 'PO-77', comment: '', costCentre: 'KST 4711' },
      termsAccepted: true,
      privacyPolicyAccepted: true,
    });
    expect(checkout.placed).toEqual({ orderId: 41, orderNumber: 'B-2026-0041', formattedTotal: '155,88 €', email: 'anna@linz.example', customer: false, approval: null });
    expect(cart.positionCount).toBe(0);
    expect(cartPrice.couponCode).toBeNull();
    // A second click after success sends nothing.
    expect(await checkout.placeOrder()).toBe(false);
    expect(orderCalls()).toHaveLength(2);
  });

  it('shows the server’s field errors at their fields and takes the buyer back to the step they are on', async () => {
    const { checkout, answerOrder } = setup();
    checkout.activate();
    fillGuest(checkout);
    await flush();
    checkout.continueToPayment();
    checkout.continueToOrder();
    checkout.setTermsAccepted(true);
    checkout.setPrivacyPolicyAccepted(true);
    answerOrder(() => fail('VALIDATION_FAILED', 400, { 'shippingAddress.zip': 'invalidZipCodeMessage' }));
    expect(await checkout.placeOrder()).toBe(false);
    expect(checkout.step).toBe('delivery');
    expect(checkout.errors['shippingAddress.zip']).toBe('invalidZipCodeMessage');
    expect(checkout.submitError).toBe('VALIDATION_FAILED');
    expect(checkout.shippingDraft.city).toBe('Linz');
  });

  it('a desired delivery date may not be before the chosen method’s earliest day', async () => {
    const { checkout } = setup();
    checkout.activate();
    fillGuest(checkout);
    await flush();
    checkout.continueToPayment();
    checkout.continueToOrder();
    checkout.setTermsAccepted(true);
    checkout.setPrivacyPolicyAccepted(true);
    checkout.setDesiredDeliveryDate('2026-11-30');
    expect(await checkout.placeOrder()).toBe(false);
    expect(checkout.errors.desiredDeliveryDate).toBe('desiredDeliveryDateTooEarly');
    checkout.setDesiredDeliveryDate('2026-12-01');
    expect(checkout.errors.desiredDeliveryDate).toBeUndefined();
  });
});
