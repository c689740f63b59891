import { isOfferTypeAllowed, LEASING_MIN_NET_CENTS, offerTerms, rentToBuy } from './offers';

describe('offers', () => {
  it('leasing only from a net price of 30,000 €', () => {
    expect(isOfferTypeAllowed('leasingInquiry', LEASING_MIN_NET_CENTS)).toBe(true);
    expect(isOfferTypeAllowed('leasingInquiry', LEASING_MIN_NET_CENTS - 1)).toBe(false);
    expect(isOfferTypeAllowed('rentalPurchaseOffer', 100)).toBe(true);
    expect(isOfferTypeAllowed('buy', 0)).toBe(true);
  });

  it('rent-to-buy: 6 months, monthly rate = ceil(7.5 % of the price without training + training ÷ 6)', () => {
    // 48,000.00 € without training, 3,000.00 € training: 7.5 % = 3,600.00 €; 3,000 ÷ 6 = 500.00 € → 4,100.00 € a month.
    expect(rentToBuy(4_800_000, 300_000)).toMatchObject({ months: 6, monthlyRate: 410_000, monthlyShare: 360_000 });
    // 12,345.67 € and 1,000.01 €: 925.92525 + 166.668333… = 1,092.593583… → 1,092.60 € (ceil to the cent).
    expect(rentToBuy(1_234_567, 100_001).monthlyRate).toBe(109_260);
  });

  it('rent-to-buy: final price = ceil((price without training − 6 × the 7.5 % amount) × 1.05)', () => {
    // (48,000 − 21,600) × 1.05 = 27,720.00 €
    expect(rentToBuy(4_800_000, 300_000).finalPrice).toBe(2_772_000);
    // (12,345.67 − 5,555.5515) × 1.05 = 7,129.623… → 7,129.63 €
    expect(rentToBuy(1_234_567).finalPrice).toBe(712_963);
  });

  it('offer terms: every figure of one priced amount, the training within it', () => {
    // 51,000.00 € net with 3,000.00 € training: the rent-to-buy of 48,000.00 € + 3,000.00 €, leasing allowed.
    expect(offerTerms(5_100_000, 300_000)).toEqual({
      value: 5_100_000,
      trainingCost: 300_000,
      offerTypes: ['buy', 'rentalPurchaseOffer', 'leasingInquiry'],
      rentToBuy: rentToBuy(4_800_000, 300_000),
    });
    expect(offerTerms(LEASING_MIN_NET_CENTS - 1).offerTypes).toEqual(['buy', 'rentalPurchaseOffer']);
    // The training is never more than the amount, never below 0.
    expect(offerTerms(100_000, 250_000)).toMatchObject({ trainingCost: 100_000, rentToBuy: rentToBuy(0, 100_000) });
    expect(offerTerms(100_000, -5)).toMatchObject({ trainingCost: 0, rentToBuy: rentToBuy(100_000, 0) });
  });
});
