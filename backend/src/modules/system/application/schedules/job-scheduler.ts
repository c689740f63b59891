import { HttpStatus, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { ShopConfig } from '../../../../config/app-config';
import { ApiError } from '../../../../shared/api-error';
import { Jobs, type JobView } from '../../../../shared/admin/jobs';
import { errorForLog } from '../../../../shared/logger';

/** What a schedule's last slot did: started its job, found it already running, or found no such job kind. */
export type ScheduleOutcome = 'started' | 'busy' | 'skippedUnregistered';

export interface ScheduleView {
  kind: string;
  enabled: boolean;
  intervalSeconds: number;
  /** Whether a module registered this job kind; a schedule of an unknown kind is skipped (and reported). */
  registered: boolean;
  lastRunAt: string | null;
  lastOutcome: ScheduleOutcome | null;
  /** The job the schedule last started (state, result, error). */
  lastJob: JobView | null;
  /** When the next slot begins (null while stopped). */
  nextRunAt: string | null;
}

export interface ScheduleRow {
  kind: string;
  enabled: boolean;
  interval_seconds: number;
  last_slot: string | null;
  last_run_at: Date | null;
  last_job_id: string | null;
  last_outcome: ScheduleOutcome | null;
}

export const SCHEDULE_INTERVAL_NAME = 'jobSchedules';

/**
 * The scheduled tasks (ADR 0028), rows of job_schedule: every SCHEDULE_TICK_MS each instance looks at the
 * enabled schedules; time is cut into slots of interval_seconds (slot = floor(epoch / interval)); when a
 * schedule's slot is newer than its last one, the instance starts its job kind with the dedupe key
 * `kind:slot`. The job table's unique dedupe key makes that start succeed on exactly one instance per slot,
 * even when another instance has already finished it; the others get null and move on. A schedule seen for
 * the first time (or just started, or given a new interval) is armed: it runs at the next slot boundary, so
 * a restart or a fresh install never starts every task at once. A kind nobody registered is skipped and
 * reported (lastOutcome skippedUnregistered); a slot whose kind is still running is tried again at the next
 * tick (busy).
 *
 * Every tick first sweeps the jobs whose lease lapsed (their instance died): they are marked interrupted and
 * their kind can start again. A slot whose job was interrupted runs again at the next tick of a live
 * instance, once per cluster (dedupe key `kind:slot:after-<interrupted job>`), instead of waiting for the
 * next slot.
 */
@Injectable()
export class JobScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Schedules');
  private ticking: Promise<unknown> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly reportedUnregistered = new Set<string>();

  constructor(
    private readonly db: DataSource,
    private readonly jobs: Jobs,
    private readonly config: ShopConfig,
    @Optional() private readonly registry?: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.safeTick(), this.config.get('scheduleTickMs'));
    this.timer.unref();
    this.registry?.addInterval(SCHEDULE_INTERVAL_NAME, this.timer);
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.registry?.doesExist('interval', SCHEDULE_INTERVAL_NAME)) this.registry.deleteInterval(SCHEDULE_INTERVAL_NAME);
  }

  private async safeTick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = this.tick()
      .catch((e: unknown) => this.logger.warn({ msg: 'schedule tick failed', ...errorForLog(e) }))
      .finally(() => (this.ticking = null));
    await this.ticking;
  }

  /** Starts what is due at `now`; answers the jobs this instance started (tests drive it with a given time). */
  async tick(now: Date = new Date()): Promise<JobView[]> {
    await this.jobs.sweep();
    const rows = (await this.db.query(`SELECT * FROM job_schedule WHERE enabled ORDER BY kind`)) as ScheduleRow[];
    const started: JobView[] = [];
    const kinds = new Set(this.jobs.kinds());
    for (const row of rows) {
      const slot = Math.floor(now.getTime() / (row.interval_seconds * 1000));
      if (row.last_slot === null) {
        await this.db.query(`UPDATE job_schedule SET last_slot = $2 WHERE kind = $1 AND last_slot IS NULL`, [row.kind, slot]);
        continue;
      }
      if (Number(row.last_slot) >= slot) {
        if (Number(row.last_slot) === slot && row.last_job_id !== null && kinds.has(row.kind)) {
          const again = await this.rerunInterrupted(row.kind, slot, Number(row.last_job_id), now);
          if (again) started.push(again);
        }
        continue;
      }
      if (!kinds.has(row.kind)) {
        if (!this.reportedUnregistered.has(row.kind)) {
          this.reportedUnregistered.add(row.kind);
          this.logger.warn({ msg: 'scheduled job kind is not registered; skipped', kind: row.kind });
        }
        await this.record(row.kind, slot, null, 'skippedUnregistered', now);
        continue;
      }
      try {
        const job = await this.jobs.start(row.kind, { dedupeKey: `${row.kind}:${slot}` });
        if (job === null) {
          // Another instance has this slot. Should it have died before recording the slot, the slot's job is
          // recorded here, so its interruption is seen and the slot runs again (above).
          const taken = await this.jobs.idByDedupeKey(`${row.kind}:${slot}`);
          if (taken !== null) await this.record(row.kind, slot, taken, 'started', now);
          continue;
        }
        started.push(job);
        await this.record(row.kind, slot, job.id, 'started', now);
      } catch (e) {
        if (e instanceof ApiError && e.code === 'jobAlreadyRunning') {
          await this.db.query(`UPDATE job_schedule SET last_outcome = 'busy' WHERE kind = $1`, [row.kind]);
          continue;
        }
        throw e;
      }
    }
    return started;
  }

  /** Starts the slot's job again when the last one was interrupted; null when it was not, or another instance did. */
  private async rerunInterrupted(kind: string, slot: number, lastJobId: number, now: Date): Promise<JobView | null> {
    const last = await this.jobs.get(lastJobId);
    if (last?.state !== 'failed' || last.error?.code !== 'jobInterrupted') return null;
    try {
      const job = await this.jobs.start(kind, { dedupeKey: `${kind}:${slot}:after-${lastJobId}` });
      if (job === null) return null;
      await this.db.query(`UPDATE job_schedule SET last_job_id = $2, last_outcome = 'started', last_run_at = $3 WHERE kind = $1 AND last_job_id = $4`, [kind, job.id, now, lastJobId]);
      this.logger.warn({ msg: 'scheduled job interrupted: its slot runs again', kind, interruptedJobId: lastJobId, jobId: job.id });
      return job;
    } catch (e) {
      if (e instanceof ApiError && e.code === 'jobAlreadyRunning') return null;
      throw e;
    }
  }

  private async record(kind: string, slot: number, jobId: number | null, outcome: ScheduleOutcome, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE job_schedule SET last_slot = $2, last_job_id = COALESCE($3, last_job_id), last_outcome = $4, last_run_at = $5
        WHERE kind = $1 AND (last_slot IS NULL OR last_slot < $2)`,
      [kind, slot, jobId, outcome, now],
    );
  }

  async list(now: Date = new Date()): Promise<ScheduleView[]> {
    const rows = (await this.db.query(`SELECT * FROM job_schedule ORDER BY kind`)) as ScheduleRow[];
    const kinds = new Set(this.jobs.kinds());
    return Promise.all(rows.map((row) => this.view(row, kinds, now)));
  }

  async get(kind: string): Promise<ScheduleView> {
    const rows = (await this.db.query(`SELECT * FROM job_schedule WHERE kind = $1`, [kind])) as ScheduleRow[];
    if (!rows[0]) throw new ApiError('adSchedUnknown', `No schedule for ${kind}.`, HttpStatus.NOT_FOUND);
    return this.view(rows[0], new Set(this.jobs.kinds()), new Date());
  }

  private async view(row: ScheduleRow, kinds: Set<string>, now: Date): Promise<ScheduleView> {
    const intervalMs = row.interval_seconds * 1000;
    const lastJob = row.last_job_id === null ? null : await this.jobs.get(Number(row.last_job_id));
    return {
      kind: row.kind,
      enabled: row.enabled,
      intervalSeconds: row.interval_seconds,
      registered: kinds.has(row.kind),
      lastRunAt: row.last_run_at ? new Date(row.last_run_at).toISOString() : null,
      lastOutcome: row.last_outcome,
      lastJob,
      nextRunAt: row.enabled ? new Date((Math.floor(now.getTime() / intervalMs) + 1) * intervalMs).toISOString() : null,
    };
  }
}
