import { makeAutoObservable, runInAction } from 'mobx';
import type { ShopApi } from '../api/client';
import type { Challenge, SolvedChallenge } from '../api/identity-contracts';
import { solveProofOfWork } from '../lib/proof-of-work';

export type ProofOfWorkStatus = 'idle' | 'fetching' | 'solving' | 'solved' | 'error';

/** Seconds of validity a solved challenge must still have to be sent. */
const EXPIRY_MARGIN_MS = 5000;

function expiresAtMs(challenge: Challenge): number {
  const value = challenge.expiresAt;
  // Epoch milliseconds (seconds are tolerated).
  if (!Number.isFinite(value)) return Number.POSITIVE_INFINITY;
  return value < 1e12 ? value * 1000 : value;
}

/**
 * The "further confirmation control" of the registration and password-reset forms: fetches a challenge
 * (GET /user/challenge), solves it in the background with progress, and hands the solution to the form.
 * A solution is used once: after a submit the form calls `restart()` for the next attempt. Purpose `login`:
 * the harder challenge a login to an account under attack needs (GET /user/challenge?purpose=login, ADR 0034).
 */
export class ProofOfWorkTask {
  status: ProofOfWorkStatus = 'idle';
  /** 0…1 for the progress bar. */
  progress = 0;
  solution: SolvedChallenge | null = null;
  private abort: AbortController | null = null;
  private running: Promise<SolvedChallenge | null> | null = null;

  constructor(
    private readonly api: ShopApi,
    private readonly purpose: 'form' | 'login' = 'form',
  ) {
    makeAutoObservable<ProofOfWorkTask, 'api' | 'purpose' | 'abort' | 'running'>(this, { api: false, purpose: false, abort: false, running: false }, { autoBind: true });
  }

  get busy(): boolean {
    return this.status === 'fetching' || this.status === 'solving';
  }

  /** Starts fetching and solving unless already under way or solved (and still valid). */
  start(): Promise<SolvedChallenge | null> {
    if (this.solution && expiresAtMs(this.solution) - EXPIRY_MARGIN_MS > Date.now()) return Promise.resolve(this.solution);
    if (this.running) return this.running;
    this.solution = null;
    const running = this.run().finally(() => {
      if (this.running === running) this.running = null;
    });
    this.running = running;
    return running;
  }

  /** A valid solution, solving first if needed; null when the challenge could not be fetched. */
  ensureSolved(): Promise<SolvedChallenge | null> {
    return this.start();
  }

  /** Drops the used solution and solves a new challenge. */
  restart(): void {
    this.cancel();
    this.solution = null;
    this.status = 'idle';
    this.progress = 0;
    void this.start();
  }

  cancel(): void {
    this.abort?.abort();
    this.abort = null;
    this.running = null;
    if (this.busy) this.status = 'idle';
  }

  private async run(): Promise<SolvedChallenge | null> {
    const abort = new AbortController();
    this.abort = abort;
    this.status = 'fetching';
    this.progress = 0;
    const result = this.purpose === 'login' ? await this.api.get('/api/user/challenge', { params: { query: { purpose: 'login' } } }) : await this.api.get('/api/user/challenge');
    if (abort.signal.aborted) return null;
    if (!result.ok || !result.data?.salt) {
      runInAction(() => {
        this.status = 'error';
      });
      return null;
    }
    const challenge = result.data;
    runInAction(() => {
      this.status = 'solving';
    });
    try {
      const nonce = await solveProofOfWork(challenge.salt, challenge.difficulty, {
        signal: abort.signal,
        onProgress: (p) =>
          runInAction(() => {
            this.progress = p.fraction;
          }),
      });
      const solution: SolvedChallenge = { ...challenge, nonce };
      runInAction(() => {
        this.solution = solution;
        this.status = 'solved';
        this.progress = 1;
      });
      return solution;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
      runInAction(() => {
        this.status = 'error';
      });
      return null;
    }
  }
}
