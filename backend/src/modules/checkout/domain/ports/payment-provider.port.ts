import type { Cents } from '@shop/domain';

/** What a payment provider learns about a placed order. Amounts in the order's currency, in cents. */
export interface PaymentOrder {
  orderId: number;
  orderNumber: string;
  total: Cents;
  currency: string;
  locale: 'de' | 'en';
  buyerEmail: string;
}

/** The shop's bank account (checkout settings), for payments by bank transfer. */
export interface BankAccount {
  holder: string;
  iban: string;
  bic: string;
  bank: string;
}

/**
 * What the buyer is told to do after ordering:
 * - `invoice`: nothing now; the invoice comes with the goods (payable within `dueDays`);
 * - `bankTransfer`: transfer the total to the account, stating the reference, before the goods are sent;
 * - `onDelivery`: pay the carrier on delivery;
 * - `redirect`: continue at a payment service's page (card, PayPal, …), which reports back to the shop.
 */
export type PaymentInstruction =
  | { kind: 'invoice'; dueDays: number }
  | { kind: 'bankTransfer'; reference: string; amount: Cents; currency: string; account: BankAccount }
  | { kind: 'onDelivery' }
  | { kind: 'redirect'; url: string };

/**
 * A way of paying (checkout issue, "Payment"): each payment method names the provider that handles it
 * (`payment_method.provider`). The built-in providers (invoice, prepayment, cash on delivery) need no outside
 * service; a payment service is added as one more provider (see docs/api/checkout.md, "Adding a payment
 * provider"). Providers are registered under the PAYMENT_PROVIDERS token; a payment method whose provider is
 * not registered is not offered.
 */
export interface PaymentProvider {
  /** The code payment methods name in `provider` (lower-case letters, digits, hyphens). */
  readonly code: string;
  /**
   * True for a provider that calls no outside service (invoice, prepayment, cash on delivery): what
   * `mailInstruction` answers is then the payment's start, kept with the order in the order's own transaction —
   * one commit per order, and `start` is not called. False (a payment service): `start` runs after the commit.
   */
  readonly startsWithOrder: boolean;
  /** Whether the provider can take payments with these settings (prepayment needs a bank account). */
  available(bankAccount: BankAccount | null): boolean;
  /**
   * Called in the order's transaction, after the order is written: no outside calls here. What the
   * confirmation mail tells the buyer about paying, or null (a redirecting provider knows nothing yet).
   */
  mailInstruction(order: PaymentOrder, bankAccount: BankAccount | null): PaymentInstruction | null;
  /**
   * Called after the order is committed; may call a payment service. A failure never loses the order: it stays
   * placed, its payment "pending", and the buyer is told the confirmation follows by e-mail.
   */
  start(order: PaymentOrder, bankAccount: BankAccount | null): Promise<PaymentInstruction>;
}

/** Nest injection token of the registered providers (an array). */
export const PAYMENT_PROVIDERS = Symbol('PAYMENT_PROVIDERS');
