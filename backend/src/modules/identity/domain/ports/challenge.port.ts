import type { Challenge, ChallengeSolution } from '../challenge';

/** Issues and verifies the self-hosted proof-of-work challenge. A solution is accepted once. */
export abstract class ChallengePort {
  abstract issue(): Promise<Challenge>;
  abstract verify(solution: ChallengeSolution): Promise<boolean>;
}
