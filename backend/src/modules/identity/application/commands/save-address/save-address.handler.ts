import { Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@shop/domain';
import { identityError, IdentityErrorCode, type IdentityError } from '../../../domain/identity.errors';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import type { User } from '../../../domain/user';
import type { SaveAddressCommand } from './save-address.command';

/** Adds or replaces an address of the caller's own address book (looked up by id and user id). */
@Injectable()
export class SaveAddressHandler {
  constructor(private readonly users: UserRepository, private readonly uow: UnitOfWork) {}

  execute(command: SaveAddressCommand): Promise<Result<User, IdentityError>> {
    return this.uow.run(async () => {
      await this.uow.lock(`user:${command.userId}`);
      const user = await this.users.findById(command.userId);
      if (!user) return err(identityError(IdentityErrorCode.notLoggedIn));
      const saved = user.saveAddress(command.address);
      if (!saved.ok) return saved;
      return ok(await this.users.save(user));
    });
  }
}
