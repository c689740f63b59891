import { makeAutoObservable, runInAction } from 'mobx';
import { contactReplyError, isContactRequestStatus, type ContactRequestStatus } from '@shop/domain';
import type { ContactRequestDetail, ContactRequestList } from '../../../api/admin-contact-contracts';
import type { ShopApi } from '../../../api/client';
import type { QueryOf } from '../shared/api-query';
import { ListPageStore, pageOf, valueOf } from '../shared/list-page-store';
import { failure, knownMessage, success, type Notice } from '../shared/notice';
import { Remote } from '../shared/remote';
import type { SaveFile } from '../shared/save-file';

export type ContactListQuery = QueryOf<'/api/admin/contact-requests'>;
export const CONTACT_PAGE_SIZE = 25;

/**
 * The API query of the inbox's URL (/shop/kontaktanfragen?q=&status=&page=): the search and the status as given
 * (the server checks them and a wrong one shows its message), 25 a page.
 */
export function contactListQuery(params: URLSearchParams): ContactListQuery {
  const query: ContactListQuery = { page: pageOf(params), pageSize: CONTACT_PAGE_SIZE };
  const q = valueOf(params, 'q');
  const status = valueOf(params, 'status');
  if (q) query.q = q;
  if (status) query.status = status as ContactListQuery['status'];
  return query;
}

/** The request id of the URL's `crid` (the detail), or null. */
export function requestIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('crid'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The contact requests inbox (/shop/kontaktanfragen, docs/decisions/0047-contact-inbox-and-order-admin.md): the
 * list (search, status filter, paging from the URL), one request (`?crid=`) with its replies, its status change,
 * the reply form (text and the status afterwards, in progress unless chosen) and the .xlsx export of the list.
 */
export class ContactRequestsStore {
  readonly requests: ListPageStore<ContactRequestList>;
  readonly detail: Remote<ContactRequestDetail>;
  replyText = '';
  replyStatus: ContactRequestStatus = 'inProgress';
  /** The reply field's message id (checked before sending, or the server's refusal). */
  replyError: string | null = null;
  replyBusy = false;
  statusBusy = false;
  exportBusy = false;
  notice: Notice | null = null;
  private shownId: number | null = null;

  constructor(
    private readonly api: ShopApi,
    onLoggedOut: () => void,
    private readonly saveFile: SaveFile,
  ) {
    this.requests = new ListPageStore((params) => api.get('/api/admin/contact-requests', { params: { query: contactListQuery(params) } }), onLoggedOut);
    this.detail = new Remote<ContactRequestDetail>(onLoggedOut);
    makeAutoObservable<ContactRequestsStore, 'api' | 'saveFile' | 'shownId'>(this, { api: false, saveFile: false, requests: false, detail: false, shownId: false }, { autoBind: true });
  }

  /** Shows what the URL asks for: one request (`crid`) or the list. */
  show(params: URLSearchParams): void {
    const id = requestIdOf(params);
    if (id === null) {
      // Back at the list: what the request's page said belongs to it.
      if (this.shownId !== null) this.notice = null;
      this.shownId = null;
      this.detail.clear();
      this.requests.show(params);
      return;
    }
    if (id !== this.shownId) {
      this.shownId = id;
      this.replyText = '';
      this.replyStatus = 'inProgress';
      this.replyError = null;
      this.notice = null;
      this.detail.clear();
      void this.load(id);
    }
  }

  setReplyText(text: string): void {
    this.replyText = text;
    this.replyError = null;
  }

  setReplyStatus(status: string): void {
    if (isContactRequestStatus(status)) this.replyStatus = status;
  }

  /** Mails the reply to the requester and shows the request again with it. */
  async sendReply(): Promise<void> {
    const request = this.detail.data;
    if (!request || this.replyBusy) return;
    const invalid = contactReplyError(this.replyText);
    if (invalid) {
      this.replyError = invalid;
      return;
    }
    this.replyBusy = true;
    const answer = await this.api.post('/api/admin/contact-requests/{id}/reply', {
      params: { path: { id: request.id } },
      body: { text: this.replyText, status: this.replyStatus },
      expectedErrors: ['VALIDATION_FAILED', 'contactRequestNotFound'],
    });
    runInAction(() => {
      this.replyBusy = false;
      if (answer.ok) {
        this.replyText = '';
        this.replyStatus = 'inProgress';
        this.notice = success('adContactReplySent', { email: request.email });
      } else if (answer.error.code === 'VALIDATION_FAILED') {
        this.replyError = knownMessage(answer.error.fields?.text ?? answer.error.fields?.status, 'adContactReplyInvalid');
      } else {
        this.notice = failure(answer.error.code);
      }
    });
    if (answer.ok) await this.load(request.id);
  }

  /** Sets the shown request's status. */
  async setStatus(status: ContactRequestStatus): Promise<void> {
    const request = this.detail.data;
    if (!request || this.statusBusy || request.status === status) return;
    this.statusBusy = true;
    const answer = await this.api.post('/api/admin/contact-requests/{id}/status', { params: { path: { id: request.id } }, body: { status }, expectedErrors: ['VALIDATION_FAILED', 'contactRequestNotFound'] });
    runInAction(() => {
      this.statusBusy = false;
      this.notice = answer.ok ? success('adContactStatusSaved', { status: `adContactStatus_${status}` }) : failure(answer.error.code);
    });
    if (answer.ok) await this.load(request.id);
  }

  /** Downloads the requests the list's search and filter find as an .xlsx workbook (headings in `locale`). */
  async exportList(params: URLSearchParams, locale: 'de' | 'en'): Promise<void> {
    if (this.exportBusy) return;
    const { q, status } = contactListQuery(params);
    this.exportBusy = true;
    const blob = await this.api.getBlob('/api/admin/contact-requests/export.xlsx', { params: { query: { ...(q ? { q } : {}), ...(status ? { status } : {}), locale } } });
    runInAction(() => {
      this.exportBusy = false;
      if (!blob) this.notice = { tone: 'error', id: 'adContactExportFailed' };
    });
    if (blob) this.saveFile(blob, `${locale === 'de' ? 'kontaktanfragen' : 'contact-requests'}.xlsx`);
  }

  private async load(id: number): Promise<void> {
    await this.detail.load(() => this.api.get('/api/admin/contact-requests/{id}', { params: { path: { id } }, expectedErrors: ['contactRequestNotFound'] }));
  }
}
