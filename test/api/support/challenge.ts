import { createHash } from 'node:crypto';
import { http, API_CODE } from './api';

/** The challenge as GET /api/user/challenge answers it. */
export interface Challenge {
  id: string;
  salt: string;
  difficulty: number;
  expiresAt: number;
  signature: string;
}

export type SolvedChallenge = Challenge & { nonce: string };

/** Leading zero bits of a digest (the same definition as the server and the browser). */
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

/**
 * The proof-of-work solver for tests: the smallest decimal nonce n with SHA-256(salt + n) starting
 * with `difficulty` zero bits. The browser does the same with WebCrypto.
 */
export function solveChallenge(challenge: Challenge): SolvedChallenge {
  for (let n = 0; ; n++) {
    const digest = createHash('sha256').update(`${challenge.salt}${n}`, 'utf8').digest();
    if (leadingZeroBits(digest) >= challenge.difficulty) return { ...challenge, nonce: String(n) };
  }
}

/**
 * Fetches a challenge from a server (default: the one the global setup started) and solves it; `login` asks for
 * the harder one a login to an account under attack needs.
 */
export async function solvedChallenge(baseUrl?: string, purpose: 'form' | 'login' = 'form'): Promise<SolvedChallenge> {
  const path = purpose === 'login' ? '/api/user/challenge?purpose=login' : '/api/user/challenge';
  const res = await (baseUrl ? (await import('supertest')).default(baseUrl) : http()).get(path).set('apiCode', API_CODE);
  if (res.status !== 200) throw new Error(`challenge: ${res.status} ${JSON.stringify(res.body)}`);
  return solveChallenge(res.body.data);
}
