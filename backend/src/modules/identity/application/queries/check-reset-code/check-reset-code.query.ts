import { Injectable } from '@nestjs/common';
import { ConfirmationCodeRepository } from '../../../domain/ports/confirmation-code.repository.port';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import { sha256Hex } from '../../tokens';

/** Is a password-reset code still usable (the set-new-password page asks before showing its form)? */
@Injectable()
export class CheckResetCodeQuery {
  constructor(private readonly codes: ConfirmationCodeRepository, private readonly users: UserRepository) {}

  async execute(code: string): Promise<boolean> {
    if (!code || code.length > 200) return false;
    const found = await this.codes.findUsable(sha256Hex(code), ['passwordReset'], new Date());
    if (!found) return false;
    const user = await this.users.findById(found.userId);
    return user !== null && user.isActive;
  }
}
