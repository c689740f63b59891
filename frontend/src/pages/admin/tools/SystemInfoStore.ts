import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AnswerData, Operation, ShopApi } from '../../../api/client';
import type { LoadStatus } from './AdminToolsStore';

export type SystemInfo = AnswerData<Operation<'/api/admin/system-info', 'get'>>;

/** The system info page's answer (ADR 0028): versions, database, disk use, jobs, mail outbox, masked configuration. */
export class SystemInfoStore {
  info: SystemInfo | null = null;
  status: LoadStatus = 'idle';

  constructor(private readonly api: ShopApi) {
    makeAutoObservable<SystemInfoStore, 'api'>(this, { api: false, info: observableRef }, { autoBind: true });
  }

  start(): void {
    void this.load();
  }

  /** Reads the system info (again); a shown answer stays while the next one loads. */
  async load(): Promise<void> {
    this.status = this.info ? 'loaded' : 'loading';
    const result = await this.api.get('/api/admin/system-info');
    runInAction(() => {
      if (result.ok) {
        this.info = result.data;
        this.status = 'loaded';
      } else this.status = 'error';
    });
  }
}
