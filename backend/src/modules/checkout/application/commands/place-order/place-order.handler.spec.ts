// PlaceOrderHandler on hand-written fakes of its ports (testing/fakes.ts): exactly one order per
// Idempotency-Key, the refusals, and what commits together — without a database or HTTP.
import { getOrderQuantityInfo } from '@shop/domain';
import {
  FakeApprovalFigures,
  FakeChosenMethods,
  FakeCompanyDirectory,
  FakeCheckoutPricing,
  FakeOrderCatalogue,
  FakePaymentProvider,
  FakeUnitOfWork,
  InMemoryOrderRepository,
  InMemoryOrderRequests,
  RecordingOrderMailer,
  type FakeArticle,
} from '../../../testing/fakes';
import { PlaceOrderHandler, type PlaceOrderCommand } from './place-order.handler';

const NOW = new Date('2026-06-01T08:00:00Z');

const article = (id: string, priceCents: number, overrides: Partial<FakeArticle> = {}): FakeArticle => ({
  id,
  name: { de: `Artikel ${id}`, en: `Article ${id}` },
  unitOfQuantity: 'pieces',
  isOnlyOnRequest: false,
  orderQuantity: getOrderQuantityInfo(null),
  priceCents,
  ...overrides,
});

function world() {
  const uow = new FakeUnitOfWork();
  const requests = new InMemoryOrderRequests(uow);
  const orders = new InMemoryOrderRepository(uow, requests);
  const catalogue = new FakeOrderCatalogue(
    new Map([
      ['KU-CL-C-013-AL', article('KU-CL-C-013-AL', 2500)],
      ['SL-EPDM-006', article('SL-EPDM-006', 1200)],
      ['RB-6A-080-2300', article('RB-6A-080-2300', 4_386_580, { isOnlyOnRequest: true })],
    ]),
  );
  const pricing = new FakeCheckoutPricing(catalogue);
  const provider = new FakePaymentProvider();
  const methods = new FakeChosenMethods(provider);
  const mailer = new RecordingOrderMailer(uow);
  const companies = new FakeCompanyDirectory();
  const figures = new FakeApprovalFigures();
  orders.onMailsStored = (mails) => mailer.stored(mails);
  const handler = new PlaceOrderHandler(orders, requests, pricing, catalogue, methods, mailer, companies, figures);
  return { uow, orders, requests, pricing, provider, methods, mailer, handler, companies, figures, catalogue };
}

const ADDRESS = { nameLine1: 'Beispiel Hydraulik GmbH', street: 'Hafenstraße 7', zip: '20457', city: 'Hamburg', country: 'de' };

function guestOrder(overrides: Partial<PlaceOrderCommand> = {}): PlaceOrderCommand {
  return {
    idempotencyKey: 'key-00000001',
    customer: null,
    buyer: { company: 'Beispiel Hydraulik GmbH', salutation: 'mrs', firstname: 'Anna', lastname: 'Berger', email: ' Anna.Berger@Firma-Test.example ' },
    positions: [{ productId: 'KU-CL-C-013-AL', qty: '4' }],
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    shippingMethodId: 'standard',
    paymentMethodId: 'prepayment',
    termsAccepted: true,
    privacyPolicyAccepted: true,
    locale: 'de',
    ...overrides,
  };
}

const CUSTOMER = { id: 41, pricingGroup: 'haendler', incoterms: [], email: 'kunde@hydratec.example', company: 'Kunde GmbH', firstname: 'Karl', lastname: 'Kunde', salutation: 'mr', customerId: '10001' };

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

