import type { BankAccount } from './payment-provider.port';
import type { CountryRestriction, Destination, PaymentMethod, ShippingMethod } from '@shop/domain';

/** The shop's checkout settings: active methods in display order, destinations, the country restriction. */
export interface CheckoutSettings {
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  destinations: Destination[];
  countryRestriction: CountryRestriction | null;
  /** The shop's account for payments by bank transfer (prepayment), or null. */
  bankAccount: BankAccount | null;
}

export abstract class CheckoutSettingsPort {
  abstract settings(): Promise<CheckoutSettings>;
  /** The currency the catalogue's prices are kept in (the general settings' sales currency). */
  abstract shopCurrency(): Promise<string>;
}
