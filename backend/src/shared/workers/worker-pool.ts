import { Worker, type TransferListItem } from 'node:worker_threads';

/**
 * A small pool of worker threads for CPU-heavy work that must not run on the event loop (reading uploaded
 * workbooks, ADR 0034): at most `size` workers, each doing one job at a time; at most `queueLimit` jobs wait for
 * one, and one owner (a customer) has at most `perOwnerLimit` jobs running or waiting. Beyond, a job is refused
 * at once as busy, with the time after which a try is likely to be taken. A job that runs longer than
 * `timeoutMs`, or whose worker dies (out of its heap of `maxHeapMb`, a crash), fails; its worker is replaced.
 * A worker idle for `idleMs` ends, so its memory goes back to the system.
 *
 * In memory on purpose: the pool bounds this instance's own threads and memory; the limits every instance must
 * share (imports per customer and hour) are the rate limiter's (PostgreSQL).
 */
export interface WorkerPoolOptions {
  /** The worker's script (a .js file), or its code when `evalCode` is set (tests). */
  readonly script: string;
  readonly evalCode?: boolean;
  readonly size: number;
  readonly queueLimit: number;
  readonly perOwnerLimit: number;
  readonly timeoutMs: number;
  readonly maxHeapMb: number;
  readonly idleMs: number;
}

export type PoolOutcome<O> =
  | { readonly kind: 'done'; readonly value: O }
  | { readonly kind: 'busy'; readonly retryAfterMs: number }
  | { readonly kind: 'failed'; readonly reason: 'timeout' | 'crashed' };

interface Job<I, O> {
  readonly owner: string;
  readonly input: I;
  readonly transfer: readonly TransferListItem[];
  readonly resolve: (outcome: PoolOutcome<O>) => void;
}

interface Slot<I, O> {
  readonly worker: Worker;
  job: Job<I, O> | null;
  startedAt: number;
  timer: NodeJS.Timeout | null;
  idleTimer: NodeJS.Timeout | null;
}

/** Until the first jobs have been timed, a job is assumed to take this long (for Retry-After). */
const FIRST_GUESS_MS = 3000;

export class WorkerPool<I, O> {
  private readonly slots = new Set<Slot<I, O>>();
  private readonly queue: Array<Job<I, O>> = [];
  private readonly perOwner = new Map<string, number>();
  private averageMs = FIRST_GUESS_MS;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Jobs running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: [...this.slots].filter((s) => s.job !== null).length, waiting: this.queue.length };
  }

  run(owner: string, input: I, transfer: readonly TransferListItem[] = []): Promise<PoolOutcome<O>> {
    const { running, waiting } = this.load;
    const freeWorker = running < this.options.size;
    if (this.closed || (this.perOwner.get(owner) ?? 0) >= this.options.perOwnerLimit || (!freeWorker && waiting >= this.options.queueLimit)) {
      return Promise.resolve({ kind: 'busy', retryAfterMs: this.expectedWaitMs() });
    }
    this.perOwner.set(owner, (this.perOwner.get(owner) ?? 0) + 1);
    return new Promise((resolve) => {
      this.queue.push({ owner, input, transfer, resolve });
      this.pump();
    });
  }

  /** Ends every worker; waiting jobs are answered busy. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) this.finish(job, { kind: 'busy', retryAfterMs: this.expectedWaitMs() });
    await Promise.all([...this.slots].map((slot) => this.retire(slot)));
  }

  /** How long until a new job would likely start: the work ahead of it spread over the workers. */
  private expectedWaitMs(): number {
    const { running, waiting } = this.load;
    return Math.max(1000, Math.round((this.averageMs * (running + waiting + 1)) / Math.max(1, this.options.size)));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = [...this.slots].find((s) => s.job === null) ?? (this.slots.size < this.options.size ? this.spawn() : null);
      if (!slot) return;
      this.start(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot<I, O> {
    const worker = new Worker(this.options.script, {
      eval: this.options.evalCode === true,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb },
      stdout: false,
      stderr: false,
    });
    const slot: Slot<I, O> = { worker, job: null, startedAt: 0, timer: null, idleTimer: null };
    worker.on('message', (message: { ok: boolean; value?: O }) => {
      const job = slot.job;
      if (!job) return;
      this.settle(slot);
      this.averageMs = 0.7 * this.averageMs + 0.3 * (Date.now() - slot.startedAt);
      this.finish(job, message.ok ? { kind: 'done', value: message.value as O } : { kind: 'failed', reason: 'crashed' });
      this.idle(slot);
      this.pump();
    });
    const lost = () => {
      if (!this.slots.delete(slot)) return;
      const job = slot.job;
      this.settle(slot);
      if (job) this.finish(job, { kind: 'failed', reason: 'crashed' });
      this.pump();
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    worker.unref();
    this.slots.add(slot);
    return slot;
  }

  private start(slot: Slot<I, O>, job: Job<I, O>): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.job = job;
    slot.startedAt = Date.now();
    slot.timer = setTimeout(() => {
      // Too long: the worker is stopped (its job may be stuck in a loop) and replaced when needed.
      this.slots.delete(slot);
      this.settle(slot);
      this.finish(job, { kind: 'failed', reason: 'timeout' });
      void slot.worker.terminate();
      this.pump();
    }, this.options.timeoutMs);
    slot.worker.postMessage(job.input, [...job.transfer]);
  }

  private settle(slot: Slot<I, O>): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  private idle(slot: Slot<I, O>): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (slot.job === null) void this.retire(slot);
    }, this.options.idleMs);
    slot.idleTimer.unref();
  }

  private async retire(slot: Slot<I, O>): Promise<void> {
    this.slots.delete(slot);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    const job = slot.job;
    this.settle(slot);
    if (job) this.finish(job, { kind: 'failed', reason: 'crashed' });
    await slot.worker.terminate();
  }

  private finish(job: Job<I, O>, outcome: PoolOutcome<O>): void {
    const left = (this.perOwner.get(job.owner) ?? 1) - 1;
    if (left > 0) this.perOwner.set(job.owner, left);
    else this.perOwner.delete(job.owner);
    job.resolve(outcome);
  }
}