describe('PlaceOrderHandler', () => {
  it('places the order the server priced, in progress, with the VAT treatment, and answers the payment instruction', async () => {
    const { handler, orders, pricing, provider } = world();
    const result = await handler.execute(guestOrder(), NOW);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    // 4 × 25.00 + 9.90 shipping = 109.90 net, 19 % VAT 20.88, 130.78 gross.
    expect(result.value.price).toEqual({ itemTotal: 10_000, discountAmount: 0, subtotal: 10_990, vat: 2088, vatRate: '19', total: 13_078, currency: 'EUR', formattedTotal: expect.any(String) });
    expect(result.value.orderNumber).toBe(String(result.value.orderId));
    expect(result.value.payment).toEqual({ kind: 'bankTransfer', reference: String(result.value.orderId), amount: 13_078, currency: 'EUR', account: expect.objectContaining({ iban: expect.any(String) }) });
    const [stored] = orders.all();
    expect(stored).toMatchObject({
      id: result.value.orderId,
      status: 'inProgress',
      buyer: { id: null, email: 'anna.berger@firma-test.example', lastname: 'Berger', salutation: 'mrs' },
      shippingAddress: { country: 'DE', city: 'Hamburg' },
      shippingMethod: { name: { de: 'Standardversand', en: 'Standard shipping' }, priceCents: 990 },
      totals: { itemTotal: 10_000, total: 13_078 },
      vat: { kind: 'domestic', reverseCharge: false, sellerVatId: 'DE123456789' },
      positions: [{ productId: 'KU-CL-C-013-AL', name: { de: 'Artikel KU-CL-C-013-AL', en: 'Article KU-CL-C-013-AL' }, unitPrice: 2500, qty: '4', lineTotal: 10_000, unit: 'pieces' }],
      payment: result.value.payment,
    });
    // Priced with the destination and methods (the billing address's VAT id decides the treatment); the payment started once.
    expect(pricing.calls[0].request.delivery).toEqual({ country: 'DE', shippingMethodId: 'standard', paymentMethodId: 'prepayment', vatId: null });
    expect(provider.started).toHaveLength(1);
  });

  it('stores the confirmation with the order and the key\'s claim in one statement (no unit of work around it)', async () => {
    const { handler, orders, requests, mailer, uow } = world();
    const result = await handler.execute(guestOrder(), NOW);
    const orderId = result.ok ? result.value.orderId : -1;
    expect(orders.count).toBe(1);
    expect(uow.committed).toEqual([]);
    expect(requests.records.get('key-00000001')).toMatchObject({ orderId });
    expect(orders.mailsOf.get(orderId)?.map((m) => [m.kind, m.message.to])).toEqual([['orderConfirmation', 'anna.berger@firma-test.example']]);
    expect(mailer.confirmations).toEqual([{ orderId, email: 'anna.berger@firma-test.example', payment: expect.objectContaining({ kind: 'bankTransfer' }), vat: expect.objectContaining({ kind: 'domestic' }), unitOfWork: null }]);
  });

  it('keeps the payment of a provider without an outside service in the order\'s own statement: one commit, written with the order, no start after it', async () => {
    const { handler, orders, provider } = world();
    provider.startsWithOrder = true;
    const result = await handler.execute(guestOrder(), NOW);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value.payment).toEqual({ kind: 'bankTransfer', reference: String(result.value.orderId), amount: 13_078, currency: 'EUR', account: expect.objectContaining({ iban: expect.any(String) }) });
    expect(orders.all()).toEqual([expect.objectContaining({ payment: result.value.payment })]);
    expect(orders.saves).toBe(0);
    expect(provider.started).toEqual([]);
  });

  it('answers a repeated submit with the same key and request with the same order, and makes no second one', async () => {
    const { handler, orders, mailer, provider } = world();
    const first = await handler.execute(guestOrder(), NOW);
    const again = await handler.execute(guestOrder(), NOW);
    expect(again).toEqual(first);
    expect(orders.count).toBe(1);
    expect(mailer.confirmations).toHaveLength(1);
    expect(provider.started).toHaveLength(1);
  });

  it('answers a repeated submit with its order even where the same request would be refused now', async () => {
    const { handler, orders, catalogue } = world();
    const first = await handler.execute(guestOrder(), NOW);
    expect(first.ok).toBe(true);
    // The article is gone from the catalogue meanwhile: a new order of it is refused, the retry answers the order made.
    catalogue.articles = async () => new Map();
    expect(await handler.execute(guestOrder(), NOW)).toEqual(first);
    expect(await handler.execute({ ...guestOrder(), idempotencyKey: 'another-key-0000000000' }, NOW)).toMatchObject({ ok: false });
    expect(orders.count).toBe(1);
  });

  it('makes exactly one order of ten concurrent submits with one key; every submit answers that order', async () => {
    const { handler, orders, mailer } = world();
    const answers = await Promise.all(Array.from({ length: 10 }, () => handler.execute(guestOrder(), NOW)));
    const ids = new Set(answers.map((a) => (a.ok ? a.value.orderId : a.error.code)));
    expect(ids.size).toBe(1);
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(orders.count).toBe(1);
    // One confirmation: a submit that lost the race for the key stored nothing, its mail neither.
    expect(mailer.confirmations).toHaveLength(1);
    expect([...orders.mailsOf.values()].flat()).toHaveLength(1);
  });

  it("refuses a key another buyer used, and the same buyer's other request with it: never someone else's order", async () => {
    const { handler, orders } = world();
    const guest = await handler.execute(guestOrder(), NOW);
    expect(guest.ok).toBe(true);
    const customer = await handler.execute(guestOrder({ customer: CUSTOMER, buyer: null }), NOW);
    expect(code(customer)).toBe('idempotencyKeyReused');
    const otherGuest = await handler.execute(guestOrder({ buyer: { company: 'Andere GmbH', salutation: 'mr', firstname: 'Otto', lastname: 'Other', email: 'otto@andere.example' } }), NOW);
    expect(code(otherGuest)).toBe('idempotencyKeyReused');
    const otherCart = await handler.execute(guestOrder({ positions: [{ productId: 'KU-CL-C-013-AL', qty: '5' }] }), NOW);
    expect(code(otherCart)).toBe('idempotencyKeyReused');
    expect(orders.count).toBe(1);
  });

  it("a concurrent submit of another buyer with the same key gets no order of the winner's", async () => {
    const { handler, orders } = world();
    const [guest, customer] = await Promise.all([handler.execute(guestOrder(), NOW), handler.execute(guestOrder({ customer: CUSTOMER, buyer: null }), NOW)]);
    expect([code(guest), code(customer)].sort()).toEqual(['idempotencyKeyReused', 'ok']);
    expect(orders.count).toBe(1);
  });

  it('a customer orders as the session says: buyer from the account, the pricing group sent to pricing, the account page in the mail', async () => {
    const { handler, orders, pricing } = world();
    const result = await handler.execute(guestOrder({ customer: CUSTOMER, buyer: null, idempotencyKey: 'key-customer-1' }), NOW);
    expect(result.ok).toBe(true);
    expect(pricing.calls[0].buyer).toEqual({ id: 41, companyId: null, pricingGroup: 'haendler', incoterms: [] });
    expect(orders.all()[0].buyer).toEqual({ id: 41, email: 'kunde@hydratec.example', company: 'Kunde GmbH', salutation: 'mr', firstname: 'Karl', lastname: 'Kunde', customerId: '10001' });
  });

  describe('refusals store nothing, queue no mail and leave the key free', () => {
    const cases: Array<[string, Partial<PlaceOrderCommand>, string, Record<string, string> | null]> = [
      ['terms and privacy not accepted', { termsAccepted: false, privacyPolicyAccepted: false }, 'VALIDATION_FAILED', { termsAccepted: 'mustAcceptTermsMessage', privacyPolicyAccepted: 'mustConfirmPrivacyPolicyMessage' }],
      ['a guest without buyer data', { buyer: null }, 'VALIDATION_FAILED', { buyer: 'requiredFieldMessage' }],
      ['an address without a city', { shippingAddress: { ...ADDRESS, city: '' } }, 'VALIDATION_FAILED', null],
      ['an empty cart', { positions: [] }, 'VALIDATION_FAILED', { positions: 'cartEmpty' }],
      ['a desired delivery date in the past', { desiredDeliveryDate: '2026-05-31' }, 'VALIDATION_FAILED', { desiredDeliveryDate: 'invalidDesiredDeliveryDate' }],
      ['an article the catalogue does not know', { positions: [{ productId: 'NO-SUCH-ARTICLE', qty: '1' }] }, 'productIdUnknown', null],
      ['an article sold on request only', { positions: [{ productId: 'RB-6A-080-2300', qty: '1' }] }, 'VALIDATION_FAILED', { 'positions.0.productId': 'productOnlyOnRequest' }],
      ['a quantity its rule refuses (pieces are whole)', { positions: [{ productId: 'KU-CL-C-013-AL', qty: '2.5' }] }, 'VALIDATION_FAILED', { 'positions.0.qty': expect.any(String) as unknown as string }],
      ['a cart below the minimum order value', { positions: [{ productId: 'KU-CL-C-013-AL', qty: '1' }] }, 'minOrderValueNotReachedMsg', null],
      ['a destination the shop does not deliver to', { shippingAddress: { ...ADDRESS, country: 'RU' } }, 'countryNotDeliverable', null],
      ['a shipping method not offered', { shippingMethodId: 'teleport' }, 'shippingMethodNotOffered', null],
      ['a coupon that cannot be used', { couponCode: 'ABGELAUFEN' }, 'couponCodeInvalidMsg', null],
      ['a payment method whose provider is not registered', { paymentMethodId: 'invoice' }, 'paymentMethodNotOffered', null],
    ];
    it.each(cases)('%s', async (_name, overrides, expected, fields) => {
      const { handler, orders, mailer, requests } = world();
      const result = await handler.execute(guestOrder(overrides), NOW);
      expect(code(result)).toBe(expected);
      if (fields && !result.ok && result.error.code === 'VALIDATION_FAILED') expect(result.error.fields).toEqual(expect.objectContaining(fields));
      expect(orders.count).toBe(0);
      expect(mailer.confirmations).toEqual([]);
      expect(requests.records.size).toBe(0);
      // Corrected, the same key places the order.
      expect(code(await handler.execute(guestOrder(), NOW))).toBe('ok');
    });
  });

  it('when the confirmation cannot be made nothing is stored: no order, no claimed key; a retry with the key places it once', async () => {
    const { handler, orders, requests, mailer, provider } = world();
    mailer.failNext = true;
    await expect(handler.execute(guestOrder(), NOW)).rejects.toThrow('mail queue unavailable');
    expect(orders.count).toBe(0);
    expect(requests.records.size).toBe(0);
    expect(provider.started).toEqual([]);
    const retry = await handler.execute(guestOrder(), NOW);
    expect(retry.ok).toBe(true);
    expect(orders.count).toBe(1);
    expect(mailer.confirmations).toHaveLength(1);
  });

  it('a payment start that fails after the commit leaves the order placed with its payment pending; a repeat answers it so', async () => {
    const { handler, orders, provider } = world();
    provider.failStart = true;
    const result = await handler.execute(guestOrder(), NOW);
    expect(result.ok && result.value.payment).toBeNull();
    expect(orders.all()).toEqual([expect.objectContaining({ status: 'inProgress', payment: null })]);
    const again = await handler.execute(guestOrder(), NOW);
    expect(again).toEqual(result);
  });

  it("the order's prices are the server's: a price sent with a position changes nothing", async () => {
    const { handler, pricing, orders } = world();
    const tampered = guestOrder({ positions: [{ productId: 'KU-CL-C-013-AL', qty: '4', price: 1, lineTotal: 4 } as never] });
    const result = await handler.execute(tampered, NOW);
    expect(result.ok && result.value.price.itemTotal).toBe(10_000);
    expect(orders.all()[0].positions[0]).toMatchObject({ unitPrice: 2500, lineTotal: 10_000 });
    expect(pricing.calls).toHaveLength(1);
  });

  describe('company accounts (ADR 0051)', () => {
    // CUSTOMER (41) orders 4 × 25.00 = 100.00 net goods value (shipping and VAT aside).
    const member = (companies: InstanceType<typeof FakeCompanyDirectory>, limits: { perOrderCents: number | null; perMonthCents: number | null }, role: 'buyer' | 'viewer' | 'admin' = 'buyer') =>
      companies.add({ userId: 41, companyId: 40, role, limits, email: CUSTOMER.email, name: 'Karl Kunde' });

    it('refuses a member whose role may not order (viewer), before anything is priced or stored', async () => {
      const { handler, companies, orders, mailer } = world();
      member(companies, { perOrderCents: null, perMonthCents: null }, 'viewer');
      const result = await handler.execute(guestOrder({ customer: CUSTOMER, buyer: null }), NOW);
      expect(code(result)).toBe('companyRoleCannotOrder');
      expect(orders.count).toBe(0);
      expect(mailer.confirmations).toHaveLength(0);
    });

    it('within the limits: an order like any other, with its company and cost centre, confirmed at once', async () => {
      const { handler, companies, orders, mailer, figures } = world();
      member(companies, { perOrderCents: 100_00, perMonthCents: 500_00 });
      figures.month.set(41, 400_00);
      const result = await handler.execute(guestOrder({ customer: CUSTOMER, buyer: null, additionalInformation: { customerOrderId: 'PO-1', costCentre: ' KST 4711 ' } }), NOW);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      expect(result.value.approval).toBeNull();
      const [stored] = orders.all();
      expect(stored).toMatchObject({ companyId: 40, approval: null, costCentre: 'KST 4711', customerOrderId: 'PO-1' });
      expect(mailer.confirmations).toHaveLength(1);
      expect(mailer.approvalRequests).toHaveLength(0);
    });

    it('over the per-order limit: stored awaiting approval with the prices of placing, no confirmation, each other active approver and admin asked', async () => {
      const { handler, companies, orders, mailer, provider } = world();
      member(companies, { perOrderCents: 99_99, perMonthCents: null });
      companies.add({ userId: 42, companyId: 40, role: 'approver', email: 'freigabe@kunde.example', locale: 'en' });
      companies.add({ userId: 43, companyId: 40, role: 'admin', email: 'chef@kunde.example' });
      companies.add({ userId: 44, companyId: 40, role: 'approver', active: false, email: 'weg@kunde.example' });
      companies.add({ userId: 45, companyId: 40, role: 'buyer', email: 'kollege@kunde.example' });
      companies.add({ userId: 46, companyId: 99, role: 'admin', email: 'fremd@andere.example' });
      const result = await handler.execute(guestOrder({ customer: CUSTOMER, buyer: null }), NOW);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      expect(result.value.approval).toEqual({ state: 'awaiting', reason: 'orderLimit' });
      expect(result.value.price.itemTotal).toBe(100_00);
      const [stored] = orders.all();
      expect(stored.approval).toMatchObject({ state: 'awaiting', reason: 'orderLimit', approvedBy: null });
      expect(stored.totals.itemTotal).toBe(100_00);
      expect(mailer.confirmations).toHaveLength(0);
      expect(mailer.approvalRequests.map((m) => [m.to, m.locale])).toEqual([
        ['freigabe@kunde.example', 'en'],
        ['chef@kunde.example', 'de'],
      ]);
      // The mails were stored with the order (one statement).
      expect(orders.mailsOf.get(stored.id!)?.map((m) => [m.kind, m.message.to])).toEqual([
        ['orderApprovalRequested', 'freigabe@kunde.example'],
        ['orderApprovalRequested', 'chef@kunde.example'],
      ]);
      // A payment service is not started for an order that is none yet.
      expect(provider.started).toHaveLength(0);
      expect(result.value.payment).toBeNull();
    });

    it('over the monthly limit with the orders of this Berlin month', async () => {
      const { handler, companies, figures } = world();
      member(companies, { perOrderCents: null, perMonthCents: 150_00 });
      figures.month.set(41, 50_01);
      const result = await handler.execute(guestOrder({ customer: CUSTOMER, buyer: null }), NOW);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      expect(result.value.approval).toEqual({ state: 'awaiting', reason: 'monthlyLimit' });
      // NOW is 1 June 08:00 UTC: the Berlin month June 2026 (summer time, UTC+2).
      expect(figures.asked).toEqual([{ userId: 41, from: new Date('2026-05-31T22:00:00Z'), to: new Date('2026-06-30T22:00:00Z') }]);
    });

    it('a member pays his company’s prices: the order is priced for the company account, as the cart page was', async () => {
      const { handler, companies, pricing } = world();
      member(companies, { perOrderCents: null, perMonthCents: null });
      const result = await handler.execute(guestOrder({ customer: { ...CUSTOMER, companyId: 40 } as typeof CUSTOMER, buyer: null }), NOW);
      expect(code(result)).toBe('ok');
      expect(pricing.calls.map((c) => c.buyer?.companyId)).toEqual([40]);
    });

    it('without limits the month is not read', async () => {
      const { handler, companies, figures } = world();
      member(companies, { perOrderCents: null, perMonthCents: null });
      const result = await handler.execute(guestOrder({ customer: CUSTOMER, buyer: null }), NOW);
      expect(code(result)).toBe('ok');
      expect(figures.asked).toHaveLength(0);
    });
  });
});

