import { HttpStatus, Injectable, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ShopConfig } from '../../config/app-config';
import { ApiError } from '../api-error';
import { errorForLog } from '../logger';
import { returnedRows } from '../persistence/returned-rows';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** What a running job gets: its parameters, a progress reporter and a signal that asks it to stop. */
export interface JobContext {
  jobId: number;
  params: Record<string, unknown>;
  adminId: number | null;
  /** Reports progress (written at most every 500 ms; the last call before the end always lands). */
  progress(done: number, total?: number | null, message?: string | null): Promise<void>;
  /** Aborted when an admin stops the job (or the app shuts down); a handler checks it between steps. */
  signal: AbortSignal;
}

/**
 * A kind of long work (backup, import, feed, PDF catalogue, statistics, sitemap, ...). Each module that owns
 * such work provides a handler and registers it with `Jobs.register` (in `onModuleInit`). The handler's
 * result is small JSON the tools page shows (counts, a file reference to download); it throws an ApiError
 * with a message id when it fails, and must leave nothing half-done (one transaction, or staged data).
 */
export interface JobHandler {
  readonly kind: string;
  /** Checks the parameters before a job is created; throws ApiError (400, a message id) on bad input. */
  validate?(params: Record<string, unknown>): void;
  run(context: JobContext): Promise<unknown>;
}

export interface JobView {
  id: number;
  kind: string;
  state: JobState;
  params: Record<string, unknown>;
  progress: { done: number; total: number | null; message: string | null };
  result: unknown;
  error: { code: string; message: string } | null;
  adminId: number | null;
  cancelRequested: boolean;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

const DEFAULT_LEASE_MS = 60_000;
const PROGRESS_WRITE_MS = 500;

/**
 * Jobs (ADR 0019), persisted in the table `job`: one row per run with its state, progress and result.
 * Never two jobs of one kind at once, across every app instance: a partial unique index on `kind` over the
 * queued and running rows makes the second start an insert that does nothing (answered 409 jobAlreadyRunning).
 * The instance that inserted the row runs it and renews its lease (JOB_LEASE_MS, renewed every third of it);
 * a row whose lease ran out (the instance died) is marked failed (jobInterrupted) by whichever instance looks
 * first: the sweep on every schedule tick (JobScheduler), a start of that kind, the job list. A scheduled run
 * passes a `dedupeKey` (kind + slot), so each slot runs once per cluster even when the previous run ended.
 */
@Injectable()
export class Jobs implements OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  private readonly owner = randomUUID();
  private readonly leaseMs: number;

  constructor(
    private readonly db: DataSource,
    @Optional() config?: ShopConfig,
  ) {
    this.leaseMs = config?.get('jobLeaseMs') ?? DEFAULT_LEASE_MS;
  }

  register(handler: JobHandler): void {
    if (this.handlers.has(handler.kind)) throw new Error(`Job kind ${handler.kind} is registered twice`);
    this.handlers.set(handler.kind, handler);
  }

  kinds(): string[] {
    return [...this.handlers.keys()].sort();
  }

  /**
   * Starts a job of that kind, or refuses with 409 jobAlreadyRunning while one is queued or running.
   * With a dedupeKey it answers null when that key has already run (a schedule slot of another instance).
   */
  async start(kind: string, options: { params?: Record<string, unknown>; adminId?: number | null; dedupeKey?: string } = {}): Promise<JobView | null> {
    const handler = this.handlers.get(kind);
    if (!handler) throw new ApiError('jobKindUnknown', `No job kind ${kind}.`, HttpStatus.NOT_FOUND);
    const params = options.params ?? {};
    handler.validate?.(params);
    await this.expireLeases(kind);
    const rows = (await this.db.query(
      `INSERT INTO job (kind, state, params, admin_id, owner, lease_until, dedupe_key, started_at)
       VALUES ($1, 'running', $2, $3, $4, now() + ($5 || ' milliseconds')::interval, $6, now())
       ON CONFLICT DO NOTHING RETURNING id`,
      [kind, JSON.stringify(params), options.adminId ?? null, this.owner, String(this.leaseMs), options.dedupeKey ?? null],
    )) as Array<{ id: string }>;
    if (rows.length === 0) {
      if (options.dedupeKey && (await this.dedupeKeyUsed(options.dedupeKey))) return null;
      throw new ApiError('jobAlreadyRunning', `A ${kind} job is already running.`, HttpStatus.CONFLICT);
    }
    const id = Number(rows[0].id);
    const controller = new AbortController();
    const done = this.execute(handler, id, params, options.adminId ?? null, controller);
    this.running.set(id, { controller, done });
    void done.finally(() => this.running.delete(id));
    return (await this.get(id))!;
  }

