import { Injectable } from '@nestjs/common';
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ShopConfig } from '../../../../config/app-config';
import { CHALLENGE_TTL_MS, challengeDifficulty, challengeSigningInput, leadingZeroBits, type Challenge, type ChallengePurpose, type ChallengeSolution } from '../../domain/challenge';
import { ChallengePort } from '../../domain/ports/challenge.port';
import { ServerSecrets } from './server-secrets';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HEX32 = /^[0-9a-f]{32}$/;

/**
 * Proof of work (docs/decisions/0005-registration-challenge.md): the server signs {id, salt,
 * difficulty, expiresAt} with an HMAC key; the client finds a nonce with SHA-256(salt + nonce)
 * starting with `difficulty` zero bits; the server checks signature, expiry, work and single use.
 * No third-party service, no state until a solution is used.
 */
@Injectable()
export class PowChallengeAdapter extends ChallengePort {
  constructor(
    private readonly secrets: ServerSecrets,
    private readonly db: DataSource,
    private readonly config: ShopConfig,
  ) {
    super();
  }

  /** Overridable in unit tests. */
  protected now(): number {
    return Date.now();
  }

  async issue(purpose: ChallengePurpose = 'form'): Promise<Challenge> {
    const unsigned = {
      id: randomUUID(),
      salt: randomBytes(16).toString('hex'),
      difficulty: challengeDifficulty(this.config.get('challengeDifficulty'), purpose),
      expiresAt: this.now() + CHALLENGE_TTL_MS,
    };
    return { ...unsigned, signature: await this.sign(unsigned) };
  }

  async verify(s: ChallengeSolution, purpose: ChallengePurpose = 'form'): Promise<boolean> {
    if (typeof s !== 'object' || s === null) return false;
    if (typeof s.id !== 'string' || !UUID.test(s.id) || typeof s.salt !== 'string' || !HEX32.test(s.salt)) return false;
    if (!Number.isSafeInteger(s.difficulty) || !Number.isSafeInteger(s.expiresAt) || typeof s.signature !== 'string' || typeof s.nonce !== 'string') return false;
    if (s.difficulty < challengeDifficulty(this.config.get('challengeDifficulty'), purpose) || s.nonce.length === 0 || s.nonce.length > 64) return false;
    const now = this.now();
    if (s.expiresAt <= now || s.expiresAt > now + CHALLENGE_TTL_MS) return false;
    const expected = Buffer.from(await this.sign(s));
    const given = Buffer.from(s.signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const digest = createHash('sha256').update(s.salt + s.nonce, 'utf8').digest();
    if (leadingZeroBits(digest) < s.difficulty) return false;
    // Single use: the first solution of an id is recorded; any later one is refused.
    const inserted: Array<{ id: string }> = await this.db.query(
      'INSERT INTO challenge_used (id, expires_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
      [s.id, new Date(s.expiresAt)],
    );
    if (Math.random() < 0.05) await this.db.query('DELETE FROM challenge_used WHERE expires_at < now()');
    return inserted.length === 1;
  }

  private async sign(c: Pick<Challenge, 'id' | 'salt' | 'difficulty' | 'expiresAt'>): Promise<string> {
    return createHmac('sha256', await this.secrets.challengeSigningKey()).update(challengeSigningInput(c)).digest('base64url');
  }
}
