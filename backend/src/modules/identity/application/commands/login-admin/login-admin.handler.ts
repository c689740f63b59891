import { Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@shop/domain';
import type { AdminUser } from '../../../domain/admin-user';
import { normalizeEmail } from '../../../domain/email';
import { identityError, IdentityErrorCode, type IdentityError, rateLimitedError } from '../../../domain/identity.errors';
import { AdminUserRepository } from '../../../domain/ports/admin-user.repository.port';
import { PasswordHasher } from '../../../domain/ports/password-hasher.port';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import { LoginThrottle } from '../../login-throttle.service';
import { SessionService, type StartedSession } from '../../session.service';
import type { LoginAdminCommand } from './login-admin.command';

/** Admin login: its own accounts, its own (shorter) session and cookie; throttled like customers. */
@Injectable()
export class LoginAdminHandler {
  constructor(
    private readonly admins: AdminUserRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionService,
    private readonly events: SecurityEventLog,
  ) {}

  async execute(command: LoginAdminCommand): Promise<Result<{ admin: AdminUser; previousLoginAt: Date | null; session: StartedSession; deviceToken: string }, IdentityError>> {
    const account = normalizeEmail(command.email);
    const admin = await this.admins.findByEmail(account);
    const deviceId = await this.throttle.knownDevice('admin', admin?.id ?? null, command.deviceToken);
    const check = await this.throttle.check('admin', 'login', account, command.meta, deviceId, command.challenge ?? null);
    if (check.invalidChallenge) return err(identityError(IdentityErrorCode.invalidChallenge));
    if (!check.decision.allowed) return err(check.decision.challengeRequired ? identityError(IdentityErrorCode.loginChallengeRequired) : rateLimitedError(check.decision));
    const valid = admin ? await this.hasher.verify(command.password, admin.passwordHash) : await this.hasher.verifyDummy(command.password);
    if (!admin || !valid) {
      await this.throttle.fail(check, admin?.id ?? null, admin ? 'wrongPassword' : 'unknownAccount');
      return err(identityError(IdentityErrorCode.loginFailed));
    }
    await this.throttle.succeed(check);
    const deviceToken = await this.throttle.rememberDevice('admin', admin.id, deviceId, command.deviceToken);
    const now = new Date();
    const session = await this.sessions.start('admin', admin.id, command.permanent, command.meta, command.previousToken);
    await this.admins.recordLogin(admin.id, now);
    await this.events.record({ type: 'adminLogin', subjectKind: 'admin', subjectId: admin.id, email: admin.email, clientAddress: command.meta.clientAddress, details: { permanent: command.permanent } });
    return ok({ admin: { ...admin, lastLoginAt: now }, previousLoginAt: admin.lastLoginAt, session, deviceToken });
  }
}
