// The way of an offer to an order on hand-written fakes (docs/decisions/0046-offers-to-orders.md): adjusting
// recomputes on the server's rules, accepting makes exactly one order with the offered prices in one unit of
// work with its confirmation, its offer link and its audit entry; final statuses stay final.
import { getOrderQuantityInfo } from '@shop/domain';
import { OfferOrderTermsPort, type OfferOrderTerms } from '../../../domain/ports/offer-order-terms.port';
import { DE_VAT, FakeOrderCatalogue, FakeUnitOfWork, InMemoryOfferRepository, InMemoryOrderRepository, RecordingAuditLog, RecordingOrderMailer, FakeCompanyDirectory } from '../../../testing/fakes';
import { AdjustOfferHandler } from '../adjust-offer/adjust-offer.handler';
import { ChangeOfferStatusHandler } from '../change-offer-status/change-offer-status.handler';
import { AcceptOfferHandler } from './accept-offer.handler';

class FixedTerms extends OfferOrderTermsPort {
  async termsFor(): Promise<OfferOrderTerms> {
    return {
      country: 'DE',
      shipping: { name: { de: 'Spedition', en: 'Freight' }, priceCents: 5000, deliveryTimeInfo: '' },
      payment: { name: { de: 'Rechnung', en: 'Invoice' }, feeCents: 0, provider: null, bankAccount: null },
      vatRate: '19',
      vatTreatment: DE_VAT,
      incoterm: 'EXW',
      currency: 'EUR',
    };
  }
}

async function world() {
  const uow = new FakeUnitOfWork();
  const catalogue = new FakeOrderCatalogue(new Map([['KU-1', { id: 'KU-1', name: { de: 'Kupplung', en: 'Coupling' }, unitOfQuantity: 'pieces', isOnlyOnRequest: false, orderQuantity: getOrderQuantityInfo(null), priceCents: 1820 }]]));
  const offers = new InMemoryOfferRepository(uow);
  const orders = new InMemoryOrderRepository(uow);
  const mailer = new RecordingOrderMailer(uow);
  const audit = new RecordingAuditLog(uow);
  const id = await offers.add({
    type: 'buy',
    buyer: { id: null, company: 'Beispiel GmbH', customerId: null, salutation: 'mrs', firstname: 'Anna', lastname: 'Berger', email: 'anna@beispiel.example' },
    positions: [
      { productId: 'KU-1', customProductType: null, qty: '4', price: 1820, priceUnit: 1, lineTotal: 7280, sort: 0 },
      { productId: 'AC-000001', customProductType: 'automation', name: 'Roboterzelle', summary: ['Roboter'], customConfiguration: { robot: 'RB-1' }, qty: '1', price: 2_000_000, priceUnit: 1, lineTotal: 2_000_000, sort: 1 },
    ],
    readyForShipmentMsg: '',
    price: { itemTotal: 2_007_280, shoppingCartValue: 2_007_280, trainingCost: 0, rate: null, purchasePrice: null, months: null, couponCode: null },
    currency: 'EUR',
    locale: 'de',
  });
  return {
    id,
    uow,
    offers,
    orders,
    mailer,
    audit,
    adjust: new AdjustOfferHandler(uow, offers, catalogue, audit),
    status: new ChangeOfferStatusHandler(uow, offers, audit),
    accept: new AcceptOfferHandler(uow, offers, orders, mailer, catalogue, new FixedTerms(), audit, new FakeCompanyDirectory()),
  };
}

describe('offers through to an order', () => {
  it('adjusting recomputes the lines; a configured product stays in whole pieces; the version moves on', async () => {
    const w = await world();
    const refused = await w.adjust.execute({ offerId: w.id, expectedVersion: 1, adminId: 1, changes: [{ index: 1, qty: '1.5' }] });
    expect(refused).toEqual({ ok: false, error: { code: 'VALIDATION_FAILED', fields: { 'positions.1.qty': 'invalidOrderQuantityInteger' } } });
    const done = await w.adjust.execute({ offerId: w.id, expectedVersion: 1, adminId: 1, changes: [{ index: 0, qty: '10', price: 1500 }] });
    expect(done).toEqual({ ok: true, value: { id: w.id, status: 'open', version: 2 } });
    const offer = await w.offers.find(w.id);
    expect(offer?.positions[0]).toMatchObject({ qty: '10', price: 1500, lineTotal: 15_000 });
    expect(offer?.price.itemTotal).toBe(2_015_000);
    expect(w.audit.entries.map((e) => e.action)).toEqual(['offer.adjust']);
    expect((await w.adjust.execute({ offerId: w.id, expectedVersion: 1, adminId: 1, changes: [{ index: 0, price: 1 }] })).ok).toBe(false);
  });

  it('two accepts at once make exactly one order with the offered prices, its confirmation and the link', async () => {
    const w = await world();
    await w.offers.update(w.id, { status: 'sent' });
    const results = await Promise.all([w.accept.execute({ offerId: w.id, expectedVersion: 1, adminId: 1 }), w.accept.execute({ offerId: w.id, expectedVersion: 1, adminId: 1 })]);
    const won = results.filter((r) => r.ok);
    expect(won).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, error: { code: 'offerStatusFinal', status: 'accepted' } });
    expect(w.orders.count).toBe(1);
    const [order] = w.orders.all();
    expect(order.positions.map((p) => [p.productId, p.qty, p.unitPrice, p.lineTotal])).toEqual([
      ['KU-1', '4', 1820, 7280],
      ['AC-000001', '1', 2_000_000, 2_000_000],
    ]);
    // Offered goods + shipping, 19 % VAT: the totals add up (Order.place checked them).
    expect(order.totals).toMatchObject({ itemTotal: 2_007_280, subtotal: 2_012_280, vat: 382_333, total: 2_394_613 });
    expect(order.channel).toBe('offer');
    expect(w.offers.state.get(w.id)).toMatchObject({ status: 'accepted', orderId: order.id });
    expect(w.mailer.confirmations).toHaveLength(1);
    // Order, link, confirmation and audit entry in one unit of work.
    const unit = w.orders.addedIn.get(order.id!);
    expect(w.mailer.confirmations[0].unitOfWork).toBe(unit);
    expect(w.audit.entries.find((e) => e.action === 'offer.accept')?.unitOfWork).toBe(unit);
  });

  it('an offer never sent cannot be accepted; declined is final', async () => {
    const w = await world();
    expect(await w.accept.execute({ offerId: w.id, expectedVersion: 1, adminId: 1 })).toEqual({ ok: false, error: { code: 'offerActionNotAllowed', status: 'open' } });
    expect((await w.status.execute({ offerId: w.id, action: 'decline', adminId: 1 })).ok).toBe(true);
    expect(await w.status.execute({ offerId: w.id, action: 'expire', adminId: 1 })).toEqual({ ok: false, error: { code: 'offerStatusFinal', status: 'declined' } });
    expect((await w.adjust.execute({ offerId: w.id, expectedVersion: 1, adminId: 1, changes: [{ index: 0, price: 1 }] })).ok).toBe(false);
    expect(w.orders.count).toBe(0);
  });
});
