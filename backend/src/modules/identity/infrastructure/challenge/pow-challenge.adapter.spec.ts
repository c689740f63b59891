import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ShopConfig, type AppConfig } from '../../../../config/app-config';
import { leadingZeroBits, type Challenge } from '../../domain/challenge';
import { PowChallengeAdapter } from './pow-challenge.adapter';
import type { ServerSecrets } from './server-secrets';

class ClockedAdapter extends PowChallengeAdapter {
  at = Date.parse('2025-05-01T10:00:00Z');
  protected override now(): number {
    return this.at;
  }
}

function solve(c: Challenge): string {
  for (let n = 0; ; n++) if (leadingZeroBits(createHash('sha256').update(`${c.salt}${n}`).digest()) >= c.difficulty) return String(n);
}

function setup(difficulty = 8) {
  const used = new Set<string>();
  const db = { query: async (sql: string, params: unknown[]) => (sql.startsWith('INSERT') ? (used.has(params[0] as string) ? [] : (used.add(params[0] as string), [{ id: params[0] }])) : []) } as unknown as DataSource;
  const secrets = { challengeSigningKey: async () => Buffer.alloc(32, 7) } as unknown as ServerSecrets;
  const config = new ShopConfig({ challengeDifficulty: difficulty } as AppConfig);
  return new ClockedAdapter(secrets, db, config);
}

describe('PowChallengeAdapter', () => {
  it('accepts a solved, signed, fresh challenge exactly once', async () => {
    const adapter = setup();
    const c = await adapter.issue();
    expect(c.difficulty).toBe(8);
    const solution = { ...c, nonce: solve(c) };
    expect(await adapter.verify(solution)).toBe(true);
    expect(await adapter.verify(solution)).toBe(false);
  });

  it('refuses an expired challenge', async () => {
    const adapter = setup();
    const c = await adapter.issue();
    const solution = { ...c, nonce: solve(c) };
    adapter.at += 10 * 60_000;
    expect(await adapter.verify(solution)).toBe(false);
  });

  it('refuses tampering and too little work', async () => {
    const adapter = setup();
    const c = await adapter.issue();
    const nonce = solve(c);
    expect(await adapter.verify({ ...c, nonce, difficulty: 1 })).toBe(false);
    expect(await adapter.verify({ ...c, nonce, salt: '0'.repeat(32) })).toBe(false);
    expect(await adapter.verify({ ...c, nonce, id: '00000000-0000-4000-8000-000000000000' })).toBe(false);
    let bad = 0;
    while (leadingZeroBits(createHash('sha256').update(`${c.salt}${bad}`).digest()) >= c.difficulty) bad++;
    expect(await adapter.verify({ ...c, nonce: String(bad) })).toBe(false);
    expect(await adapter.verify({ ...c, nonce: 'x'.repeat(65) })).toBe(false);
  });

  it('refuses a challenge signed for a lower difficulty than configured now', async () => {
    const low = await setup(4).issue();
    expect(await setup(8).verify({ ...low, nonce: solve(low) })).toBe(false);
  });
});
