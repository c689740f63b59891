/** The form's "further confirmation control": the registration's proof of work, verified once (ADR 0005). */
export abstract class ContactChallengePort {
  /** True for a valid, unused solution (it is used up by this call). */
  abstract verify(solution: unknown): Promise<boolean>;
}
