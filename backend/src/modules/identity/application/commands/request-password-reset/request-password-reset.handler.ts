import { Injectable, Logger } from '@nestjs/common';
import { err, ok, type Result } from '@shop/domain';
import { normalizeEmail } from '../../../domain/email';
import { identityError, IdentityErrorCode, type IdentityError } from '../../../domain/identity.errors';
import { ChallengePort } from '../../../domain/ports/challenge.port';
import { ConfirmationCodeRepository } from '../../../domain/ports/confirmation-code.repository.port';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import { errorForLog } from '../../../../../shared/logger';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import { IdentityMailer } from '../../mail/identity-mailer';
import { newSecretToken, sha256Hex } from '../../tokens';
import type { RequestPasswordResetCommand } from './request-password-reset.command';

/**
 * Password forgotten: a reset link for an active account, nothing for any other address — and the
 * same answer either way. Only the challenge is checked before answering; looking the address up,
 * storing the code and sending the mail happen after the answer has been sent, so its time does not tell
 * either.
 */
@Injectable()
export class RequestPasswordResetHandler {
  private readonly logger = new Logger('Identity');

  constructor(
    private readonly users: UserRepository,
    private readonly codes: ConfirmationCodeRepository,
    private readonly challenges: ChallengePort,
    private readonly events: SecurityEventLog,
    private readonly uow: UnitOfWork,
    private readonly mailer: IdentityMailer,
  ) {}

  /**
   * Checks the challenge only. On success answers `afterAnswer`: the lookup, the code and the mail, for the
   * caller to start once the answer has gone out (so none of it can slow the answer down). It never rejects;
   * a failure is logged without personal data.
   */
  async execute(command: RequestPasswordResetCommand): Promise<Result<{ afterAnswer: () => Promise<void> }, IdentityError>> {
    if (!(await this.challenges.verify(command.challenge))) return err(identityError(IdentityErrorCode.invalidChallenge));
    return ok({ afterAnswer: () => this.sendLink(command).catch((e: unknown) => this.logger.error({ msg: 'password reset request failed', ...errorForLog(e) })) });
  }

  private async sendLink(command: RequestPasswordResetCommand): Promise<void> {
    const user = await this.users.findByEmail(normalizeEmail(command.email));
    if (!user || !user.isActive) return;
    const now = new Date();
    const code = newSecretToken();
    await this.uow.run(async () => {
      await this.codes.invalidateOpen(user.id, 'passwordReset', now);
      await this.codes.create({ type: 'passwordReset', codeHash: sha256Hex(code), userId: user.id, newEmail: null, expiresAt: new Date(now.getTime() + this.mailer.linkTtlMs('passwordReset')) });
      await this.events.record({ type: 'passwordResetRequested', subjectKind: 'customer', subjectId: user.id, email: user.email, clientAddress: command.meta.clientAddress });
    });
    await this.mailer.passwordReset(user, code, command.locale);
  }
}
