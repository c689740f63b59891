import type { DataSource } from 'typeorm';
import { RateLimiter, type RateLimitDecision, type RateLimitKey } from '../../../../shared/rate-limit/rate-limit';
import { REPORT_LIMITS } from '../../domain/report-limits';
import { ReportIntake } from './report-intake';

/** The shared limiter as every instance sees it: one count per bucket and subject, whoever asks. */
class SharedCounts extends RateLimiter {
  readonly asked: RateLimitKey[][] = [];
  private readonly counts = new Map<string, number>();
  async take(keys: readonly RateLimitKey[]): Promise<RateLimitDecision> {
    this.asked.push([...keys]);
    for (const k of keys) if ((this.counts.get(`${k.rule.bucket}|${k.subject}`) ?? 0) >= k.rule.limit) return { allowed: false, retryAfterMs: 60_000, rule: k.rule };
    for (const k of keys) this.counts.set(`${k.rule.bucket}|${k.subject}`, (this.counts.get(`${k.rule.bucket}|${k.subject}`) ?? 0) + 1);
    return { allowed: true, ticket: { keys, hit: 'h' } };
  }
  async release(): Promise<void> {}
}

const database = () => {
  const rows: unknown[][] = [];
  return { rows, db: { query: async (_sql: string, params: unknown[]) => void rows.push(params) } as unknown as DataSource };
};

describe('ReportIntake', () => {
  it('three instances on one shared limiter take 20 error reports a minute from one address, not 20 each', async () => {
    const shared = new SharedCounts();
    const { rows, db } = database();
    const instances = [new ReportIntake(db, shared), new ReportIntake(db, shared), new ReportIntake(db, shared)];
    const report = { message: 'TypeError', info: null, userAgent: 'test' };
    const answers: boolean[] = [];
    for (let i = 0; i < 90; i++) answers.push(await instances[i % 3].frontendError(report, { address: '203.0.113.1', session: null }));
    expect(answers.filter(Boolean)).toHaveLength(REPORT_LIMITS.frontendError.perAddress);
    expect(rows).toHaveLength(REPORT_LIMITS.frontendError.perAddress); // refused reports touch no table
    // Each instance asked until it was refused once, then remembered the refusal.
    expect(shared.asked.length).toBeLessThanOrEqual(REPORT_LIMITS.frontendError.perAddress + instances.length);
  });

  it('counts per address and, when there is one, per session, in buckets of their own per kind of report', async () => {
    const shared = new SharedCounts();
    const intake = new ReportIntake(database().db, shared);
    await intake.track({ type: 'pavi' }, { address: '203.0.113.2', session: 'v1' });
    await intake.frontendError({ message: 'x', info: null, userAgent: 'test' }, { address: '203.0.113.2', session: null });
    expect(shared.asked.map((keys) => keys.map((k) => `${k.rule.bucket} ${k.subject} ${k.rule.limit}`))).toEqual([
      [`report:tracking:address 203.0.113.2 ${REPORT_LIMITS.tracking.perAddress}`, `report:tracking:session v1 ${REPORT_LIMITS.tracking.perSession}`],
      [`report:frontendError:address 203.0.113.2 ${REPORT_LIMITS.frontendError.perAddress}`],
    ]);
  });
});
