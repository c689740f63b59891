import { Injectable } from '@nestjs/common';
import { IdentityFacade } from '../../../identity';
import { ContactAdminNames } from '../../domain/ports/contact-inbox.port';

/** An administrator's name from identity (its facade). */
@Injectable()
export class IdentityContactAdminNames extends ContactAdminNames {
  constructor(private readonly identity: IdentityFacade) {
    super();
  }

  nameOf(adminId: number): Promise<string> {
    return this.identity.adminName(adminId);
  }
}
