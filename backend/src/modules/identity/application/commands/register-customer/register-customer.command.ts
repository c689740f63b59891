import type { ChallengeSolution } from '../../../domain/challenge';
import type { RegistrationData } from '../../../domain/user';
import type { RequestMeta } from '../../request-meta';

export interface RegisterCustomerCommand {
  data: RegistrationData;
  challenge: ChallengeSolution;
  meta: RequestMeta;
}
