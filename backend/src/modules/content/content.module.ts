import { Module } from '@nestjs/common';
import { SendContactFormHandler } from './application/commands/send-contact-form/send-contact-form.handler';
import { ContactRequestRepository } from './domain/ports/contact-request.repository.port';
import { SqlContactRequestRepository } from './infrastructure/persistence/sql-contact-request.repository';
import { ContactFormController } from './interface/http/contact-form.controller';
import { HomepageSettings } from './application/homepage-settings';
import { ShopSettings } from './application/shop-settings';
import { ContentQueries } from './application/queries/content.queries';
import { PageRenderer } from './application/page/page-renderer';
import { MediaController } from './interface/http/media.controller';
import { WebpageController } from './interface/http/webpage.controller';
import { PageSeeder } from './application/page-seeder';
import { StorefrontRenderer } from './application/page/storefront-renderer.port';
import { ReactStorefrontRenderer } from './infrastructure/ssr/react-storefront.renderer';

/**
 * Pages, menus, redirects, brand and general configuration; the server-side page head; the contact form
 * (stored, e-mailed through the mail queue, guarded by the proof of work that identity binds for content's
 * ContactChallengePort, see IdentityPortsModule).
 */
@Module({
  controllers: [WebpageController, MediaController, ContactFormController],
  providers: [
    ContentQueries,
    HomepageSettings,
    ShopSettings,
    PageRenderer,
    PageSeeder,
    SendContactFormHandler,
    { provide: StorefrontRenderer, useClass: ReactStorefrontRenderer },
    { provide: ContactRequestRepository, useClass: SqlContactRequestRepository },
  ],
  exports: [ContentQueries, HomepageSettings, ShopSettings, PageRenderer, PageSeeder],
})
export class ContentModule {}
