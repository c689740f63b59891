import { makeAutoObservable, runInAction } from 'mobx';
import type { CompanyOrdersApi, CompanyOrderRow } from '../../api/company-orders-contracts';
import type { LoadStatus } from '../../stores/AccountStore';

/** A message the page shows: a message id (translated by the page) with the order it is about. */
export interface ApprovalNotice {
  kind: 'success' | 'error';
  messageId: string;
  orderNumber: string;
}

/**
 * The account's approvals page (/konto/freigaben, docs/company-approval.md): the orders of the member's company
 * that wait for approval, approving one, rejecting one with a reason. The server decides who may (a role that
 * may not approve gets companyApprovalNotAllowed, kept in `errorCode`); the store only shows the answers. Made with
 * its page (in the page's chunk).
 */
export class AccountApprovalsStore {
  orders: CompanyOrderRow[] = [];
  status: LoadStatus = 'idle';
  /** The message id of a failed load (companyApprovalNotAllowed for a buyer or viewer), else null. */
  errorCode: string | null = null;
  /** The order being decided (its buttons are disabled meanwhile). */
  busyId: number | null = null;
  /** The order whose rejection reason is being typed, and the reason. */
  rejecting: number | null = null;
  reason = '';
  reasonError: string | null = null;
  notice: ApprovalNotice | null = null;

  constructor(
    private readonly api: CompanyOrdersApi,
    private readonly onLoggedOut: () => void,
  ) {
    makeAutoObservable<AccountApprovalsStore, 'api' | 'onLoggedOut'>(this, { api: false, onLoggedOut: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    if (this.status === 'loading') return;
    this.status = 'loading';
    const answer = await this.api.approvals();
    runInAction(() => {
      if (answer.ok) {
        this.orders = answer.data.orders;
        this.status = 'loaded';
        this.errorCode = null;
      } else {
        this.status = 'error';
        this.errorCode = answer.error.code;
        if (answer.status === 401) this.onLoggedOut();
      }
    });
  }

  async approve(orderId: number): Promise<void> {
    if (this.busyId !== null) return;
    this.busyId = orderId;
    const answer = await this.api.approve(orderId);
    this.decided(orderId, answer.ok ? null : answer.error.code, 'approvalsApproved');
  }

  startReject(orderId: number): void {
    this.rejecting = orderId;
    this.reason = '';
    this.reasonError = null;
  }

  cancelReject(): void {
    this.rejecting = null;
    this.reason = '';
    this.reasonError = null;
  }

  setReason(value: string): void {
    this.reason = value;
    this.reasonError = null;
  }

  async submitReject(): Promise<void> {
    const orderId = this.rejecting;
    if (orderId === null || this.busyId !== null) return;
    const reason = this.reason.trim();
    if (reason.length < 1 || reason.length > 500) {
      this.reasonError = 'orderRejectionReasonInvalid';
      return;
    }
    this.busyId = orderId;
    const answer = await this.api.reject(orderId, reason);
    if (!answer.ok && answer.error.code === 'VALIDATION_FAILED') {
      runInAction(() => {
        this.busyId = null;
        this.reasonError = 'orderRejectionReasonInvalid';
      });
      return;
    }
    this.decided(orderId, answer.ok ? null : answer.error.code, 'approvalsRejected');
  }

  /** After a decision: the order leaves the list (decided by this member or, 409, by another one meanwhile). */
  private decided(orderId: number, errorCode: string | null, success: string): void {
    runInAction(() => {
      const orderNumber = this.orders.find((o) => o.orderId === orderId)?.orderNumber ?? String(orderId);
      this.busyId = null;
      if (errorCode === null || errorCode === 'orderApprovalAlreadyDecided' || errorCode === 'orderNotFound') {
        this.orders = this.orders.filter((o) => o.orderId !== orderId);
        if (this.rejecting === orderId) this.cancelReject();
      }
      this.notice = errorCode === null ? { kind: 'success', messageId: success, orderNumber } : { kind: 'error', messageId: errorCode, orderNumber };
      if (errorCode === 'notLoggedIn') this.onLoggedOut();
    });
  }
}
