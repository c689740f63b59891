/**
 * The pricing module's public face: what other modules may use. Everything else in this folder is
 * internal (checked by dependency-cruiser, `npm run lint`).
 */
export { PricingModule } from './pricing.module';
export { PricingService, HOME_VAT_RATE, type BuyerPriceView, type CartPriceInfoView, type CartPriceRequest, type PricingBuyer } from './application/pricing.service';
export { DeliveryCostsPort, type DeliveryChoice, type DeliveryCosts, type DeliveryPosition } from './domain/ports/delivery-costs.port';
export { PriceRuleBook } from './application/price-rule-book';
export { PriceRuleAdmin } from './application/price-rule-admin';
