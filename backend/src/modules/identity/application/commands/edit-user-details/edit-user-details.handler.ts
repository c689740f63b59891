import { Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@shop/domain';
import { normalizeEmail } from '../../../domain/email';
import { identityError, IdentityErrorCode, type IdentityError } from '../../../domain/identity.errors';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import type { User } from '../../../domain/user';
import type { EditUserDetailsCommand } from './edit-user-details.command';

@Injectable()
export class EditUserDetailsHandler {
  constructor(private readonly users: UserRepository, private readonly uow: UnitOfWork) {}

  execute(command: EditUserDetailsCommand): Promise<Result<User, IdentityError>> {
    return this.uow.run(async () => {
      await this.uow.lock(`user:${command.userId}`);
      const user = await this.users.findById(command.userId);
      if (!user) return err(identityError(IdentityErrorCode.notLoggedIn));
      if (normalizeEmail(command.email) !== user.email) return err(identityError(IdentityErrorCode.emailNotEditable));
      const edited = user.editDetails(command.details);
      if (!edited.ok) return edited;
      return ok(await this.users.save(user));
    });
  }
}
