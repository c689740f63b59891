import { Module } from '@nestjs/common';
import { pricingDay } from '@shop/domain';
import { CatalogueModule } from '../catalogue';
import { ConfiguratorsModule } from '../configurators';
import { ContentModule, PageRenderer } from '../content';
import { IdentityModule, IdentityPortBindings } from '../identity';
import { PriceRuleAdmin } from './application/price-rule-admin';
import { PriceRuleBook } from './application/price-rule-book';
import { PricingService } from './application/pricing.service';
import { ConfiguredProductPricer } from './domain/ports/configured-product-pricer.port';
import { CustomerDirectory } from './domain/ports/customer-directory.port';
import { PriceCalculationStrategy } from './domain/ports/price-calculation.strategy';
import { PriceRuleRepository } from './domain/ports/price-rule.repository.port';
import { ConfiguratorConfiguredProductPricer } from './infrastructure/configurator-configured-product.pricer';
import { DefaultPriceCalculationStrategy } from './infrastructure/default-price-calculation.strategy';
import { IdentityCustomerDirectory } from './infrastructure/identity-customer-directory';
import { SqlPriceRuleRepository } from './infrastructure/persistence/sql-price-rule.repository';
import { AdminCouponsController } from './interface/http/admin-coupons.controller';
import { AdminPriceRulesController } from './interface/http/admin-price-rules.controller';
import { PricingController } from './interface/http/pricing.controller';

/**
 * The pricing context: price rules (for everyone, per customer pricing group, a customer's own prices),
 * coupons, the buyer's prices laid over the shared catalogue answers, and the priced cart. The calculation is
 * a swappable strategy (PriceCalculationStrategy, default: the @shop/domain engine); which rules a buyer gets
 * and in which order a cart's figures are decided is `domain/` (ADR 0036).
 *
 * Pricing depends on no context that depends on it: a cart price naming a destination gets that destination's
 * costs from its caller (checkout's `DeliveryCostsQuote`). Modules that use pricing import this module; it binds
 * identity's `CustomerPriceRulesPort` (the login answer's group rules) when it starts.
 */
@Module({
  imports: [IdentityModule, CatalogueModule, ContentModule, ConfiguratorsModule],
  controllers: [PricingController, AdminPriceRulesController, AdminCouponsController],
  providers: [
    PriceRuleBook,
    PriceRuleAdmin,
    PricingService,
    { provide: PriceRuleRepository, useClass: SqlPriceRuleRepository },
    // Customers are identity's: pricing reads them through identity's customer directory.
    { provide: CustomerDirectory, useClass: IdentityCustomerDirectory },
    { provide: PriceCalculationStrategy, useClass: DefaultPriceCalculationStrategy },
    { provide: ConfiguredProductPricer, useClass: ConfiguratorConfiguredProductPricer },
  ],
  exports: [PricingService, PriceRuleBook, PriceRuleAdmin],
})
export class PricingModule {
  constructor(bindings: IdentityPortBindings, pricing: PricingService, pages: PageRenderer, book: PriceRuleBook) {
    bindings.bindCustomerPriceRules(pricing);
    // Guests' pages show prices: kept until the price rules change or the Berlin day turns (a rule may start or end).
    pages.registerSource(() => `${book.changes()}|${pricingDay(new Date())}`);
  }
}
