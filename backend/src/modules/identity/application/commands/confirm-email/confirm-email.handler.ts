import { Injectable } from '@nestjs/common';
import { ConfirmationCodeRepository } from '../../../domain/ports/confirmation-code.repository.port';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import { sha256Hex } from '../../tokens';
import type { ConfirmEmailCommand } from './confirm-email.command';

/**
 * Confirms an e-mailed link: a registration opt-in activates the pending account; a new-email link
 * switches the account to the new address (if it is still free). The code is used up in the same
 * statement that checks it, so a link works exactly once; unknown, used or expired → false.
 */
@Injectable()
export class ConfirmEmailHandler {
  constructor(
    private readonly users: UserRepository,
    private readonly codes: ConfirmationCodeRepository,
    private readonly events: SecurityEventLog,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(command: ConfirmEmailCommand): Promise<boolean> {
    if (!command.code || command.code.length > 200) return false;
    const now = new Date();
    return this.uow.run(async () => {
      const code = await this.codes.consume(sha256Hex(command.code), ['registration', 'emailChange'], now);
      if (!code) return false;
      await this.uow.lock(`user:${code.userId}`);
      const user = await this.users.findById(code.userId);
      if (!user) return false;
      if (code.type === 'registration') {
        if (!user.isPending) return false;
        user.confirm(now);
        await this.users.save(user);
        await this.events.record({ type: 'registrationConfirmed', subjectKind: 'customer', subjectId: user.id, email: user.email, clientAddress: command.meta.clientAddress });
        return true;
      }
      if (!user.isActive || !code.newEmail) return false;
      await this.uow.lock(`user-email:${code.newEmail}`);
      const holder = await this.users.findByEmail(code.newEmail);
      if (holder && holder.id !== user.id) return false;
      const previous = user.email;
      user.changeEmail(code.newEmail);
      await this.users.save(user);
      // Links sent to the old address no longer apply.
      await this.codes.invalidateOpen(user.id, 'emailChange', now);
      await this.codes.invalidateOpen(user.id, 'passwordReset', now);
      await this.events.record({ type: 'emailChanged', subjectKind: 'customer', subjectId: user.id, email: user.email, clientAddress: command.meta.clientAddress, details: { previous } });
      return true;
    });
  }
}
