/** One-way password hashing; the stored string carries its own parameters and salt. */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  /** Constant-time comparison; false for a malformed stored value. */
  abstract verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real verification (unknown accounts), so timing reveals nothing. */
  abstract verifyDummy(password: string): Promise<false>;
}
