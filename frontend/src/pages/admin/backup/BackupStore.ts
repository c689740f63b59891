import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ShopApi } from '../../../api/client';
import type { components } from '../../../api/schema';
import { JobPoller, type JobEnd } from '../shared/job-poller';
import { failure, success, type Notice } from '../shared/notice';

export type BackupRow = components['schemas']['BackupDto'];
export type BackupAction = 'restore' | 'delete';

const POLL_MS = 400;

/**
 * The backup page's state (/system/backup, ADR 0029): the list, creating a backup and restoring one (each a job,
 * polled while the page is open), deleting and uploading, the confirmation asked before a restore or delete.
 * A restore replaces the sessions with the backup's: its poll answering 401 means the restore went through,
 * and the page then offers the login (`restored`).
 */
export class BackupStore {
  items: BackupRow[] | null = null;
  loadFailed = false;
  notice: Notice | null = null;
  /** The action waiting for the admin's confirmation. */
  confirming: { action: BackupAction; name: string } | null = null;
  /** The job under way: a backup being made or a restore. */
  running: 'backup' | 'restore' | null = null;
  restored = false;
  file: File | null = null;
  uploading = false;
  readonly job: JobPoller;

  constructor(private readonly api: ShopApi) {
    this.job = new JobPoller(api, POLL_MS, ['adminNotLoggedIn', 'jobIdUnknown']);
    makeAutoObservable<BackupStore, 'api'>(this, { api: false, job: false, items: observableRef, file: observableRef }, { autoBind: true });
  }

  /** A backup or restore is under way: the buttons that would start another wait. */
  get busy(): boolean {
    return this.running !== null;
  }

  start(): void {
    void this.load();
  }

  /** The page was left: its job is no longer polled. */
  stop(): void {
    this.job.stop();
  }

  async load(): Promise<void> {
    const answer = await this.api.get('/api/admin/backups');
    runInAction(() => {
      if (answer.ok) {
        this.items = answer.data.items;
        this.loadFailed = false;
      } else this.loadFailed = true;
    });
  }

  async create(): Promise<void> {
    this.notice = null;
    const answer = await this.api.post('/api/admin/backups', { expectedErrors: ['jobAlreadyRunning'] });
    this.follow('backup', answer.ok ? answer.data.id : null, answer.ok ? null : answer.error.code);
  }

  async restore(name: string): Promise<void> {
    this.notice = null;
    const answer = await this.api.post('/api/admin/backups/{name}/restore', { params: { path: { name } }, expectedErrors: ['jobAlreadyRunning', 'adBackupUnknown'] });
    this.follow('restore', answer.ok ? answer.data.id : null, answer.ok ? null : answer.error.code);
  }

  private follow(what: 'backup' | 'restore', id: number | null, refusal: string | null): void {
    if (id === null) {
      this.notice = failure(refusal);
      return;
    }
    this.running = what;
    this.job.follow(id, (end) => this.ended(what, end));
  }

  private ended(what: 'backup' | 'restore', end: JobEnd): void {
    this.running = null;
    const job = end.job;
    if (what === 'restore' && (job?.state === 'done' || (!job && end.status === 401))) {
      this.restored = true;
      this.notice = success('adRestoreDone');
      return;
    }
    if (!job || job.state === 'failed') this.notice = failure(job?.error?.code);
    else if (what === 'backup') this.notice = success('adBackupCreated', { name: String((job.result as { name?: string } | null)?.name ?? '') });
    void this.load();
  }

  async remove(name: string): Promise<void> {
    this.notice = null;
    const answer = await this.api.post('/api/admin/backups/{name}/delete', { params: { path: { name } }, expectedErrors: ['adBackupUnknown'] });
    runInAction(() => {
      if (!answer.ok) {
        this.notice = failure(answer.error.code);
        return;
      }
      this.items = answer.data.items;
      this.notice = success('adBackupDeleted');
    });
  }

  setFile(file: File | null): void {
    this.file = file;
  }

  async upload(): Promise<void> {
    if (!this.file) {
      this.notice = failure('adBackupUploadMissing');
      return;
    }
    this.notice = null;
    this.uploading = true;
    const form = new FormData();
    form.append('file', this.file);
    const answer = await this.api.postForm('/api/admin/backups/upload', form, {
      expectedErrors: ['adRestoreNotABackup', 'adRestoreFormatUnknown', 'adRestoreNewerSchema', 'adBackupUploadMissing', 'adBackupUploadTooLarge'],
    });
    runInAction(() => {
      this.uploading = false;
      if (!answer.ok) {
        this.notice = failure(answer.error.code);
        return;
      }
      this.file = null;
      this.notice = success('adBackupUploaded');
    });
    if (answer.ok) void this.load();
  }

  ask(action: BackupAction, name: string): void {
    this.confirming = { action, name };
  }

  cancel(): void {
    this.confirming = null;
  }

  /** The admin confirmed: the restore or delete asked for runs. */
  confirm(): void {
    const asked = this.confirming;
    this.confirming = null;
    if (!asked) return;
    void (asked.action === 'restore' ? this.restore(asked.name) : this.remove(asked.name));
  }
}
