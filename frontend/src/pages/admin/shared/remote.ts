import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ApiResult } from '../../../api/client';
import type { LoadStatus } from '../../../stores/AccountStore';

/**
 * One admin read (a list page, a record): its answer, its state, the error's message id. Only the answer of
 * the latest request is kept, so quick filter changes never show an older answer over a newer one. A 401
 * (the admin session ran out) is passed to `onLoggedOut`.
 */
export class Remote<T> {
  data: T | null = null;
  status: LoadStatus = 'idle';
  errorCode: string | null = null;
  private sequence = 0;

  constructor(private readonly onLoggedOut: () => void) {
    makeAutoObservable<Remote<T>, 'sequence' | 'onLoggedOut'>(this, { data: observableRef, sequence: false, onLoggedOut: false }, { autoBind: true });
  }

  /** Forgets the answer (another record is shown next); an answer still on its way is dropped. */
  clear(): void {
    this.sequence += 1;
    this.data = null;
    this.status = 'idle';
    this.errorCode = null;
  }

  async load(call: () => Promise<ApiResult<T>>): Promise<void> {
    const mine = ++this.sequence;
    this.status = 'loading';
    const result = await call();
    runInAction(() => {
      if (mine !== this.sequence) return;
      if (result.ok) {
        this.data = result.data;
        this.status = 'loaded';
        this.errorCode = null;
      } else {
        this.status = 'error';
        this.errorCode = result.error.code;
        if (result.status === 401) this.onLoggedOut();
      }
    });
  }
}
