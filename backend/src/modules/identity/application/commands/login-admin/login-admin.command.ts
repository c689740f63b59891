import type { ChallengeSolution } from '../../../domain/challenge';
import type { RequestMeta } from '../../request-meta';

export interface LoginAdminCommand {
  email: string;
  password: string;
  permanent: boolean;
  previousToken: string | null;
  /** The device cookie the browser presented (a browser that logged in to this account before). */
  deviceToken: string | null;
  meta: RequestMeta;
  /** A solved login challenge: needed from an unknown device while the account is under attack (loginChallengeRequired). */
  challenge?: ChallengeSolution | null;
}
