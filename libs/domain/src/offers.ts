/**
 * Offers (spec §3 "Offer", §6 offer button, §7 offer calls, §9 automation constants): a buyer asks for an
 * offer to buy, a rent-to-buy offer (6 months) or a leasing inquiry (only from a net price of 30,000 €).
 * Money in cents; every amount rounded up to whole cents where the spec says "ceil".
 */
import { divideRoundHalfUp } from './decimal';
import type { Cents } from './money';

export type OfferType = 'buy' | 'rentalPurchaseOffer' | 'leasingInquiry';
export const OFFER_TYPES: readonly OfferType[] = ['buy', 'rentalPurchaseOffer', 'leasingInquiry'];

/** Rent-to-buy runs 6 months (spec §9). */
export const RENT_TO_BUY_MONTHS = 6;
/** Leasing only when the net price is at least 30,000 € (spec §9). */
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
 * Spec §9: monthly rate = ceil(7.5 % of the price without training + training cost ÷ 6);
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
