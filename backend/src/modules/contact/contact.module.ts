import { Module } from '@nestjs/common';
import { ContentModule } from '../content';
import { IdentityModule } from '../identity';
import { SendContactFormHandler } from './application/commands/send-contact-form/send-contact-form.handler';
import { ContactChallengePort } from './domain/ports/contact-challenge.port';
import { ContactRequestRepository } from './domain/ports/contact-request.repository.port';
import { IdentityChallengeAdapter } from './infrastructure/identity-challenge.adapter';
import { SqlContactRequestRepository } from './infrastructure/sql-contact-request.repository';
import { ContactFormController } from './interface/http/contact-form.controller';

/** The contact form: requests stored and e-mailed through the mail queue, guarded by the proof of work and per-sender limits. */
@Module({
  imports: [ContentModule, IdentityModule],
  controllers: [ContactFormController],
  providers: [
    SendContactFormHandler,
    { provide: ContactRequestRepository, useClass: SqlContactRequestRepository },
    { provide: ContactChallengePort, useClass: IdentityChallengeAdapter },
  ],
})
export class ContactModule {}
