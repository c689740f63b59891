import type { Cents } from '@shop/domain';
import type { LocalizedName } from '../order';
import type { CartPositionInput, CheckoutBuyer } from './checkout-pricing.port';
import type { BankAccount, PaymentProvider } from './payment-provider.port';

/** The shipping and payment method a buyer chose, as the order keeps them, with who takes the payment. */
export interface ChosenMethods {
  shipping: { name: LocalizedName; deliveryTimeInfo: string };
  payment: { name: LocalizedName; provider: PaymentProvider | null; bankAccount: BankAccount | null };
  /** The incoterm that applies to the buyer at this order value. */
  incoterm: string;
}

export interface MethodChoice {
  buyer: Pick<CheckoutBuyer, 'incoterms'> & { id: number | null };
  positions: readonly CartPositionInput[];
  country: string;
  orderValue: Cents;
  shippingMethodId: string;
  paymentMethodId: string;
  locale: 'de' | 'en';
}

/** The chosen methods of an order (checkout's settings and options; `CheckoutOptions`). */
export abstract class ChosenMethodsPort {
  abstract chosen(choice: MethodChoice): Promise<ChosenMethods>;
}
