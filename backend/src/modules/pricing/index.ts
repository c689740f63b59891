/**
 * The pricing module's public face: what other modules may use. Everything else in this folder is
 * internal (checked by dependency-cruiser, `npm run lint`).
 */
export { PricingModule } from './pricing.module';
export { PricingService, HOME_VAT_RATE, type BuyerPriceView, type CartPriceInfoView, type CartPriceRequest as CartPriceCall, type PricingBuyer } from './application/pricing.service';
export type { DeliveryCosts, DeliveryCostsQuote, DeliveryPosition } from './domain/ports/delivery-costs.port';
export { PriceRuleBook } from './application/price-rule-book';
export { PriceRuleAdmin } from './application/price-rule-admin';
// The cart price's HTTP shapes: checkout serves the route (a request may name a destination, which is checkout's).
export { CartPriceInfoDto, CartPriceRequest, CartPriceResponse } from './interface/http/dto/pricing.dto';
export { PRICING_EXCHANGE_TYPES } from './infrastructure/data-exchange/pricing-exchange-types';