  /** Waits until a job of this instance has ended (tests, the uninstall's final backup). */
  async settle(id: number): Promise<JobView | null> {
    await this.running.get(id)?.done;
    return this.get(id);
  }

  /** Asks a job to stop: at once on this instance, through the row on another one (seen at its next heartbeat). */
  async cancel(id: number): Promise<JobView> {
    const rows = returnedRows(await this.db.query(`UPDATE job SET cancel_requested = true WHERE id = $1 RETURNING id`, [id]));
    if (rows.length === 0) throw new ApiError('jobIdUnknown', 'No such job.', HttpStatus.NOT_FOUND);
    this.running.get(id)?.controller.abort();
    return (await this.get(id))!;
  }

  async get(id: number): Promise<JobView | null> {
    const rows = (await this.db.query(`SELECT * FROM job WHERE id = $1`, [id])) as Array<Record<string, unknown>>;
    return rows[0] ? toView(rows[0]) : null;
  }

  async list(query: { kind?: string; page: number; pageSize: number }): Promise<{ items: JobView[]; total: number }> {
    await this.expireLeases(null);
    const params: unknown[] = [];
    let filter = '';
    if (query.kind) {
      params.push(query.kind);
      filter = 'WHERE kind = $1';
    }
    const [{ total }] = (await this.db.query(`SELECT count(*)::int AS total FROM job ${filter}`, params)) as Array<{ total: number }>;
    const rows = (await this.db.query(`SELECT * FROM job ${filter} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
      ...params,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ])) as Array<Record<string, unknown>>;
    return { total, items: rows.map(toView) };
  }

  /** The last run of each kind (the tools page's "last run and result"). */
  async latestPerKind(): Promise<JobView[]> {
    await this.expireLeases(null);
    const rows = (await this.db.query(`SELECT DISTINCT ON (kind) * FROM job ORDER BY kind, id DESC`)) as Array<Record<string, unknown>>;
    return rows.map(toView);
  }

  async onApplicationShutdown(): Promise<void> {
    for (const { controller } of this.running.values()) controller.abort();
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
  }

  /**
   * Marks every job whose instance stopped renewing its lease as failed (jobInterrupted), so its kind can start
   * again; answers them. Every instance calls it on its schedule tick: the first to look after an instance died
   * does it.
   */
  async sweep(): Promise<JobView[]> {
    const interrupted = await this.expireLeases(null);
    for (const job of interrupted) this.logger.warn({ msg: 'job interrupted: its instance stopped renewing the lease', jobId: job.id, kind: job.kind });
    return interrupted;
  }

  /** Marks the jobs whose instance stopped renewing their lease as failed (jobInterrupted); of one kind or all. */
  private async expireLeases(kind: string | null): Promise<JobView[]> {
    const result: unknown = await this.db.query(
      `UPDATE job SET state = 'failed', error_code = 'jobInterrupted', error_message = 'The instance running it stopped.', finished_at = now()
        WHERE ($1::text IS NULL OR kind = $1) AND state IN ('queued', 'running') AND lease_until < now() RETURNING *`,
      [kind],
    );
    return returnedRows<Record<string, unknown>>(result).map(toView);
  }

  private async dedupeKeyUsed(key: string): Promise<boolean> {
    return (await this.idByDedupeKey(key)) !== null;
  }

  /** The job started under a dedupe key (a schedule slot), whichever instance started it; null when none. */
  async idByDedupeKey(key: string): Promise<number | null> {
    const [row] = (await this.db.query(`SELECT id FROM job WHERE dedupe_key = $1`, [key])) as Array<{ id: string }>;
    return row ? Number(row.id) : null;
  }

  private async execute(handler: JobHandler, id: number, params: Record<string, unknown>, adminId: number | null, controller: AbortController): Promise<void> {
    let lastWrite = 0;
    let pending: { done: number; total: number | null; message: string | null } | null = null;
    const write = async (p: { done: number; total: number | null; message: string | null }) => {
      lastWrite = Date.now();
      pending = null;
      await this.db.query(`UPDATE job SET progress_done = $2, progress_total = $3, progress_message = $4 WHERE id = $1`, [id, p.done, p.total, p.message]);
    };
    const heartbeat = setInterval(() => {
      void this.db
        .query(`UPDATE job SET lease_until = now() + ($2 || ' milliseconds')::interval WHERE id = $1 RETURNING cancel_requested`, [id, String(this.leaseMs)])
        .then((result: unknown) => {
          if (returnedRows<{ cancel_requested: boolean }>(result)[0]?.cancel_requested) controller.abort();
        })
        .catch((error: unknown) => this.logger.warn({ msg: 'job heartbeat failed', jobId: id, ...errorForLog(error) }));
    }, Math.max(250, Math.floor(this.leaseMs / 3)));
    heartbeat.unref();
    const context: JobContext = {
      jobId: id,
      params,
      adminId,
      signal: controller.signal,
      progress: async (done, total = null, message = null) => {
        pending = { done, total: total ?? null, message: message ?? null };
        if (Date.now() - lastWrite >= PROGRESS_WRITE_MS) await write(pending);
      },
    };
    try {
      await new Promise((resolve) => setImmediate(resolve));
      const result = await handler.run(context);
      if (pending) await write(pending);
      await this.db.query(`UPDATE job SET state = 'done', result = $2, finished_at = now() WHERE id = $1`, [id, JSON.stringify(result ?? null)]);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : controller.signal.aborted ? 'jobCanceled' : 'jobFailed';
      const message = error instanceof ApiError ? error.message : controller.signal.aborted ? 'Stopped by an administrator.' : 'The job failed.';
      if (!(error instanceof ApiError) && !controller.signal.aborted) this.logger.error({ msg: 'job failed', jobId: id, kind: handler.kind, ...errorForLog(error) });
      await this.db
        .query(`UPDATE job SET state = 'failed', error_code = $2, error_message = $3, finished_at = now() WHERE id = $1`, [id, code, message])
        .catch((e: unknown) => this.logger.error({ msg: 'job could not be marked failed', jobId: id, ...errorForLog(e) }));
    } finally {
      clearInterval(heartbeat);
    }
  }
}


function toView(r: Record<string, unknown>): JobView {
  const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
  return {
    id: Number(r.id),
    kind: r.kind as string,
    state: r.state as JobState,
    params: (r.params as Record<string, unknown>) ?? {},
    progress: { done: Number(r.progress_done ?? 0), total: r.progress_total == null ? null : Number(r.progress_total), message: (r.progress_message as string | null) ?? null },
    result: r.result ?? null,
    error: r.error_code ? { code: r.error_code as string, message: (r.error_message as string) ?? '' } : null,
    adminId: r.admin_id == null ? null : Number(r.admin_id),
    cancelRequested: Boolean(r.cancel_requested),
    createdAt: iso(r.created_at)!,
    startedAt: iso(r.started_at),
    finishedAt: iso(r.finished_at),
  };
}
