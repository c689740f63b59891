import { makeAutoObservable, runInAction } from 'mobx';
import type { CompanyOrdersApi, CompanyOrdersFilter, CompanyOrdersPage } from '../../api/company-orders-contracts';
import type { LoadStatus } from '../../stores/AccountStore';

export const COMPANY_ORDER_STATUSES = ['inProgress', 'completed', 'canceled', 'awaiting', 'rejected'] as const;

/**
 * The company order history on the account's orders page (docs/company-approval.md): filters (member, status,
 * date from/to), pages of 20. Which orders the member sees (all of the company, or his own) is the server's
 * answer (`scope`); the store keeps the filter the member chose and what came back.
 */
export class CompanyOrdersStore {
  filter: CompanyOrdersFilter = {};
  page: CompanyOrdersPage | null = null;
  status: LoadStatus = 'idle';
  private request = 0;

  constructor(
    private readonly api: Pick<CompanyOrdersApi, 'orders'>,
    private readonly onLoggedOut: () => void,
  ) {
    makeAutoObservable<CompanyOrdersStore, 'api' | 'onLoggedOut' | 'request'>(this, { api: false, onLoggedOut: false, request: false }, { autoBind: true });
  }

  setFilter(change: Partial<CompanyOrdersFilter>): void {
    this.filter = { ...this.filter, ...change, page: undefined };
  }

  /** Loads the filter's page; a later call wins over an earlier one still on its way. */
  async load(page = this.filter.page ?? 1): Promise<void> {
    const request = ++this.request;
    this.status = 'loading';
    this.filter = { ...this.filter, page };
    const answer = await this.api.orders(this.filter);
    runInAction(() => {
      if (request !== this.request) return;
      if (answer.ok) {
        this.page = answer.data;
        this.status = 'loaded';
      } else {
        this.status = 'error';
        if (answer.status === 401) this.onLoggedOut();
      }
    });
  }

  get hasNext(): boolean {
    return this.page !== null && this.page.page * this.page.pageSize < this.page.total;
  }

  get hasPrevious(): boolean {
    return this.page !== null && this.page.page > 1;
  }
}
