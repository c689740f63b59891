import { Injectable } from '@nestjs/common';
import { IdentityFacade } from '../../identity';
import { ContactChallengePort } from '../domain/ports/contact-challenge.port';

/** The registration's proof of work, through identity's facade (one challenge, one verifier, ADR 0005). */
@Injectable()
export class IdentityChallengeAdapter extends ContactChallengePort {
  constructor(private readonly identity: IdentityFacade) {
    super();
  }

  verify(solution: unknown): Promise<boolean> {
    return this.identity.verifyChallenge(solution);
  }
}
