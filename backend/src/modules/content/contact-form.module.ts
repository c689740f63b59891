import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { SendContactFormHandler } from './application/commands/send-contact-form/send-contact-form.handler';
import { ContactRequestRepository } from './domain/ports/contact-request.repository.port';
import { SqlContactRequestRepository } from './infrastructure/persistence/sql-contact-request.repository';
import { ContactFormController } from './interface/http/contact-form.controller';
import { ChangeContactRequestStatusHandler } from './application/commands/change-contact-request-status/change-contact-request-status.handler';
import { ReplyToContactRequestHandler } from './application/commands/reply-to-contact-request/reply-to-contact-request.handler';
import { ContactRequestQueries } from './application/queries/contact-requests.queries';
import { ContactAdminNames, ContactInbox } from './domain/ports/contact-inbox.port';
import { IdentityContactAdminNames } from './infrastructure/identity/identity-contact-admin-names';
import { SqlContactInbox } from './infrastructure/persistence/sql-contact-inbox';
import { ContactRequestsWorkbook } from './infrastructure/spreadsheet/contact-requests-workbook';
import { AdminContactRequestsController } from './interface/http/admin-contact-requests.controller';
import { ContentModule } from './content.module';

/**
 * The contact form (stored, e-mailed through the mail queue), guarded by the registration's proof of work:
 * content's `ContactChallengePort`, which identity implements and exports. A module of its own because identity
 * imports content (install needs the homepage settings): this one imports identity, ContentModule does not, so
 * the module graph stays one-way with no global module. The app imports it by path (not through content's
 * facade, which identity reads). The admin's inbox of the stored requests lives here too: it needs identity's
 * admin guard and names.
 */
@Module({
  imports: [ContentModule, IdentityModule],
  controllers: [ContactFormController, AdminContactRequestsController],
  providers: [
    SendContactFormHandler,
    { provide: ContactRequestRepository, useClass: SqlContactRequestRepository },
    // The contact requests inbox of the admin (docs/decisions/0047-contact-inbox-and-order-admin.md).
    ChangeContactRequestStatusHandler,
    ReplyToContactRequestHandler,
    ContactRequestQueries,
    ContactRequestsWorkbook,
    { provide: ContactInbox, useClass: SqlContactInbox },
    { provide: ContactAdminNames, useClass: IdentityContactAdminNames },
  ],
})
export class ContactFormModule {}
