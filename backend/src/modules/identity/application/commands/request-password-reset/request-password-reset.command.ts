import type { ChallengeSolution } from '../../../domain/challenge';
import type { RequestMeta } from '../../request-meta';

export interface RequestPasswordResetCommand {
  email: string;
  locale: string;
  challenge: ChallengeSolution;
  meta: RequestMeta;
}
