import { CONFIGURED_PRODUCT_ORDER_QUANTITY } from './order-quantity';
import { adjustOffer, isFinalOfferStatus, offerActionsOf, offerTransition, offerValidUntil, rentToBuy } from './index';

describe('offer status machine', () => {
  it('open → sent → accepted | declined | expired', () => {
    expect(offerTransition('open', 'send')).toEqual({ ok: true, to: 'sent' });
    expect(offerTransition('sent', 'accept')).toEqual({ ok: true, to: 'accepted' });
    expect(offerTransition('sent', 'decline')).toEqual({ ok: true, to: 'declined' });
    expect(offerTransition('sent', 'expire')).toEqual({ ok: true, to: 'expired' });
    expect(offerTransition('open', 'decline')).toEqual({ ok: true, to: 'declined' });
    expect(offerTransition('open', 'expire')).toEqual({ ok: true, to: 'expired' });
  });

  it('an offer that was never sent cannot be accepted; adjusting a sent one opens it again', () => {
    expect(offerTransition('open', 'accept')).toEqual({ ok: false, refusal: 'offerActionNotAllowed' });
    expect(offerTransition('sent', 'adjust')).toEqual({ ok: true, to: 'open' });
    expect(offerTransition('sent', 'send')).toEqual({ ok: true, to: 'sent' });
  });

  it('accepted, declined and expired are final: nothing is sent, accepted or changed', () => {
    for (const status of ['accepted', 'declined', 'expired']) {
      expect(isFinalOfferStatus(status)).toBe(true);
      expect(offerActionsOf(status)).toEqual([]);
      for (const action of ['send', 'accept', 'decline', 'expire', 'adjust'] as const) expect(offerTransition(status, action)).toEqual({ ok: false, refusal: 'offerStatusFinal' });
    }
  });

  it('an unknown status allows nothing', () => {
    expect(offerActionsOf('nonsense')).toEqual([]);
    expect(offerTransition('nonsense', 'send')).toEqual({ ok: false, refusal: 'offerActionNotAllowed' });
    expect(offerActionsOf('open')).toEqual(['send', 'decline', 'expire', 'adjust']);
    expect(offerActionsOf('sent')).toEqual(['send', 'accept', 'decline', 'expire', 'adjust']);
  });
});

describe('adjustOffer', () => {
  const article = { productId: 'A-1', customProductType: null, qty: '2', price: 1000, priceUnit: 1, lineTotal: 2000 };
  const perHundred = { productId: 'B-1', customProductType: null, qty: '150', price: 5000, priceUnit: 100, lineTotal: 7500 };
  const cell = { productId: 'AC-000001', customProductType: 'automation', qty: '1', price: 2_000_000, priceUnit: 1, lineTotal: 2_000_000 };
  const rules = new Map([
    ['A-1', { min: 1, increment: 1, default: 1, showButtons: true, hasDecimalOrderQuantity: false }],
    ['B-1', { min: 0, increment: 0.5, default: 1, showButtons: true, hasDecimalOrderQuantity: true }],
  ]);
  const offer = { type: 'buy' as const, positions: [article, perHundred, cell], itemTotal: 2_009_500, shoppingCartValue: 2_009_000, trainingCost: 0 };

  it('recomputes lines with the price unit, keeps the request discount and answers the offer terms', () => {
    const result = adjustOffer({ ...offer, type: 'rentalPurchaseOffer' }, [{ index: 0, qty: '3', price: 900 }, { index: 1, qty: '200.5' }], rules);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.positions[0]).toMatchObject({ qty: '3', price: 900, lineTotal: 2700 });
    expect(result.value.positions[1]).toMatchObject({ qty: '200.5', price: 5000, lineTotal: 10025 }); // 5000 × 200.5 / 100
    expect(result.value.itemTotal).toBe(2700 + 10025 + 2_000_000);
    expect(result.value.discountAmount).toBe(500);
    expect(result.value.shoppingCartValue).toBe(result.value.itemTotal - 500);
    const terms = rentToBuy(result.value.shoppingCartValue);
    expect([result.value.rate, result.value.purchasePrice, result.value.months]).toEqual([terms.monthlyRate, terms.finalPrice, 6]);
  });

  it('refuses hostile values field by field and changes nothing', () => {
    const result = adjustOffer(offer, [
      { index: 2, qty: '1.5' },
      { index: 0, price: -1 },
      { index: 1, qty: '0' },
      { index: 7, qty: '1' },
      { index: 0, price: 10.5 },
    ], rules);
    expect(result).toEqual({
      ok: false,
      error: { fields: { 'positions.2.qty': 'invalidOrderQuantityInteger', 'positions.0.price': 'offerPriceInvalid', 'positions.1.qty': 'invalidOrderQuantityMin', 'positions.3.index': 'offerPositionUnknown' } },
    });
    expect(offer.positions[0].price).toBe(1000);
    expect(CONFIGURED_PRODUCT_ORDER_QUANTITY.hasDecimalOrderQuantity).toBe(false);
  });

  it('refuses a line beyond the largest line total and leasing below its minimum', () => {
    expect(adjustOffer(offer, [{ index: 0, qty: '1000000000', price: 100_000_000 }], rules)).toEqual({ ok: false, error: { fields: { 'positions.0.qty': 'invalidOrderQuantityMax' } } });
    expect(adjustOffer({ ...offer, type: 'leasingInquiry' }, [{ index: 2, price: 100 }], rules)).toEqual({ ok: false, error: { code: 'leasingNotAvailableMsg' } });
  });
});

describe('offerValidUntil', () => {
  it('counts 30 calendar days from the Berlin day it was sent', () => {
    expect(offerValidUntil(new Date('2026-11-28T10:00:00Z'))).toBe('2026-12-28');
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin.
    expect(offerValidUntil(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-31');
  });
});
