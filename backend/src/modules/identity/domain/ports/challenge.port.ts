import type { Challenge, ChallengePurpose, ChallengeSolution } from '../challenge';

/** Issues and verifies the self-hosted proof-of-work challenge. A solution is accepted once. */
export abstract class ChallengePort {
  abstract issue(purpose?: ChallengePurpose): Promise<Challenge>;
  /** True once for a valid, unexpired solution of at least the purpose's difficulty. */
  abstract verify(solution: ChallengeSolution, purpose?: ChallengePurpose): Promise<boolean>;
}
