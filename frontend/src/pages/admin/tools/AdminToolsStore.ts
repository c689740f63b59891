import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ShopApi } from '../../../api/client';
import type { paths } from '../../../api/schema';

type JsonData<P extends keyof paths, M extends 'get' | 'post' | 'put'> = paths[P][M] extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } } ? D : never;

export type Job = JsonData<'/api/admin/jobs/{id}', 'get'>;
export type Schedule = JsonData<'/api/admin/schedules', 'get'>[number];
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

const POLL_MS = 700;
/** A relaunch-mail run's key: a customer gets at most one mail per key. */
export const RUN_KEY = /^[a-zA-Z0-9._:-]{1,60}$/;

/**
 * The tools page's state (ADR 0028): the registered job kinds, the last job of each kind (polled while it
 * runs, for its progress bar, and while the page is open), the scheduled tasks.
 */
export class AdminToolsStore {
  status: LoadStatus = 'idle';
  kinds: string[] = [];
  /** The last (or running) job of each kind. */
  jobs = observable.map<string, Job>();
  /** The message id of the last failed action per kind (start, stop, schedule change). */
  errors = observable.map<string, string>();
  schedules: Schedule[] = [];
  savingSchedule: string | null = null;
  /** The relaunch mails' run key field and its message id. */
  runKey = 'relaunch';
  runKeyError: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(private readonly api: ShopApi) {
    makeAutoObservable<AdminToolsStore, 'api' | 'timer' | 'stopped'>(this, { api: false, timer: false, stopped: false }, { autoBind: true });
  }

  /** The page shows: the jobs and schedules are read (and running jobs polled). */
  start(): void {
    this.stopped = false;
    void this.load();
  }

  /** The page was left: no more polling (an answer on its way starts none). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  get anyRunning(): boolean {
    return [...this.jobs.values()].some((job) => job.state === 'running' || job.state === 'queued');
  }

  registered(kind: string): boolean {
    return this.kinds.includes(kind);
  }

  async load(): Promise<void> {
    if (this.status !== 'loaded') this.status = 'loading';
    const [jobs, schedules] = await Promise.all([this.api.get('/api/admin/jobs', { params: { query: { pageSize: 1 } } }), this.api.get('/api/admin/schedules')]);
    runInAction(() => {
      if (!jobs.ok || !schedules.ok) {
        this.status = 'error';
        return;
      }
      this.kinds = jobs.data.kinds;
      for (const job of jobs.data.latest) this.jobs.set(job.kind, job);
      this.schedules = schedules.data;
      this.status = 'loaded';
    });
    this.schedulePoll();
  }

  setRunKey(runKey: string): void {
    this.runKey = runKey;
  }

  /** Starts a tool's job; the relaunch mails with the run key typed (checked first). */
  async startTool(kind: string): Promise<boolean> {
    if (kind !== 'relaunchMails') return this.startJob(kind);
    if (!RUN_KEY.test(this.runKey)) {
      this.runKeyError = 'adToolsRunKeyInvalid';
      return false;
    }
    this.runKeyError = null;
    return this.startJob(kind, { runKey: this.runKey });
  }

  async startJob(kind: string, params?: Record<string, unknown>): Promise<boolean> {
    this.errors.delete(kind);
    const result = await this.api.post('/api/admin/jobs/start/{kind}', {
      params: { path: { kind } },
      body: params ? { params } : {},
      expectedErrors: ['jobAlreadyRunning', 'jobKindUnknown', 'adToolsRunKeyInvalid', 'propertyNotAllowed', 'VALIDATION_FAILED'],
    });
    runInAction(() => {
      if (result.ok) this.jobs.set(kind, result.data);
      else this.errors.set(kind, result.error.code);
    });
    this.schedulePoll();
    return result.ok;
  }

  async stopJob(kind: string): Promise<void> {
    const job = this.jobs.get(kind);
    if (!job) return;
    const result = await this.api.post('/api/admin/jobs/{id}/cancel', { params: { path: { id: job.id } }, expectedErrors: ['jobIdUnknown'] });
    runInAction(() => {
      if (result.ok) this.jobs.set(kind, result.data);
      else this.errors.set(kind, result.error.code);
    });
  }

  async setSchedule(kind: string, change: { enabled?: boolean; intervalSeconds?: number }): Promise<void> {
    this.savingSchedule = kind;
    this.errors.delete(`schedule:${kind}`);
    const result = await this.api.put('/api/admin/schedules/{kind}', { params: { path: { kind } }, body: change, expectedErrors: ['adSchedUnknown', 'adSchedIntervalInvalid', 'VALIDATION_FAILED'] });
    runInAction(() => {
      this.savingSchedule = null;
      if (result.ok) this.schedules = this.schedules.map((s) => (s.kind === kind ? result.data : s));
      else this.errors.set(`schedule:${kind}`, result.error.code);
    });
  }

  /** While a job runs, its row is fetched every POLL_MS; when the last one ends, the schedules are read again. */
  private schedulePoll(): void {
    if (this.stopped || this.timer || !this.anyRunning) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.poll();
    }, POLL_MS);
  }

  private async poll(): Promise<void> {
    const running = [...this.jobs.values()].filter((job) => job.state === 'running' || job.state === 'queued');
    const answers = await Promise.all(running.map((job) => this.api.get('/api/admin/jobs/{id}', { params: { path: { id: job.id } } })));
    runInAction(() => {
      for (const answer of answers) if (answer.ok) this.jobs.set(answer.data.kind, answer.data);
    });
    if (this.stopped) return;
    if (this.anyRunning) this.schedulePoll();
    else {
      const schedules = await this.api.get('/api/admin/schedules');
      runInAction(() => {
        if (schedules.ok) this.schedules = schedules.data;
      });
    }
  }
}
