import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminOrderStatus } from '@shop/domain';
import type { AdminOrderDetail } from '../../../api/admin-orders-contracts';
import type { ShopApi } from '../../../api/client';
import { knownMessage } from '../shared/notice';
import { Remote } from '../shared/remote';
import type { SaveFile } from '../shared/save-file';

/** What the last action on the order said: the status it was changed to (and whether the buyer was mailed), or a message id. */
export type OrderNotice = { tone: 'success'; status: AdminOrderStatus; mailed: boolean } | { tone: 'error'; id: string };

/**
 * One order's page (spec: /shop/bestellung?oid=, ADR 0024): the order, the status change the admin asked for
 * (confirmed in a dialog, sent with the status the page showed so a change made meanwhile is refused), and the
 * confirmation PDF in the order's language.
 */
export class AdminOrderStore {
  readonly detail: Remote<AdminOrderDetail>;
  /** The status change waiting for the admin's confirmation. */
  pending: AdminOrderStatus | null = null;
  busy = false;
  pdfBusy = false;
  notice: OrderNotice | null = null;
  private locale: 'de' | 'en' = 'de';

  constructor(
    private readonly api: ShopApi,
    onLoggedOut: () => void,
    private readonly saveFile: SaveFile,
  ) {
    this.detail = new Remote<AdminOrderDetail>(onLoggedOut);
    makeAutoObservable<AdminOrderStore, 'api' | 'saveFile' | 'locale'>(this, { api: false, saveFile: false, locale: false, detail: false }, { autoBind: true });
  }

  /** Shows order `oid` (the URL's) with names and texts in `locale`; nothing for an id that is not one. */
  show(oid: number, locale: 'de' | 'en'): void {
    this.locale = locale;
    if (Number.isSafeInteger(oid) && oid > 0) void this.detail.load(() => this.api.get('/api/admin/orders/{id}', { params: { path: { id: oid }, query: { locale } }, expectedErrors: ['orderNotFound'] }));
  }

  ask(status: AdminOrderStatus): void {
    this.pending = status;
  }

  cancel(): void {
    this.pending = null;
  }

  /** Changes the shown order's status to `status` (from the status the page shows) and reads the order again. */
  async changeStatus(status: AdminOrderStatus): Promise<void> {
    const order = this.detail.data?.order;
    if (!order || this.busy) return;
    this.busy = true;
    const answer = await this.api.post('/api/admin/orders/{id}/status', {
      params: { path: { id: order.id } },
      body: { status, expectedStatus: order.status as AdminOrderStatus },
      expectedErrors: ['adOrderStatusConflict', 'adOrderStatusFinal', 'adOrderStatusUnchanged'],
    });
    runInAction(() => {
      this.busy = false;
      this.pending = null;
      this.notice = answer.ok ? { tone: 'success', status, mailed: answer.data.mailed } : { tone: 'error', id: knownMessage(answer.error.code) };
    });
    if (answer.ok) await this.detail.load(() => this.api.get('/api/admin/orders/{id}', { params: { path: { id: order.id }, query: { locale: this.locale } } }));
  }

  /** Downloads the order confirmation PDF in the order's language. */
  async downloadPdf(): Promise<void> {
    const data = this.detail.data;
    if (!data || this.pdfBusy) return;
    const id = data.order.id;
    const docLocale = data.locale === 'en' ? 'en' : 'de';
    this.pdfBusy = true;
    const blob = await this.api.getBlob('/api/admin/orders/{id}/confirmation.pdf', { params: { path: { id }, query: { locale: docLocale } } });
    runInAction(() => {
      this.pdfBusy = false;
      if (!blob) this.notice = { tone: 'error', id: 'errorHasOccurred' };
    });
    if (blob) this.saveFile(blob, docLocale === 'de' ? `Auftragsbestaetigung-${id}.pdf` : `Order-confirmation-${id}.pdf`);
  }
}
