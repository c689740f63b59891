import { WorkerPool, type WorkerPoolOptions } from './worker-pool';

// The bounded worker pool on a tiny worker (its code is evaluated): work runs on another thread, the queue and
// each owner are bounded, a job over its time or memory budget fails and its worker is replaced.

const WORKER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (job) => {
  if (job.kind === 'spin') { const end = Date.now() + job.ms; while (Date.now() < end) {} }
  if (job.kind === 'forever') { for (;;) {} }
  if (job.kind === 'hog') { const keep = []; for (;;) keep.push(new Array(100000).fill(keep.length)); }
  if (job.kind === 'exit') process.exit(3);
  if (job.kind === 'throw') { parentPort.postMessage({ ok: false }); return; }
  parentPort.postMessage({ ok: true, value: { echo: job.value, bytes: job.data ? job.data.byteLength : 0 } });
});
`;

type Job = { kind: 'echo' | 'spin' | 'forever' | 'hog' | 'exit' | 'throw'; value?: number; ms?: number; data?: Uint8Array };

const pools: Array<WorkerPool<Job, { echo: number; bytes: number }>> = [];
function pool(options: Partial<WorkerPoolOptions> = {}) {
  const p = new WorkerPool<Job, { echo: number; bytes: number }>({ script: WORKER, evalCode: true, size: 1, queueLimit: 2, perOwnerLimit: 1, timeoutMs: 10_000, maxHeapMb: 64, idleMs: 60_000, ...options });
  pools.push(p);
  return p;
}
afterAll(() => Promise.all(pools.map((p) => p.close())));

describe('WorkerPool', () => {
  it('runs jobs on a worker thread and answers each caller its own result, a moved buffer included', async () => {
    const p = pool({ size: 2, queueLimit: 10, perOwnerLimit: 10 });
    const data = new Uint8Array(1024);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => p.run('o', { kind: 'echo', value: i, ...(i === 0 ? { data } : {}) }, i === 0 ? [data.buffer] : [])));
    expect(answers).toEqual(Array.from({ length: 8 }, (_, i) => ({ kind: 'done', value: { echo: i, bytes: i === 0 ? 1024 : 0 } })));
  });

  it('keeps the event loop free while a job works: timers run before the job is done', async () => {
    const p = pool();
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const job = p.run('o', { kind: 'spin', ms: 400 }).then((o) => ({ o, ticksWhenDone: ticks }));
    const { o, ticksWhenDone } = await job;
    clearInterval(timer);
    expect(o.kind).toBe('done');
    expect(ticksWhenDone).toBeGreaterThan(3);
  });

  it('bounds the queue and each owner: beyond, busy at once with a time to come back', async () => {
    const p = pool({ size: 1, queueLimit: 2, perOwnerLimit: 1 });
    const running = p.run('a', { kind: 'spin', ms: 300 });
    const waiting = [p.run('b', { kind: 'echo', value: 2 }), p.run('c', { kind: 'echo', value: 3 })];
    expect(p.load).toEqual({ running: 1, waiting: 2 });
    expect(await p.run('d', { kind: 'echo', value: 4 })).toEqual({ kind: 'busy', retryAfterMs: expect.any(Number) });
    // One owner, one job at a time (its first is still running).
    expect((await p.run('a', { kind: 'echo', value: 5 })).kind).toBe('busy');
    expect((await running).kind).toBe('done');
    expect(await Promise.all(waiting)).toEqual([
      { kind: 'done', value: { echo: 2, bytes: 0 } },
      { kind: 'done', value: { echo: 3, bytes: 0 } },
    ]);
    // Done, the owner may import again.
    expect(await p.run('a', { kind: 'echo', value: 6 })).toEqual({ kind: 'done', value: { echo: 6, bytes: 0 } });
  });

  it('stops a job over its time budget and goes on with a new worker', async () => {
    // The budget counts from the hand-over, so it includes starting the new worker: a budget far above that start on a
    // busy machine, so the replacement's quick job is never the one stopped.
    const p = pool({ timeoutMs: 3_000 });
    expect(await p.run('a', { kind: 'forever' })).toEqual({ kind: 'failed', reason: 'timeout' });
    expect(await p.run('a', { kind: 'echo', value: 1 })).toEqual({ kind: 'done', value: { echo: 1, bytes: 0 } });
  });

  it('a worker that runs out of its heap, exits or reports a failure fails its job only', async () => {
    const p = pool({ maxHeapMb: 32 });
    expect(await p.run('a', { kind: 'hog' })).toEqual({ kind: 'failed', reason: 'crashed' });
    expect(await p.run('a', { kind: 'exit' })).toEqual({ kind: 'failed', reason: 'crashed' });
    expect(await p.run('a', { kind: 'throw' })).toEqual({ kind: 'failed', reason: 'crashed' });
    expect(await p.run('a', { kind: 'echo', value: 7 })).toEqual({ kind: 'done', value: { echo: 7, bytes: 0 } });
  }, 30_000);
});
