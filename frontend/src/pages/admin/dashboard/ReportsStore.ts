import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ShopApi } from '../../../api/client';
import type { components } from '../../../api/schema';
import type { LoadStatus } from '../../../stores/AccountStore';
import type { SessionStore } from '../../../stores/SessionStore';

export type DashboardFigures = components['schemas']['DashboardFiguresDto'];
export type Statistics = components['schemas']['StatisticsDto'];
export type JobView = components['schemas']['JobDto'];

const POLL_MS = 600;

/**
 * The dashboard's data (ADR 0023): the figures, the visitor statistics and a statistics refresh started from
 * the page (the job refreshStatistics, polled until it ends). One per dashboard page; a 401 ends the admin
 * session in the browser (the route layer then shows the login).
 */
export class ReportsStore {
  figures: DashboardFigures | null = null;
  figuresStatus: LoadStatus = 'idle';
  statistics: Statistics | null = null;
  statisticsStatus: LoadStatus = 'idle';
  refreshing: JobView | null = null;
  /** A message id when the refresh could not run (already running, failed). */
  refreshError: string | null = null;
  private disposed = false;

  constructor(
    private readonly api: ShopApi,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<ReportsStore, 'api' | 'session' | 'disposed'>(
      this,
      { api: false, session: false, disposed: false, figures: observableRef, statistics: observableRef, refreshing: observableRef },
      { autoBind: true },
    );
  }

  dispose(): void {
    this.disposed = true;
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

  /** Starts refreshStatistics, follows it to its end and reloads the statistics. */
  async refreshStatistics(locale: 'de' | 'en'): Promise<void> {
    if (this.refreshing && (this.refreshing.state === 'running' || this.refreshing.state === 'queued')) return;
    this.refreshError = null;
    const started = await this.api.post('/api/admin/jobs/start/{kind}', {
      params: { path: { kind: 'refreshStatistics' } },
      body: {},
      expectedErrors: ['jobAlreadyRunning'],
    });
    if (!started.ok) {
      runInAction(() => {
        this.refreshError = started.error.code === 'jobAlreadyRunning' ? 'jobAlreadyRunning' : 'jobFailed';
        this.unauthorized(started.status);
      });
      return;
    }
    runInAction(() => {
      this.refreshing = started.data;
    });
    let job = started.data;
    while (!this.disposed && (job.state === 'running' || job.state === 'queued')) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const next = await this.api.get('/api/admin/jobs/{id}', { params: { path: { id: job.id } } });
      if (!next.ok) {
        runInAction(() => {
          this.refreshError = 'jobFailed';
          this.refreshing = null;
          this.unauthorized(next.status);
        });
        return;
      }
      job = next.data;
      runInAction(() => {
        this.refreshing = job;
      });
    }
    if (this.disposed) return;
    runInAction(() => {
      if (job.state === 'failed') this.refreshError = job.error?.code ?? 'jobFailed';
    });
    await this.loadStatistics(locale);
  }
}
