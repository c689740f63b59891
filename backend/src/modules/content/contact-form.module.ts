import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { SendContactFormHandler } from './application/commands/send-contact-form/send-contact-form.handler';
import { ContactRequestRepository } from './domain/ports/contact-request.repository.port';
import { SqlContactRequestRepository } from './infrastructure/persistence/sql-contact-request.repository';
import { ContactFormController } from './interface/http/contact-form.controller';
import { ContentModule } from './content.module';

/**
 * The contact form (stored, e-mailed through the mail queue), guarded by the registration's proof of work:
 * content's `ContactChallengePort`, which identity implements and exports. A module of its own because identity
 * imports content (install needs the homepage settings): this one imports identity, ContentModule does not, so
 * the module graph stays one-way with no global module. The app imports it by path (not through content's
 * facade, which identity reads).
 */
@Module({
  imports: [ContentModule, IdentityModule],
  controllers: [ContactFormController],
  providers: [SendContactFormHandler, { provide: ContactRequestRepository, useClass: SqlContactRequestRepository }],
})
export class ContactFormModule {}
