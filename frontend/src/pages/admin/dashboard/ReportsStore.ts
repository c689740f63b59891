import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ShopApi } from '../../../api/client';
import type { components } from '../../../api/schema';
import type { LoadStatus } from '../../../stores/AccountStore';
import type { SessionStore } from '../../../stores/SessionStore';
import { JobPoller, type JobEnd } from '../shared/job-poller';

export type DashboardFigures = components['schemas']['DashboardFiguresDto'];
export type Statistics = components['schemas']['StatisticsDto'];
export type JobView = components['schemas']['JobDto'];

const POLL_MS = 600;

/**
 * The dashboard's data (ADR 0023): the figures, the visitor statistics and a statistics refresh started from
 * the page (the job refreshStatistics, polled until it ends or the page is left). One per dashboard page; a
 * 401 ends the admin session in the browser (the route layer then shows the login).
 */
export class ReportsStore {
  figures: DashboardFigures | null = null;
  figuresStatus: LoadStatus = 'idle';
  statistics: Statistics | null = null;
  statisticsStatus: LoadStatus = 'idle';
  /** A message id when the refresh could not run (already running, failed). */
  refreshError: string | null = null;
  readonly refreshJob: JobPoller;
  private refreshLocale: 'de' | 'en' = 'de';

  constructor(
    private readonly api: ShopApi,
    private readonly session: SessionStore,
  ) {
    this.refreshJob = new JobPoller(api, POLL_MS);
    makeAutoObservable<ReportsStore, 'api' | 'session' | 'refreshLocale'>(
      this,
      { api: false, session: false, refreshLocale: false, refreshJob: false, figures: observableRef, statistics: observableRef },
      { autoBind: true },
    );
  }

  /** The refresh job as last seen (running, done or failed); null before one was started. */
  get refreshing(): JobView | null {
    return this.refreshJob.job;
  }

  /** The page shows: its figures are read. */
  start(): void {
    void this.loadFigures();
  }

  /** The page was left: a refresh is no longer followed. */
  stop(): void {
    this.refreshJob.stop();
  }

  private unauthorized(status: number): void {
    if (status === 401) this.session.setAdminUser(null);
  }

  async loadFigures(): Promise<void> {
    this.figuresStatus = 'loading';
    const result = await this.api.get('/api/admin/reports/dashboard');
    runInAction(() => {
      if (result.ok) {
        this.figures = result.data;
        this.figuresStatus = 'loaded';
      } else {
        this.figuresStatus = 'error';
        this.unauthorized(result.status);
      }
    });
  }

  async loadStatistics(locale: 'de' | 'en'): Promise<void> {
    this.statisticsStatus = 'loading';
    const result = await this.api.get('/api/admin/reports/statistics', { params: { query: { days: 30, locale } } });
    runInAction(() => {
      if (result.ok) {
        this.statistics = result.data;
        this.statisticsStatus = 'loaded';
      } else {
        this.statisticsStatus = 'error';
        this.unauthorized(result.status);
      }
    });
  }

  /** Starts refreshStatistics and follows it; when it has ended the statistics are read again. */
  async refreshStatistics(locale: 'de' | 'en'): Promise<void> {
    const job = this.refreshing;
    if (this.refreshJob.following || (job && (job.state === 'running' || job.state === 'queued'))) return;
    this.refreshError = null;
    this.refreshLocale = locale;
    const started = await this.api.post('/api/admin/jobs/start/{kind}', {
      params: { path: { kind: 'refreshStatistics' } },
      body: {},
      expectedErrors: ['jobAlreadyRunning'],
    });
    runInAction(() => {
      if (!started.ok) {
        this.refreshError = started.error.code === 'jobAlreadyRunning' ? 'jobAlreadyRunning' : 'jobFailed';
        this.unauthorized(started.status);
        return;
      }
      this.refreshJob.follow(started.data.id, this.refreshEnded, started.data);
    });
  }

  private refreshEnded(end: JobEnd): void {
    if (!end.job) {
      this.refreshError = 'jobFailed';
      this.refreshJob.reset();
      this.unauthorized(end.status);
      return;
    }
    if (end.job.state === 'failed') this.refreshError = end.job.error?.code ?? 'jobFailed';
    void this.loadStatistics(this.refreshLocale);
  }
}
