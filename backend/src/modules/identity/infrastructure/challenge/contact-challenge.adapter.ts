import { Injectable } from '@nestjs/common';
import { ContactChallengePort } from '../../../content';
import { IdentityFacade } from '../../application/identity.facade';

/**
 * The contact form's confirmation control (content's port): the registration's proof of work, verified
 * and used up by identity (one challenge, one verifier, ADR 0005). Bound and exported by the identity module;
 * content's ContactFormModule imports identity for it (ContentModule itself does not: identity needs content).
 */
@Injectable()
export class ContactChallengeAdapter extends ContactChallengePort {
  constructor(private readonly identity: IdentityFacade) {
    super();
  }

  verify(solution: unknown): Promise<boolean> {
    return this.identity.verifyChallenge(solution);
  }
}
