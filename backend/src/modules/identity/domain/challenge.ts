/**
 * The self-hosted registration challenge (docs/decisions/0005-registration-challenge.md): a proof of
 * work. The client finds a nonce so that SHA-256(salt + nonce) starts with `difficulty` zero bits.
 */
export interface Challenge {
  id: string;
  salt: string;
  difficulty: number;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** HMAC-SHA256 (base64url) over id, salt, difficulty and expiresAt with the server secret. */
  signature: string;
}

export interface ChallengeSolution extends Challenge {
  nonce: string;
}

export const CHALLENGE_TTL_MS = 10 * 60_000;

/** Number of leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The string both sides sign and the server checks. */
export function challengeSigningInput(c: Pick<Challenge, 'id' | 'salt' | 'difficulty' | 'expiresAt'>): string {
  return `${c.id}.${c.salt}.${c.difficulty}.${c.expiresAt}`;
}

/**
 * What a challenge is for: the registration, password-reset (and contact) forms, or a login to an account under
 * attack from a device it does not know (login-throttle.policy.ts), which costs 4 times the work.
 */
export type ChallengePurpose = 'form' | 'login';

export const LOGIN_CHALLENGE_EXTRA_BITS = 2;

/** The difficulty a purpose needs at the configured base difficulty (CHALLENGE_DIFFICULTY, 0–28). */
export function challengeDifficulty(base: number, purpose: ChallengePurpose): number {
  return purpose === 'login' ? Math.min(28, base + LOGIN_CHALLENGE_EXTRA_BITS) : base;
}
