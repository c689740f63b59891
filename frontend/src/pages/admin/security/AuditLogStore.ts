import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ShopApi } from '../../../api/client';
import type { components } from '../../../api/schema';
import type { LoadStatus } from '../../../stores/AccountStore';

export type AuditRecord = components['schemas']['AuditRecordDto'];
export const AUDIT_PAGE_SIZE = 25;

/** The security monitor's audit log (GET /api/admin/audit-log): its pages, newest first; the first when the tab shows. */
export class AuditLogStore {
  items: AuditRecord[] = [];
  total = 0;
  page = 1;
  status: LoadStatus = 'idle';
  private request = 0;

  constructor(
    private readonly api: ShopApi,
    private readonly onLoggedOut: () => void,
  ) {
    makeAutoObservable<AuditLogStore, 'api' | 'onLoggedOut' | 'request'>(this, { api: false, onLoggedOut: false, request: false, items: observableRef }, { autoBind: true });
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / AUDIT_PAGE_SIZE));
  }

  start(): void {
    void this.load(1);
  }

  async load(page: number): Promise<void> {
    const mine = ++this.request;
    this.status = 'loading';
    const result = await this.api.get('/api/admin/audit-log', { params: { query: { page, pageSize: AUDIT_PAGE_SIZE } } });
    runInAction(() => {
      if (mine !== this.request) return;
      if (!result.ok) {
        this.status = 'error';
        if (result.status === 401) this.onLoggedOut();
        return;
      }
      this.items = result.data.items;
      this.total = result.data.total;
      this.page = page;
      this.status = 'loaded';
    });
  }
}
