import { Injectable, Logger } from '@nestjs/common';
import { err, ok, type Result } from '@shop/domain';
import { identityError, IdentityErrorCode, type IdentityError } from '../../../domain/identity.errors';
import { ChallengePort } from '../../../domain/ports/challenge.port';
import { ConfirmationCodeRepository } from '../../../domain/ports/confirmation-code.repository.port';
import { PasswordHasher } from '../../../domain/ports/password-hasher.port';
import { errorForLog } from '../../../../../shared/logger';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import { User } from '../../../domain/user';
import { IdentityMailer } from '../../mail/identity-mailer';
import { newSecretToken, sha256Hex } from '../../tokens';
import type { RegisterCustomerCommand } from './register-customer.command';

type Outcome = { kind: 'optIn'; user: User; code: string } | { kind: 'exists'; email: string };

/**
 * Registration: the challenge, the rules of docs/rules/validation.md#form-fields, a pending account and an e-mailed opt-in link.
 * An address that already has a confirmed account gets a notice mail instead, and the answer is the
 * same — registration does not reveal whether an address is registered. A second registration of a
 * never-confirmed address replaces the pending one and invalidates its old links.
 */
@Injectable()
export class RegisterCustomerHandler {
  private readonly logger = new Logger('Identity');

  constructor(
    private readonly users: UserRepository,
    private readonly codes: ConfirmationCodeRepository,
    private readonly hasher: PasswordHasher,
    private readonly challenges: ChallengePort,
    private readonly uow: UnitOfWork,
    private readonly mailer: IdentityMailer,
  ) {}

  async execute(command: RegisterCustomerCommand): Promise<Result<void, IdentityError>> {
    if (!(await this.challenges.verify(command.challenge))) return err(identityError(IdentityErrorCode.invalidChallenge));
    const now = new Date();
    const registered = User.register(command.data, await this.hasher.hash(command.data.password), now);
    if (!registered.ok) return registered;
    const candidate = registered.value;
    const outcome = await this.uow.run(async (): Promise<Outcome> => {
      await this.uow.lock(`user-email:${candidate.email}`);
      const existing = await this.users.findByEmail(candidate.email);
      if (existing && !existing.isPending) return { kind: 'exists', email: existing.email };
      let target = candidate;
      if (existing) {
        existing.replacePendingRegistration(candidate);
        await this.codes.invalidateOpen(existing.id, 'registration', now);
        target = existing;
      }
      const saved = await this.users.save(target);
      const code = newSecretToken();
      await this.codes.create({ type: 'registration', codeHash: sha256Hex(code), userId: saved.id, newEmail: null, expiresAt: new Date(now.getTime() + this.mailer.linkTtlMs('registration')) });
      return { kind: 'optIn', user: saved, code };
    });
    try {
      if (outcome.kind === 'optIn') await this.mailer.registrationOptIn(outcome.user, outcome.code, command.data.locale);
      else await this.mailer.accountExists(outcome.email, command.data.locale);
    } catch (e) {
      this.logger.error({ msg: 'registration mail could not be sent', ...errorForLog(e) });
      return err(identityError(IdentityErrorCode.emailCouldNotBeSent));
    }
    return ok(undefined);
  }
}
