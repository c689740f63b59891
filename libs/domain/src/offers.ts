/**
 * Offers (docs/rules/entities.md#offers, docs/rules/roles.md#offers, docs/rules/calls.md#offers-and-orders, docs/rules/constants.md#offers): a buyer asks for an
 * offer to buy, a rent-to-buy offer (6 months) or a leasing inquiry (only from a net price of 30,000 €).
 * Money in cents; every amount rounded up to whole cents where the rule says "ceil".
 *
 * Which amount: {@link offerTerms} takes the buyer's priced amount — the shopping cart value the server's
 * cart price gives this buyer (catalogue or configured prices, the buyer's price rules, the cart-level
 * discount and a coupon taken off; net, without shipping) — and nothing else. The cart price answer carries
 * the terms (the automation configurator's completion view shows them), the offer request stores the same
 * terms of the same positions, and the offer mail and the admin's offer list print the stored figures
 * (docs/decisions/0035-money-and-trust.md).
 */
import { divideRoundHalfUp } from './decimal';
import type { Cents } from './money';

export type OfferType = 'buy' | 'rentalPurchaseOffer' | 'leasingInquiry';
export const OFFER_TYPES: readonly OfferType[] = ['buy', 'rentalPurchaseOffer', 'leasingInquiry'];

/** Rent-to-buy runs 6 months (docs/rules/constants.md#offers). */
export const RENT_TO_BUY_MONTHS = 6;
/** Leasing only when the net price is at least 30,000 € (docs/rules/constants.md#offers). */
export const LEASING_MIN_NET_CENTS = 3_000_000;

/** Whether an offer type may be asked for a net price (leasing from 30,000 € only). */
export function isOfferTypeAllowed(type: OfferType, netCents: Cents): boolean {
  return type !== 'leasingInquiry' || netCents >= LEASING_MIN_NET_CENTS;
}

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return numerator >= 0n ? (numerator + denominator - 1n) / denominator : -((-numerator) / denominator);
}

export interface RentToBuy {
  readonly months: number;
  /** Monthly rate, net (VAT is added on each rate; shipping is billed separately). */
  readonly monthlyRate: Cents;
  /** The price to buy after the 6 months. */
  readonly finalPrice: Cents;
  /** 7.5 % of the price without training (one month's share). */
  readonly monthlyShare: Cents;
}

/**
 * docs/rules/constants.md#offers: monthly rate = ceil(7.5 % of the price without training + training cost ÷ 6);
 * final price = ceil((price without training − 6 × the 7.5 % amount) × 1.05). "ceil" to whole cents.
 */
export function rentToBuy(priceWithoutTraining: Cents, trainingCost: Cents = 0): RentToBuy {
  const base = BigInt(priceWithoutTraining);
  // 7.5 % as the exact amount in 1/1000 cents, so both formulas round only once.
  const shareMilli = base * 75n; // cents × 0.075 × 1000
  const monthlyRate = ceilDiv(shareMilli * 6n + BigInt(trainingCost) * 1000n, 6000n);
  const finalPrice = ceilDiv((base * 1000n - shareMilli * 6n) * 105n, 100_000n);
  return { months: RENT_TO_BUY_MONTHS, monthlyRate: Number(monthlyRate), finalPrice: Number(finalPrice), monthlyShare: Number(divideRoundHalfUp(shareMilli, 1000n)) };
}

/** What a priced amount may be offered as: buy, rent-to-buy with its figures, leasing (from 30,000 € net). */
export interface OfferTerms {
  /** The buyer's priced amount (net shopping cart value) the figures come from. */
  readonly value: Cents;
  /** The training within the value (automation cells), spread over the rent-to-buy months. */
  readonly trainingCost: Cents;
  readonly offerTypes: readonly OfferType[];
  readonly rentToBuy: RentToBuy;
}

/**
 * The offer figures of one priced amount, for page, stored offer and mail alike: the offer types it allows and
 * the rent-to-buy rate and final price of {@link rentToBuy} on the amount without training and the training
 * (which is never more than the amount, nor below 0).
 */
export function offerTerms(value: Cents, trainingCost: Cents = 0): OfferTerms {
  const amount = Math.max(0, value);
  const training = Math.min(Math.max(0, trainingCost), amount);
  return {
    value: amount,
    trainingCost: training,
    offerTypes: OFFER_TYPES.filter((type) => isOfferTypeAllowed(type, amount)),
    rentToBuy: rentToBuy(amount - training, training),
  };
}
