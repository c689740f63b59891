import { Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@shop/domain';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { ConfirmationCodeRepository } from '../../../domain/ports/confirmation-code.repository.port';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import type { UserStatus } from '../../../domain/user';
import { IdentityMailer } from '../../mail/identity-mailer';
import { SessionService } from '../../session.service';
import { newSecretToken, sha256Hex } from '../../tokens';

export type AdminCustomerError = { code: 'userIdUnknown' } | { code: 'adUserNotActive' };

/**
 * What the shop owner does to a customer's access (ADR 0024): lock and unlock the account, and
 * send the password-reset mail. Each change is recorded in the admin audit log in its own transaction.
 */
@Injectable()
export class AdminCustomerAccessHandler {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly codes: ConfirmationCodeRepository,
    private readonly events: SecurityEventLog,
    private readonly mailer: IdentityMailer,
    private readonly audit: AuditLog,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * Locks (or unlocks) the account. A locked customer cannot log in (the login refuses any account that is
   * not active) and every session of theirs ends at once, in the same transaction.
   */
  async setLocked(adminId: number, userId: number, locked: boolean): Promise<Result<{ id: number; status: UserStatus; locked: boolean }, AdminCustomerError>> {
    return this.uow.run(async () => {
      const user = await this.users.findById(userId);
      if (!user) return err({ code: 'userIdUnknown' as const });
      const before = user.status;
      if (locked) user.lock();
      else user.unlock();
      const saved = await this.users.save(user);
      if (locked) await this.sessions.revokeAll('customer', userId);
      await this.audit.record({ adminId, action: locked ? 'user.lock' : 'user.unlock', entity: 'user', entityId: userId, before: { status: before }, after: { status: saved.status } });
      return ok({ id: userId, status: saved.status, locked: saved.isLocked });
    });
  }

  /**
   * The password-reset mail of the "password forgotten" flow, sent on the shop owner's request: a new
   * one-time link (older open links invalidated), in the customer's language. Only for an active account.
   */
  async sendPasswordReset(adminId: number, userId: number): Promise<Result<{ sent: true }, AdminCustomerError>> {
    const user = await this.users.findById(userId);
    if (!user) return err({ code: 'userIdUnknown' });
    if (!user.isActive) return err({ code: 'adUserNotActive' });
    const now = new Date();
    const code = newSecretToken();
    await this.uow.run(async () => {
      await this.codes.invalidateOpen(user.id, 'passwordReset', now);
      await this.codes.create({ type: 'passwordReset', codeHash: sha256Hex(code), userId: user.id, newEmail: null, expiresAt: new Date(now.getTime() + this.mailer.linkTtlMs('passwordReset')) });
      await this.events.record({ type: 'passwordResetRequested', subjectKind: 'customer', subjectId: user.id, email: user.email, clientAddress: null, details: { byAdmin: adminId } });
      await this.audit.record({ adminId, action: 'user.passwordReset', entity: 'user', entityId: user.id, before: null, after: { mailed: true } });
    });
    await this.mailer.passwordReset(user, code, user.locale === 'en' ? 'en' : 'de');
    return ok({ sent: true });
  }
}
