import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ShopApi } from '../../../api/client';
import type { components } from '../../../api/schema';

/** A job as GET /api/admin/jobs/{id} answers it (state, progress, result, error). */
export type JobView = components['schemas']['JobDto'];

/** How a followed job ended: its last answer (done or failed), or the failed answer of a poll. */
export type JobEnd = { job: JobView } | { job: null; status: number; code: string };

/**
 * Follows one admin job (ADR 0019's jobs: import, backup, restore, catalogue, feed, statistics) until it ends:
 * GET /api/admin/jobs/{id} once per interval, the last answer observable in `job`. `stop()` ends the
 * following at once — no further call, and an answer still on its way is dropped — so a page stops its
 * polling when it is left. Every admin store that waits for a job uses this one.
 */
export class JobPoller {
  /** The job's last answer (or the start's answer handed to `follow`); null before the first. */
  job: JobView | null = null;
  /** The id of the job being followed; null when none is. */
  followingId: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped by every follow and stop: an answer of an earlier round is dropped. */
  private round = 0;

  constructor(
    private readonly api: ShopApi,
    private readonly intervalMs: number,
    /** Poll answers that are expected (not reported as frontend errors), e.g. a 401 after a restore. */
    private readonly expectedErrors: readonly string[] = [],
  ) {
    makeAutoObservable<JobPoller, 'api' | 'intervalMs' | 'expectedErrors' | 'timer' | 'round'>(
      this,
      { api: false, intervalMs: false, expectedErrors: false, timer: false, round: false, job: observableRef },
      { autoBind: true },
    );
  }

  get following(): boolean {
    return this.followingId !== null;
  }

  /** Progress of the followed job (0 of unknown before its first answer). */
  get done(): number {
    return this.job?.progress.done ?? 0;
  }

  get total(): number | null {
    return this.job?.progress.total ?? null;
  }

  /**
   * Follows job `id`: the first poll one interval from now, then one per interval until the job is done or
   * failed, or a poll fails; then `onEnd` (never after `stop`). `first` is what the start answered, if a job.
   */
  follow(id: number, onEnd: (end: JobEnd) => void, first: JobView | null = null): void {
    this.stop();
    const round = this.round;
    this.followingId = id;
    this.job = first;
    const tick = async (): Promise<void> => {
      this.timer = null;
      const answer = await this.api.get('/api/admin/jobs/{id}', { params: { path: { id } }, expectedErrors: this.expectedErrors });
      if (round !== this.round) return;
      if (!answer.ok) {
        runInAction(() => (this.followingId = null));
        onEnd({ job: null, status: answer.status, code: answer.error.code });
        return;
      }
      const job = answer.data;
      const ended = job.state === 'done' || job.state === 'failed';
      runInAction(() => {
        this.job = job;
        if (ended) this.followingId = null;
      });
      if (ended) onEnd({ job });
      else this.timer = setTimeout(() => void tick(), this.intervalMs);
    };
    this.timer = setTimeout(() => void tick(), this.intervalMs);
  }

  /** Stops following: the timer is cleared and an answer on its way is ignored. The last answer stays. */
  stop(): void {
    this.round += 1;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.followingId = null;
  }

  /** Stops and forgets the last answer. */
  reset(): void {
    this.stop();
    this.job = null;
  }
}
