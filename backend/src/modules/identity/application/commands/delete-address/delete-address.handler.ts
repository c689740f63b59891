import { Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@shop/domain';
import { identityError, IdentityErrorCode, type IdentityError } from '../../../domain/identity.errors';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import type { User } from '../../../domain/user';
import type { DeleteAddressCommand } from './delete-address.command';

/** Deletes an address of the caller's own address book; someone else's id answers addressNotFound. */
@Injectable()
export class DeleteAddressHandler {
  constructor(private readonly users: UserRepository, private readonly uow: UnitOfWork) {}

  execute(command: DeleteAddressCommand): Promise<Result<User, IdentityError>> {
    return this.uow.run(async () => {
      await this.uow.lock(`user:${command.userId}`);
      const user = await this.users.findById(command.userId);
      if (!user) return err(identityError(IdentityErrorCode.notLoggedIn));
      const deleted = user.deleteAddress(command.addressId);
      if (!deleted.ok) return deleted;
      return ok(await this.users.save(user));
    });
  }
}
