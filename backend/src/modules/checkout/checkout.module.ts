import { ShopConfig } from '../../config/app-config';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule, CataloguePortBindings } from '../catalogue';
import { CheckoutArticleOrders } from './infrastructure/catalogue/ordered-articles';
import { ConfiguratorsModule } from '../configurators';
import { ContentModule } from '../content';
import { IdentityModule, IdentityPortBindings } from '../identity';
import { PricingModule } from '../pricing';
import { AdminOrderQueries } from './application/admin/admin-order.queries';
import { CheckoutCartPrice } from './application/cart-price/checkout-cart-price';
import { CheckoutOptionsQuery } from './application/checkout-options/checkout-options.query';
import { CheckoutOptions } from './application/checkout-options/checkout-options.service';
import { ChangeOrderStatusHandler } from './application/commands/change-order-status/change-order-status.handler';
import { PlaceOrderHandler } from './application/commands/place-order/place-order.handler';
import { RequestOfferHandler } from './application/commands/request-offer/request-offer.handler';
import { GuestMailLimits } from './application/guest-mail-limits';
import { OfferMails } from './application/offer-mails';
import { OrderConfirmationDocument } from './application/order-confirmation-document';
import { OrderImport } from './application/order-import';
import { OrderMails } from './application/order-mails';
import { PaymentProviders } from './application/payment-providers';
import { OrderQueries } from './application/queries/order.queries';
import { OrderStatistics } from './application/statistics/order-statistics';
import { DestinationTaxStrategy } from './application/tax/destination-tax.strategy';
import { AdminNames } from './domain/ports/admin-names.port';
import { CheckoutPricing } from './domain/ports/checkout-pricing.port';
import { CheckoutSettingsPort } from './domain/ports/checkout-settings.port';
import { ChosenMethodsPort } from './domain/ports/chosen-methods.port';
import { OfferMailer, OfferRepository } from './domain/ports/offer.repository.port';
import { OrderCatalogue } from './domain/ports/order-catalogue.port';
import { OrderDocumentRenderer } from './domain/ports/order-document-renderer.port';
import { OrderMailer } from './domain/ports/order-mailer.port';
import { OrderRequests } from './domain/ports/order-requests.port';
import { OrderRepository } from './domain/ports/order.repository.port';
import { PAYMENT_PROVIDERS } from './domain/ports/payment-provider.port';
import { ShipmentFactsPort } from './domain/ports/shipment-facts.port';
import { TaxTreatmentStrategy } from './domain/ports/tax-treatment.strategy';
import { VatIdCheck } from './domain/ports/vat-id-check.port';
import { CatalogueOrderArticles, CatalogueShipmentFacts } from './infrastructure/catalogue/catalogue-order-articles';
import { CheckoutCustomerOrders, IdentityAdminNames } from './infrastructure/identity/identity-adapters';
import { CheckoutCleanup } from './infrastructure/maintenance/checkout-cleanup';
import { builtInPaymentProviders } from './infrastructure/payment/offline-payment.providers';
import { PooledOrderDocumentRenderer } from './infrastructure/pdf/pooled-order-document.renderer';
import { OrderPositionEntity } from './infrastructure/persistence/entities/order-position.entity';
import { OrderEntity } from './infrastructure/persistence/entities/order.entity';
import { SqlOrderStatistics } from './infrastructure/persistence/queries/sql-order-statistics';
import { SqlCheckoutSettings } from './infrastructure/persistence/repositories/sql-checkout-settings.repository';
import { SqlOfferRepository } from './infrastructure/persistence/repositories/sql-offer.repository';
import { SqlOrderRequests } from './infrastructure/persistence/repositories/sql-order-requests';
import { TypeOrmOrderRepository } from './infrastructure/persistence/repositories/typeorm-order.repository';
import { ViesVatIdCheck } from './infrastructure/vies/vies-vat-id-check';
import { AccountOrdersController } from './interface/http/account-orders.controller';
import { AdminOrdersController } from './interface/http/admin-orders.controller';
import { AdminOffersController } from './interface/http/admin-offers.controller';
import { AccountOffersController } from './interface/http/account-offers.controller';
import { AcceptOfferHandler } from './application/commands/accept-offer/accept-offer.handler';
import { AdjustOfferHandler } from './application/commands/adjust-offer/adjust-offer.handler';
import { ChangeOfferStatusHandler } from './application/commands/change-offer-status/change-offer-status.handler';
import { SendOfferHandler } from './application/commands/send-offer/send-offer.handler';
import { OfferDocument } from './application/offers/offer-document';
import { CheckoutOfferOrderTerms } from './application/offers/offer-order-terms';
import { OfferQueries } from './application/queries/offer.queries';
import { OfferOrderTermsPort } from './domain/ports/offer-order-terms.port';
import { CartPriceController } from './interface/http/cart-price.controller';
import { CheckoutOptionsController } from './interface/http/checkout-options.controller';
import { OfferController } from './interface/http/offer.controller';
import { PlaceOrderController } from './interface/http/place-order.controller';

