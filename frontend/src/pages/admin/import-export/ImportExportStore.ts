import { makeAutoObservable, observableRef } from 'mobx';
import type { ShopApi } from '../../../api/client';
import type { components } from '../../../api/schema';
import { JobPoller, type JobEnd } from '../shared/job-poller';
import type { SaveFile } from '../shared/save-file';
import type { ImportUploader } from './upload';

type StartImport = components['schemas']['StartImportRequest'];
export type ImportType = StartImport['type'];
export type ImportMode = StartImport['mode'];

/** Every type the import and export know, in the page's order. */
export const IMPORT_TYPES: readonly ImportType[] = [
  'config',
  'customerGroupPriceRules',
  'productErrors',
  'products',
  'productCategories',
  'productMetaData',
  'webpages',
  'webpageInputs',
  'menus',
  'orders',
  'users',
  'adminUsers',
  'userRoles',
  'redirects',
  'customEntities',
  'blacklist',
  'trackingItems',
  'statistics',
];
export const IMPORT_MODES: readonly ImportMode[] = ['add', 'replace', 'replaceAll', 'update', 'delete'];
export const EXPORT_FORMATS = ['xlsx', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The import job's result (ADR 0027): counts, the rejected rows with their message ids, the changes row by row. */
export interface ImportReport {
  applied: boolean;
  dryRun: boolean;
  fileName: string;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  deleted: number;
  rejectedCount: number;
  rejected: Array<{ row: number | null; column: string | null; messageId: string }>;
  diffs: Array<{ row: number | null; action: 'insert' | 'update' | 'delete'; key: Record<string, unknown>; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>;
}

/** Where an import is: the upload's percentage, the job (its progress is the poller's), the report, or a message id. */
export type ImportPhase = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'running' } | { kind: 'done'; report: ImportReport } | { kind: 'error'; messageId: string };

const POLL_MS = 400;

/**
 * The import and export page's state (/system/import-und-export, ADR 0027): the import form (type, mode, dry
 * run), an import's way from upload through the job to its report, and the export downloads. The import job
 * is polled while the page is open; leaving the page stops the polling.
 */
export class ImportExportStore {
  type: ImportType = 'products';
  mode: ImportMode = 'replace';
  dryRun = true;
  phase: ImportPhase = { kind: 'idle' };
  /** The export being downloaded ("products.xlsx"); one at a time. */
  exporting: string | null = null;
  readonly job: JobPoller;
  private open = true;

  constructor(
    private readonly api: ShopApi,
    private readonly upload: ImportUploader,
    private readonly saveFile: SaveFile,
    /** The day in an export's file name (YYYY-MM-DD). */
    private readonly today: () => string = () => new Date().toISOString().slice(0, 10),
  ) {
    this.job = new JobPoller(api, POLL_MS);
    makeAutoObservable<ImportExportStore, 'api' | 'upload' | 'saveFile' | 'today' | 'open'>(
      this,
      { api: false, upload: false, saveFile: false, today: false, open: false, job: false, phase: observableRef },
      { autoBind: true },
    );
  }

  /** An upload or an import job is under way: the form waits. */
  get busy(): boolean {
    return this.phase.kind === 'uploading' || this.phase.kind === 'running';
  }

  get report(): ImportReport | null {
    return this.phase.kind === 'done' ? this.phase.report : null;
  }

  setType(type: ImportType): void {
    this.type = type;
  }

  setMode(mode: ImportMode): void {
    this.mode = mode;
  }

  setDryRun(dryRun: boolean): void {
    this.dryRun = dryRun;
  }

  start(): void {
    this.open = true;
  }

  /** The page was left: the job is no longer polled (it goes on on the server). */
  stop(): void {
    this.open = false;
    this.job.stop();
  }

  /** Uploads `file`, starts the import job with the form's choices and follows it to its report. */
  async startImport(file: File | null | undefined): Promise<void> {
    if (this.busy) return;
    if (!file) return this.setPhase({ kind: 'error', messageId: 'adImportFileMissing' });
    this.setPhase({ kind: 'uploading', percent: 0 });
    const uploaded = await this.upload(file, (percent) => this.setPhase({ kind: 'uploading', percent }));
    if ('error' in uploaded) return this.setPhase({ kind: 'error', messageId: uploaded.error });
    const started = await this.api.post('/api/admin/import-export/imports', { body: { uploadId: uploaded.uploadId, type: this.type, mode: this.mode, dryRun: this.dryRun } });
    if (!started.ok) return this.setPhase({ kind: 'error', messageId: started.error.code });
    this.setPhase({ kind: 'running' });
    if (this.open) this.job.follow(started.data.id, this.ended);
  }

  private ended(end: JobEnd): void {
    if (!end.job) this.phase = { kind: 'error', messageId: end.code };
    else if (end.job.state === 'done') this.phase = { kind: 'done', report: end.job.result as unknown as ImportReport };
    else {
      const code = end.job.error?.code;
      this.phase = { kind: 'error', messageId: code === 'jobFailed' || !code ? 'adImportFailed' : code };
    }
  }

  private setPhase(phase: ImportPhase): void {
    this.phase = phase;
  }

  /** Downloads the export of `type` as `format`, named e.g. products-2026-11-27.xlsx. */
  async download(type: ImportType, format: ExportFormat): Promise<void> {
    if (this.exporting) return;
    this.exporting = `${type}.${format}`;
    const blob = await this.api.getBlob('/api/admin/import-export/export/{type}', { params: { path: { type }, query: { format } } });
    this.finishDownload();
    if (!blob) return this.setPhase({ kind: 'error', messageId: 'errorHasOccurred' });
    this.saveFile(blob, `${type}-${this.today()}.${format}`);
  }

  private finishDownload(): void {
    this.exporting = null;
  }
}
