import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ShopApi } from '../../../api/client';
import type { components } from '../../../api/schema';
import { JobPoller, type JobEnd } from '../shared/job-poller';
import { knownMessage } from '../shared/notice';

export type ExportFile = components['schemas']['ExportFileDto'];
export type GeneratedKind = 'pdfCatalogue' | 'merchantFeed';

/** What the last generation said: the kind's counts, or a message id. */
export type GeneratedNotice =
  | { tone: 'success'; kind: 'pdfCatalogue'; pages: number; products: number }
  | { tone: 'success'; kind: 'merchantFeed'; items: number }
  | { tone: 'error'; id: string };

const POLL_MS = 400;

/**
 * The files the jobs write (PDF catalogue per language, merchant feed; ADR 0026): the list, a job started from
 * the page and followed (polled while the page is open) to its result. The tools page starts the same kinds.
 */
export class GeneratedFilesStore {
  files: ExportFile[] = [];
  /** The kind being generated. */
  running: GeneratedKind | null = null;
  notice: GeneratedNotice | null = null;
  readonly job: JobPoller;

  constructor(private readonly api: ShopApi) {
    this.job = new JobPoller(api, POLL_MS);
    makeAutoObservable<GeneratedFilesStore, 'api'>(this, { api: false, job: false, files: observableRef, notice: observableRef }, { autoBind: true });
  }

  start(): void {
    void this.load();
  }

  /** The page was left: the job is no longer followed (it goes on on the server). */
  stop(): void {
    this.job.stop();
    this.running = null;
  }

  async load(): Promise<void> {
    const answer = await this.api.get('/api/admin/exports');
    if (answer.ok) runInAction(() => (this.files = answer.data));
  }

  async generate(kind: GeneratedKind, params: Record<string, unknown>): Promise<void> {
    if (this.running) return;
    this.notice = null;
    const started = await this.api.post('/api/admin/jobs/start/{kind}', { params: { path: { kind } }, body: { params }, expectedErrors: ['jobAlreadyRunning'] });
    runInAction(() => {
      if (!started.ok) {
        this.notice = { tone: 'error', id: knownMessage(started.error.code) };
        return;
      }
      this.running = kind;
      this.job.follow(started.data.id, (end) => this.ended(kind, end), started.data);
    });
  }

  private ended(kind: GeneratedKind, end: JobEnd): void {
    this.running = null;
    const job = end.job;
    if (!job) {
      this.notice = { tone: 'error', id: 'errorHasOccurred' };
      return;
    }
    if (job.state === 'done') {
      const result = (job.result ?? {}) as { pages?: number; products?: number; files?: Array<{ items: number }> };
      this.notice =
        kind === 'pdfCatalogue'
          ? { tone: 'success', kind, pages: result.pages ?? 0, products: result.products ?? 0 }
          : { tone: 'success', kind, items: (result.files ?? []).reduce((n, f) => n + f.items, 0) };
    } else this.notice = { tone: 'error', id: knownMessage(job.error?.code ?? 'jobFailed', 'jobFailed') };
    void this.load();
  }
}
