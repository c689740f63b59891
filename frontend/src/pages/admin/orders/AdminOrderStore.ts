import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminOrderStatus } from '@shop/domain';
import { orderNoteError } from '@shop/domain';
import type { AdminOrderDetail, OrderNote } from '../../../api/admin-orders-contracts';
import type { ShopApi } from '../../../api/client';
import { failure, knownMessage, success, type Notice } from '../shared/notice';
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
  /** The order's internal notes (docs/decisions/0047-contact-inbox-and-order-admin.md). */
  readonly notes: Remote<OrderNote[]>;
  noteText = '';
  /** The note field's message id (checked before sending, or the server's refusal). */
  noteError: string | null = null;
  noteBusy = false;
  /** Resending the confirmation waits for the admin's confirmation. */
  resendPending = false;
  resendBusy = false;
  /** What the last note or resend said. */
  actionNotice: Notice | null = null;
  private locale: 'de' | 'en' = 'de';

  constructor(
    private readonly api: ShopApi,
    onLoggedOut: () => void,
    private readonly saveFile: SaveFile,
  ) {
    this.detail = new Remote<AdminOrderDetail>(onLoggedOut);
    this.notes = new Remote<OrderNote[]>(onLoggedOut);
    makeAutoObservable<AdminOrderStore, 'api' | 'saveFile' | 'locale'>(this, { api: false, saveFile: false, locale: false, detail: false, notes: false }, { autoBind: true });
  }

  /** Shows order `oid` (the URL's) with names and texts in `locale`; nothing for an id that is not one. */
  show(oid: number, locale: 'de' | 'en'): void {
    this.locale = locale;
    if (!(Number.isSafeInteger(oid) && oid > 0)) return;
    void this.detail.load(() => this.api.get('/api/admin/orders/{id}', { params: { path: { id: oid }, query: { locale } }, expectedErrors: ['orderNotFound'] }));
    void this.notes.load(() => this.api.get('/api/admin/orders/{id}/notes', { params: { path: { id: oid } }, expectedErrors: ['orderNotFound'] }));
  }

  setNoteText(text: string): void {
    this.noteText = text;
    this.noteError = null;
  }

  /** Saves the note field as an internal note of the shown order; the list answers every note. */
  async addNote(): Promise<void> {
    const order = this.detail.data?.order;
    if (!order || this.noteBusy) return;
    const invalid = orderNoteError(this.noteText);
    if (invalid) {
      this.noteError = invalid;
      return;
    }
    this.noteBusy = true;
    const answer = await this.api.post('/api/admin/orders/{id}/notes', { params: { path: { id: order.id } }, body: { text: this.noteText }, expectedErrors: ['VALIDATION_FAILED', 'orderNotFound'] });
    runInAction(() => {
      this.noteBusy = false;
      if (answer.ok) {
        this.notes.data = answer.data;
        this.noteText = '';
        this.actionNotice = success('adOrderNoteSaved');
      } else if (answer.error.code === 'VALIDATION_FAILED') {
        this.noteError = knownMessage(answer.error.fields?.text, 'adOrderNoteInvalid');
      } else {
        this.actionNotice = failure(answer.error.code);
      }
    });
  }

  askResend(): void {
    this.resendPending = true;
  }

  cancelResend(): void {
    this.resendPending = false;
  }

  /** Sends the order confirmation (with its PDF) to the buyer again. */
  async resendConfirmation(): Promise<void> {
    const order = this.detail.data?.order;
    if (!order || this.resendBusy) return;
    this.resendBusy = true;
    const answer = await this.api.post('/api/admin/orders/{id}/resend-confirmation', { params: { path: { id: order.id } }, expectedErrors: ['orderNotFound'] });
    runInAction(() => {
      this.resendBusy = false;
      this.resendPending = false;
      this.actionNotice = answer.ok ? success('adOrderResendDone', { email: answer.data.to }) : failure(answer.error.code);
    });
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
