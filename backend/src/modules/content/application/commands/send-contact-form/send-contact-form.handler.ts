import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { MailQueue } from '../../../../../shared/mail/mail-queue';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { ContentQueries } from '../../queries/content.queries';
import { CONTACT_LIMITS, contactRequestOf, type ContactFormInput } from '../../../domain/contact-request';
import { ContactChallengePort } from '../../../domain/ports/contact-challenge.port';
import { ContactRequestRepository } from '../../../domain/ports/contact-request.repository.port';
import { contactMails } from '../../contact-mails';

export interface SendContactFormCommand {
  input: ContactFormInput;
  challenge: unknown;
  clientAddress: string;
}

export type SendContactFormOutcome =
  | { kind: 'sent'; id: number }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'refused'; message: 'invalidChallengeMessage' | 'contactRateLimitedMessage' };

/** The address is kept only as a hash: enough to count a sender's requests, nothing to read back. */
export function addressHash(address: string): string {
  return createHash('sha256').update(`contact:${address}`).digest('hex');
}

/**
 * Contact form (docs/rules/screens-and-routes.md#contact-page, docs/rules/validation.md#contact-form, docs/rules/calls.md#contact-form): every rule checked again on the server, the proof of work used once, the
 * sender's limits, then — in one transaction — the request stored and both mails queued (the mail queue
 * sends them and retries, ADR 0014), so a stored request always has its mails and a failed write none.
 */
@Injectable()
export class SendContactFormHandler {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly requests: ContactRequestRepository,
    private readonly challenges: ContactChallengePort,
    private readonly uow: UnitOfWork,
    private readonly mail: MailQueue,
    private readonly content: ContentQueries,
  ) {}

  async execute(command: SendContactFormCommand): Promise<SendContactFormOutcome> {
    const checked = contactRequestOf(command.input);
    if (!checked.ok) return { kind: 'invalid', fields: checked.fields };
    const request = checked.request;
    const hash = addressHash(command.clientAddress);
    const since = new Date(Date.now() - CONTACT_LIMITS.windowMs);
    // A cheap look before the proof of work is used up: a sender over the limit keeps its solution.
    if (this.overLimit(await this.requests.countSince(since, hash, request.email))) return { kind: 'refused', message: 'contactRateLimitedMessage' };
    if (!(await this.challenges.verify(command.challenge))) return { kind: 'refused', message: 'invalidChallengeMessage' };
    const { brand } = await this.content.generalConfig();
    const outcome = await this.uow.run(async (): Promise<SendContactFormOutcome> => {
      // Parallel requests of one sender are counted one after the other.
      await this.uow.lock(`contact:${hash}`);
      if (this.overLimit(await this.requests.countSince(since, hash, request.email))) return { kind: 'refused', message: 'contactRateLimitedMessage' };
      const id = await this.requests.add(request, hash);
      const mails = contactMails(request, { email: brand.email, name: brand.longName }, id);
      if (mails.toShop) await this.mail.enqueue(mails.toShop, 'contactRequest');
      await this.mail.enqueue(mails.copy, 'contactRequestCopy');
      return { kind: 'sent', id };
    });
    if (outcome.kind === 'sent' && !brand.email) this.logger.warn(`contact request #${outcome.id} stored, but the brand has no e-mail address to send it to`);
    return outcome;
  }

  private overLimit(counts: { fromAddress: number; forEmail: number }): boolean {
    return counts.fromAddress >= CONTACT_LIMITS.perAddress || counts.forEmail >= CONTACT_LIMITS.perEmail;
  }
}
