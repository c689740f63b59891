import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ShopConfig } from '../../../../config/app-config';
import { EmbeddedPostgres } from '../../../../database/embedded-postgres';
import { MIGRATIONS } from '../../../../database/migrations';
import { ApiError } from '../../../../shared/api-error';
import { Jobs, type JobContext, type JobView } from '../../../../shared/admin/jobs';
import { JobScheduler } from './job-scheduler';

// The jobs foundation (ADR 0019) and the schedules (ADR 0028) against a real database, with two Jobs
// instances standing for two app instances: the embedded PostgreSQL (PGlite) always, and PostgreSQL when
// JOBS_CHECK_DATABASE_URL (or DATABASE_URL) is set, in a database of its own next to it (<db>_adtools_jobs).

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A database of its own for the in-process tests: PostgreSQL next to DATABASE_URL's, or embedded in a temporary folder. */
type Target = { sources: [DataSource, DataSource]; postgres: boolean; close(): Promise<void> };
const options = { type: 'postgres' as const, migrations: MIGRATIONS, migrationsTransactionMode: 'each' as const, logging: false };
const POSTGRES_URL = process.env.JOBS_CHECK_DATABASE_URL || process.env.DATABASE_URL || '';

async function openDatabase(kind: 'embedded' | 'postgresql'): Promise<Target> {
  const base = POSTGRES_URL;
  if (kind === 'postgresql') {
    const url = new URL(base);
    const name = `${url.pathname.replace(/^\//, '') || 'postgres'}_adtools_jobs`.replace(/[^a-z0-9_]/gi, '_');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Client } = require(require.resolve('pg'));
    const admin = new Client({ connectionString: base });
    await admin.connect();
    if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    url.pathname = `/${name}`;
    const first = new DataSource({ ...options, url: url.toString() });
    await first.initialize();
    await first.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    await first.runMigrations();
    // A second pool stands for a second app instance.
    const second = await new DataSource({ ...options, url: url.toString() }).initialize();
    return { sources: [first, second], postgres: true, close: async () => void (await Promise.all([first.destroy(), second.destroy()])) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'adtools-jobs-'));
  const embedded = new EmbeddedPostgres(dir);
  const connection = await embedded.start();
  const make = () => new DataSource({ ...options, url: connection.url, extra: { max: 2, ...connection.driverOptions } });
  const first = await make().initialize();
  await first.runMigrations();
  const second = await make().initialize();
  return {
    sources: [first, second],
    postgres: false,
    close: async () => {
      await Promise.all([first.destroy(), second.destroy()]);
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitFor(jobs: Jobs, id: number, test: (job: JobView) => boolean, timeoutMs = 10_000): Promise<JobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (await jobs.get(id))!;
    if (test(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${JSON.stringify(job)}`);
    await sleep(50);
  }
}

/** Waits until the signal is aborted, then throws (a job that only ends when stopped). */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

const kinds: Array<'embedded' | 'postgresql'> = POSTGRES_URL ? ['embedded', 'postgresql'] : ['embedded'];

describe.each(kinds)('jobs foundation and schedules on %s (two Jobs instances on one database)', (kind) => {
  let db: Target;
  let a: Jobs;
  let b: Jobs;
  const gates = new Map<string, () => void>();

  beforeAll(async () => {
    Logger.overrideLogger(false);
    db = await openDatabase(kind);
    a = new Jobs(db.sources[0]);
    b = new Jobs(db.sources[1]);
    for (const jobs of [a, b]) {
      jobs.register({
        kind: 'counting',
        async run(ctx: JobContext) {
          for (let i = 1; i <= 3; i++) {
            await ctx.progress(i, 3, `step ${i}`);
            await new Promise<void>((resolve) => gates.set(`counting:${i}`, resolve));
          }
          return { counted: 3 };
        },
      });
      jobs.register({
        kind: 'failing',
        validate: (params) => {
          if (params.bad) throw new ApiError('invalidValue', 'bad', 400);
        },
        run: async () => {
          throw new ApiError('adToolsTestFailure', 'It failed on purpose.', 500);
        },
      });
      jobs.register({ kind: 'crashing', run: async () => Promise.reject(new Error('secret internals')) });
      jobs.register({ kind: 'endless', run: (ctx) => untilAborted(ctx.signal) });
      jobs.register({ kind: 'cleanup', run: async () => ({ cleaned: true }) });
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.onApplicationShutdown(), b?.onApplicationShutdown()]);
    await db?.close();
  });

  it('reports progress while it runs and its result when done', async () => {
    const job = (await a.start('counting', { params: { n: 3 }, adminId: 7 }))!;
    expect(job).toEqual(expect.objectContaining({ kind: 'counting', state: 'running', params: { n: 3 }, adminId: 7 }));
    await waitFor(a, job.id, () => gates.has('counting:1'));
    // The first progress call is written at once; the ones within 500 ms wait for the next write or the end.
    expect((await b.get(job.id))!.progress).toEqual({ done: 1, total: 3, message: 'step 1' });
    gates.get('counting:1')!();
    await waitFor(a, job.id, () => gates.has('counting:2'));
    await sleep(550);
    gates.get('counting:2')!();
    await waitFor(a, job.id, () => gates.has('counting:3'));
    expect((await b.get(job.id))!.progress).toEqual({ done: 3, total: 3, message: 'step 3' });
    gates.get('counting:3')!();
    const done = (await a.settle(job.id))!;
    expect(done).toEqual(expect.objectContaining({ state: 'done', result: { counted: 3 }, error: null, progress: { done: 3, total: 3, message: 'step 3' } }));
    expect(done.finishedAt).not.toBeNull();
  });

  it('a failure marks the job failed with its message id; an unexpected error is jobFailed without its text', async () => {
    await expect(a.start('failing', { params: { bad: true } })).rejects.toMatchObject({ code: 'invalidValue' });
    const failed = (await a.settle((await a.start('failing'))!.id))!;
    expect(failed.state).toBe('failed');
    expect(failed.error).toEqual({ code: 'adToolsTestFailure', message: 'It failed on purpose.' });
    const crashed = (await a.settle((await a.start('crashing'))!.id))!;
    expect(crashed.error).toEqual({ code: 'jobFailed', message: 'The job failed.' });
    expect(JSON.stringify(crashed)).not.toContain('secret internals');
  });

  it('never two of a kind at once on two instances: the second start is 409 jobAlreadyRunning; cancel stops it', async () => {
    const [first, second] = await Promise.allSettled([a.start('endless'), b.start('endless')]);
    const outcomes = [first, second].map((r) => (r.status === 'fulfilled' ? 'started' : (r.reason as ApiError).code)).sort();
    expect(outcomes).toEqual(['jobAlreadyRunning', 'started']);
    const started = [first, second].find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<JobView>;
    // Asked on both instances: the one running it stops at once, the other only marks the row.
    await Promise.all([a.cancel(started.value.id), b.cancel(started.value.id)]);
    const stopped = await waitFor(a, started.value.id, (j) => j.state !== 'running');
    expect(stopped.state).toBe('failed');
    expect(stopped.error?.code).toBe('jobCanceled');
    expect(stopped.cancelRequested).toBe(true);
    // Once it ended, the kind can start again.
    const again = (await b.start('endless'))!;
    await b.cancel(again.id);
    await b.settle(again.id);
  });

  it('a job whose instance stopped renewing its lease becomes failed jobInterrupted, and the kind can start again', async () => {
    const hung = (await a.start('endless'))!;
    await db.sources[0].query(`UPDATE job SET lease_until = now() - interval '1 second' WHERE id = $1`, [hung.id]);
    const next = (await b.start('endless'))!;
    expect(next.id).not.toBe(hung.id);
    const interrupted = (await b.get(hung.id))!;
    expect(interrupted.state).toBe('failed');
    expect(interrupted.error?.code).toBe('jobInterrupted');
    await Promise.all([a.cancel(hung.id), b.cancel(next.id)]);
    await Promise.all([a.settle(hung.id), b.settle(next.id)]);
  });

  it('the sweep marks a job whose lease lapsed interrupted without a start or a page visit', async () => {
    const hung = (await a.start('endless'))!;
    await db.sources[0].query(`UPDATE job SET lease_until = now() - interval '1 second' WHERE id = $1`, [hung.id]);
    const swept = await b.sweep();
    expect(swept.map((j) => j.id)).toEqual([hung.id]);
    expect((await b.get(hung.id))!).toEqual(expect.objectContaining({ state: 'failed', error: expect.objectContaining({ code: 'jobInterrupted' }) }));
    expect(await a.sweep()).toEqual([]);
    await a.cancel(hung.id);
    await a.settle(hung.id);
  });

  it('two schedulers on one database start each slot once; an unregistered kind is skipped and reported', async () => {
    const config = { get: () => 60_000 } as unknown as ShopConfig;
    const one = new JobScheduler(db.sources[0], a, config);
    const two = new JobScheduler(db.sources[1], b, config);
    await db.sources[0].query(`UPDATE job_schedule SET interval_seconds = 3600, enabled = true, last_slot = NULL`);
    const t0 = new Date('2026-11-27T10:20:00Z');
    // The first look arms the schedules: nothing runs at start-up.
    expect(await one.tick(t0)).toEqual([]);
    expect(await two.tick(t0)).toEqual([]);
    const t1 = new Date('2026-11-27T11:00:05Z');
    const slot = Math.floor(t1.getTime() / 3_600_000);
    const [x, y] = await Promise.all([one.tick(t1), two.tick(t1)]);
    const started = [...x, ...y];
    expect(started.map((j) => j.kind)).toEqual(['cleanup']);
    const runner = x.length > 0 ? a : b;
    expect((await runner.settle(started[0].id))!.state).toBe('done');
    // Ticks later in the same slot (on either instance, after the job ended) start nothing.
    expect([...(await one.tick(new Date(t1.getTime() + 60_000))), ...(await two.tick(new Date(t1.getTime() + 120_000)))]).toEqual([]);
    const rows = (await db.sources[0].query(`SELECT dedupe_key FROM job WHERE kind = 'cleanup'`)) as Array<{ dedupe_key: string }>;
    expect(rows).toEqual([{ dedupe_key: `cleanup:${slot}` }]);
    const list = await one.list(t1);
    const cleanup = list.find((s) => s.kind === 'cleanup')!;
    expect(cleanup).toEqual(expect.objectContaining({ registered: true, lastOutcome: 'started', lastRunAt: t1.toISOString() }));
    expect(cleanup.lastJob).toEqual(expect.objectContaining({ state: 'done', result: { cleaned: true } }));
    const sitemap = list.find((s) => s.kind === 'updateSitemap')!;
    expect(sitemap).toEqual(expect.objectContaining({ registered: false, lastOutcome: 'skippedUnregistered', lastJob: null }));
    // The next slot runs again, once.
    const t2 = new Date('2026-11-27T12:00:01Z');
    const [p, q] = await Promise.all([one.tick(t2), two.tick(t2)]);
    expect([...p, ...q].map((j) => j.kind)).toEqual(['cleanup']);
    await (p.length > 0 ? a : b).settle([...p, ...q][0].id);
  });

  it('a slot whose job was interrupted runs again at the next tick of a live scheduler, once', async () => {
    const config = { get: () => 60_000 } as unknown as ShopConfig;
    const one = new JobScheduler(db.sources[0], a, config);
    const two = new JobScheduler(db.sources[1], b, config);
    await db.sources[0].query(`UPDATE job_schedule SET interval_seconds = 3600, enabled = true, last_slot = NULL`);
    await db.sources[0].query(`DELETE FROM job WHERE kind = 'cleanup'`);
    const t0 = new Date('2026-11-28T10:20:00Z');
    await one.tick(t0);
    const t1 = new Date('2026-11-28T11:00:05Z');
    const [first] = await one.tick(t1);
    expect(first.kind).toBe('cleanup');
    await a.settle(first.id);
    // As if the instance had died while the job ran: the row still says running, and its lease lapsed.
    await db.sources[0].query(`UPDATE job SET state = 'running', finished_at = NULL, result = NULL, lease_until = now() - interval '1 second' WHERE id = $1`, [first.id]);
    const [x, y] = await Promise.all([two.tick(new Date(t1.getTime() + 30_000)), one.tick(new Date(t1.getTime() + 30_000))]);
    const again = [...x, ...y];
    expect(again.map((j) => j.kind)).toEqual(['cleanup']);
    expect((await b.get(first.id))!.error?.code).toBe('jobInterrupted');
    await (x.length > 0 ? b : a).settle(again[0].id);
    expect((await a.get(again[0].id))!.state).toBe('done');
    // Done now: later ticks of the slot start nothing.
    expect([...(await one.tick(new Date(t1.getTime() + 60_000))), ...(await two.tick(new Date(t1.getTime() + 90_000)))]).toEqual([]);
    const cleanup = (await one.list(t1)).find((s) => s.kind === 'cleanup')!;
    expect(cleanup.lastJob).toEqual(expect.objectContaining({ id: again[0].id, state: 'done' }));
  });
});

