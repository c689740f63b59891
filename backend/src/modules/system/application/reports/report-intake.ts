import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { errorForLog } from '../../../../shared/logger';
import { RateLimiter, type RateLimitKey, type RateLimitRule } from '../../../../shared/rate-limit/rate-limit';
import { RememberedRefusals } from '../../../../shared/rate-limit/remembered-refusals';
import { REPORT_LIMITS } from '../../domain/report-limits';

export interface Reporter {
  address: string;
  /** The visitor's session (customer session cookie or visitor id), when there is one. */
  session: string | null;
}

export interface TrackingItem {
  type: string;
  param2?: string | null;
  param3?: string | null;
  param4?: string | null;
  visitorId?: string | null;
}

/** A kind of report's two rules: per client address and per session. */
interface ReportRules {
  readonly address: RateLimitRule;
  readonly session: RateLimitRule;
}

const rules = (kind: 'tracking' | 'frontendError'): ReportRules => ({
  address: { bucket: `report:${kind}:address`, limit: REPORT_LIMITS[kind].perAddress, windowMs: REPORT_LIMITS.windowMs },
  session: { bucket: `report:${kind}:session`, limit: REPORT_LIMITS[kind].perSession, windowMs: REPORT_LIMITS.windowMs },
});

/**
 * Takes in visitor statistics (`/int/add`) and frontend error reports (`/system/frontend-error`), bounded:
 * each is limited per client address and per session by the shared rate limiter, so the limits hold for the
 * whole cluster and not per instance (answered "not accepted" beyond, nothing stored). A flood costs one limiter
 * call per subject and wait on each instance: the instance remembers the refusal until the wait is over.
 * Identical error reports are one row with a count. The table of error reports is trimmed hourly (age and count),
 * so a broken client or a flood leaves a small table and a fast server.
 */
@Injectable()
export class ReportIntake {
  private readonly logger = new Logger('Reports');
  private readonly tracking = rules('tracking');
  private readonly errors = rules('frontendError');
  private readonly limiter: RememberedRefusals;

  constructor(
    private readonly db: DataSource,
    limiter: RateLimiter,
  ) {
    this.limiter = new RememberedRefusals(limiter);
  }

  private async allowed(rules: ReportRules, who: Reporter): Promise<boolean> {
    const keys: RateLimitKey[] = [{ rule: rules.address, subject: who.address }];
    if (who.session !== null) keys.push({ rule: rules.session, subject: who.session });
    return (await this.limiter.take(keys)).allowed;
  }

  async track(item: TrackingItem, who: Reporter): Promise<boolean> {
    if (!(await this.allowed(this.tracking, who))) return false;
    await this.db.query('INSERT INTO tracking_item (type, param1, param2, param3, param4, visitor_id) VALUES ($1,$1,$2,$3,$4,$5)', [
      item.type,
      item.param2 ?? null,
      item.param3 ?? null,
      item.param4 ?? null,
      item.visitorId ?? null,
    ]);
    return true;
  }

  async frontendError(report: { message: string; info: string | null; userAgent: string }, who: Reporter): Promise<boolean> {
    if (!(await this.allowed(this.errors, who))) return false;
    const fingerprint = createHash('sha256').update(`${report.message}\n${report.info ?? ''}`).digest('hex');
    await this.db.query(
      `INSERT INTO frontend_error (message, info, user_agent, fingerprint) VALUES ($1, $2, $3, $4)
       ON CONFLICT (fingerprint) DO UPDATE SET occurrences = frontend_error.occurrences + 1, last_seen_at = now(), user_agent = EXCLUDED.user_agent`,
      [report.message, report.info, report.userAgent, fingerprint],
    );
    return true;
  }

  /** Drops error reports older than the kept age and beyond the kept count (the least recently seen first). */
  async trimErrors(): Promise<number> {
    const rows: Array<{ id: string }> = await this.db.query(
      `DELETE FROM frontend_error WHERE last_seen_at < now() - make_interval(days => $1)
          OR id IN (SELECT id FROM frontend_error ORDER BY last_seen_at DESC, id DESC OFFSET $2)
       RETURNING id`,
      [REPORT_LIMITS.keptErrorDays, REPORT_LIMITS.keptErrors],
    );
    return rows.length;
  }

  @Interval(60 * 60_000)
  async trimHourly(): Promise<void> {
    try {
      const dropped = await this.trimErrors();
      if (dropped > 0) this.logger.log(`dropped ${dropped} old frontend error reports`);
    } catch (e) {
      this.logger.warn({ msg: 'trimming frontend error reports failed', ...errorForLog(e) });
    }
  }
}
