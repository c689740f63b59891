import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { ShopConfig } from './config/app-config';
import type { DatabaseConnection } from './database/database-connection';
import { DatabaseModule } from './database/database.module';
import { AdminSupportModule } from './shared/admin/admin-support.module';
import { MailModule } from './shared/mail/mail.module';
import { MediaModule } from './shared/media/media.module';
import { PersistenceModule } from './shared/persistence/persistence.module';
import { RateLimitModule } from './shared/rate-limit/rate-limit.module';
import { SpreadsheetModule } from './shared/spreadsheet/spreadsheet.module';
import { CartModule } from './modules/cart/cart.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { CheckoutModule } from './modules/checkout/checkout.module';
import { ConfiguratorsModule } from './modules/configurators/configurators.module';
import { ContentModule } from './modules/content/content.module';
import { ContactFormModule } from './modules/content/contact-form.module';
import { FilesModule } from './modules/system/files/files.module';
import { DataExchangeModule } from './modules/system/data-exchange/data-exchange.module';
import { PageController } from './modules/content/interface/http/page.controller';
import { IdentityModule } from './modules/identity/identity.module';
import { PricingModule } from './modules/pricing/pricing.module';
import { ReportingModule } from './modules/system/reporting/reporting.module';
import { SystemModule } from './modules/system/system.module';
import { BackupModule } from './modules/system/backup/backup.module';
import { ApiCodeGuard } from './shared/api-code.guard';
import { ApiExceptionFilter } from './shared/api-exception.filter';

@Module({})
class ConfigModule {
  static forRoot(config: ShopConfig): DynamicModule {
    return { module: ConfigModule, global: true, providers: [{ provide: ShopConfig, useValue: config }], exports: [ShopConfig] };
  }
}

/** The page route is registered last: it answers what no API, static or media route claimed. */
@Module({ imports: [ContentModule], controllers: [PageController] })
class WebModule {}

@Module({})
export class AppModule {
  static forRoot(config: ShopConfig, database: DatabaseConnection): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(database),
        PersistenceModule,
        RateLimitModule.forRoot(config),
        SpreadsheetModule,
        MediaModule,
        MailModule,
        AdminSupportModule,
        ScheduleModule.forRoot(),
        CatalogueModule,
        PricingModule,
        // Before the cart: the cart price route (checkout's) documents the shared CartPositionDto, as it did from pricing.
        CheckoutModule,
        CartModule,
        IdentityModule,
        ConfiguratorsModule,
        ContentModule,
        ContactFormModule,
        SystemModule,
        ReportingModule,
        FilesModule,
        DataExchangeModule,
        BackupModule,
        WebModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: ApiCodeGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
