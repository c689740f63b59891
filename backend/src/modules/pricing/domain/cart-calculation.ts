import { convertCartPrice, lineTotal, offerTerms, type CartPrice, type CartPriceLine, type Cents, type Coupon, type OfferTerms, type PriceRule, type VatTreatment } from '@shop/domain';
import type { DeliveryCosts, DeliveryCostsQuote, DeliveryPosition } from './ports/delivery-costs.port';
import type { PriceCalculationStrategy } from './ports/price-calculation.strategy';

/** The shop's home VAT rate (Germany): a cart priced without a destination is taxed at it. */
export const HOME_VAT_RATE = '19';

/** A line to price, with what delivery costs and offers need besides the price. */
export type CalculationLine = CartPriceLine & { customProductType: string | null; configuration?: unknown; trainingCost: Cents };

export interface CartCalculationInput {
  lines: readonly CalculationLine[];
  rules: readonly PriceRule[];
  coupon: Coupon | null;
  minOrderValue: Cents | null;
  minOfferValue: Cents | null;
  /** The shop's currency: the catalogue's prices, the minimum values and the offer figures are kept in it. */
  shopCurrency: string;
  /** The destination's costs, VAT and currency when the call names one (the caller's quote), else null. */
  delivery: DeliveryCostsQuote | null;
}

export interface CartCalculation {
  /** The cart in the answer's currency. */
  priced: CartPrice;
  /** The offer figures on the cart value in the shop's currency (the leasing limit is a euro amount). */
  terms: OfferTerms;
  deliveryMessageId: DeliveryCosts['messageId'];
  vatTreatment: VatTreatment | null;
  /** The rate the answer's figures were converted at, or null (the shop's currency). */
  rate: string | null;
  currency: string;
}

/**
 * The order in which a cart's figures are decided (`@shop/domain` pricing.ts does each step): the lines,
 * cart-level rule and coupon at the home VAT rate give the shopping cart value; the offer terms are taken on it;
 * with a destination, its quote gives the shipping and payment costs for that value and the VAT rate, the cart
 * is totalled again with them and, for a destination invoiced in another currency, every figure is converted
 * once at its rate and added up there.
 */
export async function calculateCart(strategy: PriceCalculationStrategy, input: CartCalculationInput): Promise<CartCalculation> {
  const { lines, rules, coupon, minOrderValue, minOfferValue } = input;
  let priced = strategy.priceCart({ lines, rules, coupon, vatRate: HOME_VAT_RATE, minOrderValue, minOfferValue });
  const trainingCost = lines.reduce((sum, l) => sum + lineTotal(l.trainingCost, 1, l.qty), 0);
  const terms = offerTerms(priced.shoppingCartValue, trainingCost);
  if (!input.delivery) return { priced, terms, deliveryMessageId: null, vatTreatment: null, rate: null, currency: input.shopCurrency };
  const positions: DeliveryPosition[] = lines.map((l) => ({ productId: l.product.id, qty: l.qty, customProductType: l.customProductType, customConfiguration: l.configuration }));
  const costs = await input.delivery.costs(positions, priced.shoppingCartValue);
  priced = strategy.priceCart({ lines, rules, coupon, vatRate: costs.vatRate, minOrderValue, minOfferValue, shippingCosts: costs.shippingCosts, paymentCosts: costs.paymentCosts });
  if (!costs.exchangeRate) return { priced, terms, deliveryMessageId: costs.messageId, vatTreatment: costs.vatTreatment, rate: null, currency: input.shopCurrency };
  return { priced: convertCartPrice(priced, costs.exchangeRate), terms, deliveryMessageId: costs.messageId, vatTreatment: costs.vatTreatment, rate: costs.exchangeRate, currency: costs.currency };
}
