import type { Cents, VatTreatment } from '@shop/domain';
import type { LocalizedName } from '../order';
import type { CartPositionInput } from './checkout-pricing.port';
import type { BankAccount, PaymentProvider } from './payment-provider.port';

/**
 * How an offer is delivered, paid and taxed when it becomes an order: the shop's first shipping and payment
 * method offered for the destination with their costs, the destination's VAT treatment and the incoterm.
 * The offer itself is net goods only (docs/decisions/0035-money-and-trust.md); these figures come on top,
 * in the offer's PDF and in the order alike.
 */
export interface OfferOrderTerms {
  country: string;
  shipping: { name: LocalizedName; priceCents: Cents; deliveryTimeInfo: string };
  payment: { name: LocalizedName; feeCents: Cents; provider: PaymentProvider | null; bankAccount: BankAccount | null };
  vatRate: string;
  vatTreatment: VatTreatment | null;
  incoterm: string;
  currency: string;
}

export abstract class OfferOrderTermsPort {
  /** The terms for an offer's positions and value; null when the destination offers no shipping or payment method. */
  abstract termsFor(input: { buyer: { id: number | null }; positions: readonly CartPositionInput[]; value: Cents; locale: 'de' | 'en' }): Promise<OfferOrderTerms | null>;
}
