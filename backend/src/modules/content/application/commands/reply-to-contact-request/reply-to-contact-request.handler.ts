import { Injectable } from '@nestjs/common';
import { contactReplyError, err, isContactRequestStatus, ok, statusAfterReply, type ContactRequestStatus, type Result } from '@shop/domain';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { MailQueue } from '../../../../../shared/mail/mail-queue';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { ContactAdminNames, ContactInbox } from '../../../domain/ports/contact-inbox.port';
import { contactReplyMail } from '../../contact-mails';
import { ContentQueries } from '../../queries/content.queries';

export interface ReplyToContactRequestCommand {
  id: number;
  text: string;
  /** The status afterwards; none: in progress. */
  status?: string;
  adminId: number;
}

export type ReplyToContactRequestError = { code: 'contactRequestNotFound' } | { code: 'adContactReplyInvalid' } | { code: 'adContactStatusInvalid' };

/**
 * An admin answers a contact request by e-mail (docs/decisions/0047-contact-inbox-and-order-admin.md). In one unit
 * of work, with the request locked: the reply kept in its history (who, when, what), the mail to the requester
 * queued (Reply-To the shop's address, the request quoted; the mail queue sends it after the commit), the status
 * set (chosen, else in progress) and the audit entry. Either all of it happens or none.
 */
@Injectable()
export class ReplyToContactRequestHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly inbox: ContactInbox,
    private readonly admins: ContactAdminNames,
    private readonly mail: MailQueue,
    private readonly content: ContentQueries,
    private readonly audit: AuditLog,
  ) {}

  async execute(command: ReplyToContactRequestCommand): Promise<Result<{ id: number; replyId: number; status: ContactRequestStatus }, ReplyToContactRequestError>> {
    const invalid = contactReplyError(command.text);
    if (invalid) return err({ code: invalid });
    if (command.status !== undefined && !isContactRequestStatus(command.status)) return err({ code: 'adContactStatusInvalid' as const });
    const to = statusAfterReply(command.status as ContactRequestStatus | undefined);
    const text = command.text.replace(/\r\n?/g, '\n').trim();
    // Read before the unit of work (a pooled read while a transaction holds a connection could wait on it).
    const [adminName, { brand }] = await Promise.all([this.admins.nameOf(command.adminId), this.content.generalConfig()]);
    return this.uow.run(async () => {
      const request = await this.inbox.findForUpdate(command.id);
      if (!request) return err({ code: 'contactRequestNotFound' as const });
      const replyId = await this.inbox.addReply(command.id, { adminId: command.adminId, adminName, text });
      await this.mail.enqueue(contactReplyMail(request, text, { email: brand.email?.trim() ?? '', name: brand.longName || brand.shortName || 'Shop' }), 'contactReply');
      if (request.status !== to) await this.inbox.setStatus(command.id, to);
      await this.audit.record({
        adminId: command.adminId,
        action: 'contactRequest.reply',
        entity: 'contactRequest',
        entityId: command.id,
        before: { status: request.status },
        after: { status: to, replyId, to: request.email },
      });
      return ok({ id: command.id, replyId, status: to });
    });
  }
}
