import { Injectable } from '@nestjs/common';
import { err, isContactRequestStatus, ok, type ContactRequestStatus, type Result } from '@shop/domain';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { ContactInbox } from '../../../domain/ports/contact-inbox.port';

export interface ChangeContactRequestStatusCommand {
  id: number;
  status: string;
  adminId: number;
}

export type ChangeContactRequestStatusError = { code: 'contactRequestNotFound' } | { code: 'adContactStatusInvalid' };

/**
 * An admin sets a contact request's status (new, in progress, done; any of them, a request may be reopened).
 * With the row locked: the status and the audit entry (before, after) in one unit of work. Setting the status it
 * has already changes nothing and writes no entry.
 */
@Injectable()
export class ChangeContactRequestStatusHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly inbox: ContactInbox,
    private readonly audit: AuditLog,
  ) {}

  async execute(command: ChangeContactRequestStatusCommand): Promise<Result<{ id: number; status: ContactRequestStatus; previous: ContactRequestStatus }, ChangeContactRequestStatusError>> {
    const to = command.status;
    if (!isContactRequestStatus(to)) return err({ code: 'adContactStatusInvalid' as const });
    return this.uow.run(async () => {
      const request = await this.inbox.findForUpdate(command.id);
      if (!request) return err({ code: 'contactRequestNotFound' as const });
      if (request.status !== to) {
        await this.inbox.setStatus(command.id, to);
        await this.audit.record({ adminId: command.adminId, action: 'contactRequest.status', entity: 'contactRequest', entityId: command.id, before: { status: request.status }, after: { status: to } });
      }
      return ok({ id: command.id, status: to, previous: request.status });
    });
  }
}