import { AdminOrderActionsController } from './interface/http/admin-order-actions.controller';
import { AddOrderNoteHandler } from './application/commands/add-order-note/add-order-note.handler';
import { ResendOrderConfirmationHandler } from './application/commands/resend-order-confirmation/resend-order-confirmation.handler';
import { OrderNotes } from './domain/ports/order-notes.port';
import { SqlOrderNotes } from './infrastructure/persistence/repositories/sql-order-notes';
import { DecideApprovalHandler } from './application/commands/decide-approval/decide-approval.handler';
import { CompanyOrderQueries } from './application/queries/company-order.queries';
import { ApprovalFigures } from './domain/ports/approval-figures.port';
import { SqlApprovalFigures } from './infrastructure/persistence/queries/sql-approval-figures';
import { CompanyOrdersController } from './interface/http/company-orders.controller';
/**
 * The checkout context: orders (the Order aggregate behind `OrderRepository`), offers, the cart price of a
 * checkout (pricing's goods with checkout's destination costs, VAT and currency), shipping and payment methods
 * per destination (`CheckoutOptions`), the order confirmation PDF (`OrderDocumentRenderer`, pdfkit), the VAT
 * treatment of a sale (`TaxTreatmentStrategy`, asking VIES through `VatIdCheck`). It owns the tables
 * `shop_order`, `order_position`, `order_status_change`, `order_request` and `offer`; other modules read orders
 * through `OrderStatistics` (exported) and identity's `CustomerOrdersPort` (bound here). ADR 0036.
 *
 * Depends on identity (guards, sessions, customers), pricing (the goods' prices), catalogue, configurators and
 * content; none of them depends on checkout, so the module graph has no cycle and the module is not global.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, OrderPositionEntity]), IdentityModule, PricingModule, CatalogueModule, ContentModule, ConfiguratorsModule],
  controllers: [AccountOrdersController, CheckoutOptionsController, CartPriceController, PlaceOrderController, OfferController, AdminOrdersController, AdminOrderActionsController, AdminOffersController, AccountOffersController, CompanyOrdersController],
  providers: [
    OrderQueries,
    AdminOrderQueries,
    ChangeOrderStatusHandler,
    CheckoutCleanup,
    OrderImport,
    OrderConfirmationDocument,
    GuestMailLimits,
    CheckoutOptions,
    CheckoutOptionsQuery,
    PlaceOrderHandler,
    RequestOfferHandler,
    PaymentProviders,
    CheckoutCustomerOrders,
    AddOrderNoteHandler,
    ResendOrderConfirmationHandler,
    { provide: OrderNotes, useClass: SqlOrderNotes },
    // Order approval in company accounts and the company order history (ADR 0051).
    DecideApprovalHandler,
    CompanyOrderQueries,
    { provide: ApprovalFigures, useClass: SqlApprovalFigures },
    // Offers through to an order (ADR 0046).
    OfferQueries, AdjustOfferHandler, SendOfferHandler, ChangeOfferStatusHandler, AcceptOfferHandler, OfferDocument,
    { provide: OfferOrderTermsPort, useClass: CheckoutOfferOrderTerms },
    CheckoutArticleOrders,
    // The Order aggregate's ports and their adapters.
    { provide: OrderRepository, useClass: TypeOrmOrderRepository },
    { provide: OrderRequests, useClass: SqlOrderRequests },
    { provide: OfferRepository, useClass: SqlOfferRepository },
    { provide: OrderCatalogue, useClass: CatalogueOrderArticles },
    { provide: ShipmentFactsPort, useClass: CatalogueShipmentFacts },
    { provide: AdminNames, useClass: IdentityAdminNames },
    OrderMails,
    { provide: OrderMailer, useExisting: OrderMails },
    OfferMails,
    { provide: OfferMailer, useExisting: OfferMails },
    { provide: ChosenMethodsPort, useExisting: CheckoutOptions },
    CheckoutCartPrice,
    { provide: CheckoutPricing, useExisting: CheckoutCartPrice },
    { provide: CheckoutSettingsPort, useClass: SqlCheckoutSettings },
    // Checkout's order figures for other modules (reporting's dashboard and summary).
    { provide: OrderStatistics, useClass: SqlOrderStatistics },
    // VAT by buyer and destination (docs/vat.md): the tax decision and the EU's VIES check of VAT ids.
    { provide: TaxTreatmentStrategy, useClass: DestinationTaxStrategy },
    { provide: VatIdCheck, useClass: ViesVatIdCheck },
    // Payment providers: the built-in ones; a payment service is added to this list (docs/api/checkout.md).
    { provide: PAYMENT_PROVIDERS, useFactory: () => builtInPaymentProviders() },
    // Order documents (the confirmation PDF) are written with pdfkit, compressed, in worker threads (DOCUMENT_WORKERS).
    { provide: OrderDocumentRenderer, useFactory: (config: ShopConfig) => new PooledOrderDocumentRenderer({ workers: config.get('documentWorkers') }), inject: [ShopConfig] },
  ],
  exports: [OrderImport, OrderStatistics, OrderQueries],
})
export class CheckoutModule {
  constructor(bindings: IdentityPortBindings, customerOrders: CheckoutCustomerOrders, catalogueBindings: CataloguePortBindings, articleOrders: CheckoutArticleOrders) {
    // Identity's login answer lists the customer's orders through identity's own port.
    bindings.bindCustomerOrders(customerOrders);
    // The catalogue's product editor locks the article number of an ordered article.
    catalogueBindings.bindArticleOrders(articleOrders);
  }
}
