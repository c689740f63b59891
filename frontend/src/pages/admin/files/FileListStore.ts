import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ShopApi } from '../../../api/client';
import type { components } from '../../../api/schema';
import { failure, success, type Notice } from '../shared/notice';
import type { FileArea } from './upload';

export type FileItem = components['schemas']['FileDto'];
export type FileUsage = components['schemas']['FileUsageDto'];

export const FILE_PAGE_SIZE = 50;

/**
 * A file area's list (media or backend files, ADR 0026): search, pages, and deleting a file — for a media file
 * the dialog first shows where it is still used (products, categories, pages, menus).
 */
export class FileListStore {
  /** The search box's text; `applied` is the search the list shows. */
  query = '';
  applied = '';
  page = 1;
  items: FileItem[] = [];
  total = 0;
  status: 'loading' | 'loaded' | 'error' = 'loading';
  notice: Notice | null = null;
  /** The file the delete dialog asks about, with its usage (media only). */
  deleting: { file: FileItem; usage: FileUsage | null } | null = null;
  busy = false;
  private request = 0;

  constructor(
    private readonly api: ShopApi,
    readonly area: FileArea,
  ) {
    makeAutoObservable<FileListStore, 'api' | 'request'>(this, { api: false, request: false, area: false, items: observableRef, deleting: observableRef }, { autoBind: true });
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / FILE_PAGE_SIZE));
  }

  start(): void {
    void this.load();
  }

  /** Reads the page of the applied search; only the latest request's answer is shown. */
  async load(): Promise<void> {
    const mine = ++this.request;
    this.status = 'loading';
    const query = { q: this.applied || undefined, page: this.page, pageSize: FILE_PAGE_SIZE };
    const answer = this.area === 'media' ? await this.api.get('/api/admin/media', { params: { query } }) : await this.api.get('/api/admin/backend-files', { params: { query } });
    runInAction(() => {
      if (mine !== this.request) return;
      if (!answer.ok) {
        this.status = 'error';
        return;
      }
      this.items = answer.data.items;
      this.total = answer.data.total;
      this.status = 'loaded';
    });
  }

  setQuery(query: string): void {
    this.query = query;
  }

  /** Applies the search box from the first page. */
  search(): void {
    this.show(this.query.trim(), 1);
  }

  goTo(page: number): void {
    this.show(this.applied, Math.min(Math.max(1, page), this.pages));
  }

  private show(applied: string, page: number): void {
    if (applied === this.applied && page === this.page) return;
    this.applied = applied;
    this.page = page;
    void this.load();
  }

  /** Opens the delete dialog for `file` (a media file's usage read first). */
  async askDelete(file: FileItem): Promise<void> {
    this.notice = null;
    let usage: FileUsage | null = null;
    if (this.area === 'media') {
      const answer = await this.api.get('/api/admin/media/usage', { params: { query: { key: file.key } }, expectedErrors: ['adFilesNotFound'] });
      if (answer.ok) usage = answer.data;
    }
    runInAction(() => (this.deleting = { file, usage }));
  }

  cancelDelete(): void {
    this.deleting = null;
  }

  /** Deletes the file the dialog asked about (even when still used: the admin confirmed) and reads the list again. */
  async confirmDelete(): Promise<void> {
    const asked = this.deleting;
    if (!asked || this.busy) return;
    this.busy = true;
    const body = { key: asked.file.key, confirm: true };
    const answer = this.area === 'media' ? await this.api.post('/api/admin/media/delete', { body }) : await this.api.post('/api/admin/backend-files/delete', { body });
    runInAction(() => {
      this.busy = false;
      this.deleting = null;
      this.notice = answer.ok ? success('adFilesDeleted', { name: asked.file.name }) : failure(answer.error.code);
    });
    await this.load();
  }
}
