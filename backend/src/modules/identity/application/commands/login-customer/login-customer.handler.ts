import { Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@shop/domain';
import { normalizeEmail } from '../../../domain/email';
import { identityError, IdentityErrorCode, type IdentityError, rateLimitedError } from '../../../domain/identity.errors';
import { PasswordHasher } from '../../../domain/ports/password-hasher.port';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import type { User } from '../../../domain/user';
import { LoginThrottle } from '../../login-throttle.service';
import { SessionService, type StartedSession } from '../../session.service';
import type { LoginCustomerCommand } from './login-customer.command';

/**
 * Customer login. Unknown e-mail, wrong password and unconfirmed account all answer loginErrorMsg
 * (an unknown e-mail still costs one scrypt, so timing tells nothing either). Slowed down per account and
 * client address and per address; an account under attack asks devices it does not know for a solved login
 * challenge; a known device of the account is judged by its own failures (login-throttle.policy.ts).
 */
@Injectable()
export class LoginCustomerHandler {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionService,
    private readonly events: SecurityEventLog,
  ) {}

  async execute(command: LoginCustomerCommand): Promise<Result<{ user: User; session: StartedSession; deviceToken: string }, IdentityError>> {
    const account = normalizeEmail(command.email);
    const user = await this.users.findByEmail(account);
    const deviceId = await this.throttle.knownDevice('customer', user?.id ?? null, command.deviceToken);
    const check = await this.throttle.check('customer', 'login', account, command.meta, deviceId, command.challenge ?? null);
    if (check.invalidChallenge) return err(identityError(IdentityErrorCode.invalidChallenge));
    if (!check.decision.allowed) return err(check.decision.challengeRequired ? identityError(IdentityErrorCode.loginChallengeRequired) : rateLimitedError(check.decision));
    const valid = user ? await this.hasher.verify(command.password, user.passwordHash) : await this.hasher.verifyDummy(command.password);
    if (!user || !valid) {
      await this.throttle.fail(check, user?.id ?? null, user ? 'wrongPassword' : 'unknownAccount');
      return err(identityError(IdentityErrorCode.loginFailed));
    }
    if (!user.isActive) {
      await this.throttle.release(check);
      await this.events.record({ type: 'loginFailed', subjectKind: 'customer', subjectId: user.id, email: account, clientAddress: command.meta.clientAddress, details: { reason: user.status } });
      return err(identityError(IdentityErrorCode.loginFailed));
    }
    await this.throttle.succeed(check);
    const deviceToken = await this.throttle.rememberDevice('customer', user.id, deviceId, command.deviceToken);
    const session = await this.sessions.start('customer', user.id, command.permanent, command.meta, command.previousToken);
    return ok({ user, session, deviceToken });
  }
}
