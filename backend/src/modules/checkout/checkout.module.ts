import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue';
import { ConfiguratorsModule } from '../configurators';
import { CustomerOrdersPort, IdentityModule } from '../identity';
import { DeliveryCostsPort } from '../pricing';
import { CheckoutOptions, CheckoutOptionsQuery } from './application/checkout-options/checkout-options.service';
import { CheckoutSettingsPort } from './domain/ports/checkout-settings.port';
import { PAYMENT_PROVIDERS } from './domain/ports/payment-provider.port';
import { PaymentProviders } from './application/payment-providers';
import { builtInPaymentProviders } from './infrastructure/payment/offline-payment.providers';
import { SqlCheckoutSettings } from './infrastructure/persistence/repositories/sql-checkout-settings.repository';
import { CheckoutOptionsController } from './interface/http/checkout-options.controller';
import { PlaceOrderController } from './interface/http/place-order.controller';
import { OfferController } from './interface/http/offer.controller';
import { RequestOfferHandler } from './application/commands/request-offer/request-offer.handler';
import { PlaceOrderHandler } from './application/commands/place-order/place-order.handler';
import { ContentModule } from '../content';
import { OrderConfirmationDocument } from './application/order-confirmation-document';
import { OrderMails } from './application/order-mails';
import { OfferMails } from './application/offer-mails';
import { GuestMailLimits } from './application/guest-mail-limits';
import { OrderImport } from './application/order-import';
import { OrderQueries } from './application/queries/order.queries';
import { CheckoutCleanup } from './infrastructure/maintenance/checkout-cleanup';
import { OrderDocumentRenderer } from './domain/ports/order-document-renderer.port';
import { PdfkitOrderDocumentRenderer } from './infrastructure/pdf/pdfkit-order-document.renderer';
import { OrderPositionEntity } from './infrastructure/persistence/entities/order-position.entity';
import { OrderEntity } from './infrastructure/persistence/entities/order.entity';
import { AccountOrdersController } from './interface/http/account-orders.controller';
import { AdminOrdersController } from './interface/http/admin-orders.controller';
import { AdminOrderQueries } from './application/admin/admin-order.queries';
import { ChangeOrderStatusHandler } from './application/commands/change-order-status/change-order-status.handler';
import { TaxTreatmentStrategy } from './domain/ports/tax-treatment.strategy';
import { VatIdCheck } from './domain/ports/vat-id-check.port';
import { DestinationTaxStrategy } from './application/tax/destination-tax.strategy';
import { ViesVatIdCheck } from './infrastructure/vies/vies-vat-id-check';

/**
 * The checkout context: orders and their positions. The order read model (`OrderQueries`) serves the
 * account area's order pages and, through identity's `CustomerOrdersPort`, the login answer, the init
 * store and the admin dashboard. Shipping and payment methods per destination (`CheckoutOptions`), which
 * also serve pricing's `DeliveryCostsPort`; placing orders and offers; the order confirmation PDF
 * (`OrderDocumentRenderer`, pdfkit); the VAT treatment of a sale (`TaxTreatmentStrategy`, asking VIES through
 * `VatIdCheck`).
 *
 * Global so that identity gets its `CustomerOrdersPort` and pricing its `DeliveryCostsPort` without importing
 * this module: checkout needs identity's guards and pricing's prices, and neither may need checkout back.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, OrderPositionEntity]), IdentityModule, CatalogueModule, ContentModule, ConfiguratorsModule],
  controllers: [AccountOrdersController, CheckoutOptionsController, PlaceOrderController, OfferController, AdminOrdersController],
  providers: [
    OrderQueries,
    AdminOrderQueries,
    ChangeOrderStatusHandler,
    CheckoutCleanup,
    OrderImport,
    OrderConfirmationDocument,
    OrderMails,
    OfferMails,
    GuestMailLimits,
    CheckoutOptions,
    CheckoutOptionsQuery,
    PlaceOrderHandler,
    RequestOfferHandler,
    { provide: CheckoutSettingsPort, useClass: SqlCheckoutSettings },
    // VAT by buyer and destination (docs/vat.md): the tax decision and the EU's VIES check of VAT ids.
    { provide: TaxTreatmentStrategy, useClass: DestinationTaxStrategy },
    { provide: VatIdCheck, useClass: ViesVatIdCheck },
    // Payment providers: the built-in ones; a payment service is added to this list (docs/api/checkout.md).
    { provide: PAYMENT_PROVIDERS, useFactory: () => builtInPaymentProviders() },
    PaymentProviders,
    { provide: CustomerOrdersPort, useExisting: OrderQueries },
    { provide: DeliveryCostsPort, useExisting: CheckoutOptions },
    // Order documents (the confirmation PDF) are written with pdfkit, compressed.
    { provide: OrderDocumentRenderer, useFactory: () => new PdfkitOrderDocumentRenderer() },
  ],
  exports: [CustomerOrdersPort, OrderImport, DeliveryCostsPort],
})
export class CheckoutModule {}
