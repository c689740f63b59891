import { Global, Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue';
import { ConfiguratorsModule } from '../configurators';
import { ContentModule } from '../content';
import { CustomerPriceRulesPort, IdentityModule } from '../identity';
import { PriceRuleAdmin } from './application/price-rule-admin';
import { PriceRuleBook } from './application/price-rule-book';
import { PricingService } from './application/pricing.service';
import { ConfiguredProductPricer } from './domain/ports/configured-product-pricer.port';
import { CustomerDirectory } from './domain/ports/customer-directory.port';
import { PriceCalculationStrategy } from './domain/ports/price-calculation.strategy';
import { PriceRuleRepository } from './domain/ports/price-rule.repository.port';
import { ConfiguratorConfiguredProductPricer } from './infrastructure/configurator-configured-product.pricer';
import { DefaultPriceCalculationStrategy } from './infrastructure/default-price-calculation.strategy';
import { SqlCustomerDirectory } from './infrastructure/persistence/sql-customer-directory';
import { SqlPriceRuleRepository } from './infrastructure/persistence/sql-price-rule.repository';
import { AdminCouponsController } from './interface/http/admin-coupons.controller';
import { AdminPriceRulesController } from './interface/http/admin-price-rules.controller';
import { PricingController } from './interface/http/pricing.controller';

/**
 * The pricing context: price rules (for everyone, per customer pricing group, a customer's own prices),
 * coupons, the buyer's prices laid over the shared catalogue answers, and the server-priced cart. The
 * calculation is a swappable strategy (PriceCalculationStrategy, default: the @shop/domain engine).
 *
 * Global so that identity gets its `CustomerPriceRulesPort` (the login answer's groupPriceRules) without
 * importing this module: pricing needs identity's sessions, and identity must not need pricing back.
 */
@Global()
@Module({
  imports: [IdentityModule, CatalogueModule, ContentModule, ConfiguratorsModule],
  controllers: [PricingController, AdminPriceRulesController, AdminCouponsController],
  providers: [
    PriceRuleBook,
    PriceRuleAdmin,
    PricingService,
    { provide: PriceRuleRepository, useClass: SqlPriceRuleRepository },
    { provide: CustomerDirectory, useClass: SqlCustomerDirectory },
    { provide: PriceCalculationStrategy, useClass: DefaultPriceCalculationStrategy },
    { provide: ConfiguredProductPricer, useClass: ConfiguratorConfiguredProductPricer },
    { provide: CustomerPriceRulesPort, useExisting: PricingService },
  ],
  exports: [PricingService, PriceRuleBook, PriceRuleAdmin, CustomerPriceRulesPort],
})
export class PricingModule {}
