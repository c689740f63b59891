/**
 * Types and calls of the company's orders (docs/company-approval.md): the approvals waiting, approving and
 * rejecting them, the company order history. The shapes come from the OpenAPI document (./schema.d.ts).
 */
import type { ApiResult, ShopApi } from './client';
import type { components } from './schema';

type Schemas = components['schemas'];

export type CompanyOrderRow = Schemas['CompanyOrderRowDto'];
export type CompanyOrdersPage = Schemas['CompanyOrdersDataDto'];
export type ApprovalDecided = Schemas['ApprovalDecidedDto'];

export interface CompanyOrdersFilter {
  member?: number;
  status?: 'inProgress' | 'completed' | 'canceled' | 'awaiting' | 'rejected';
  from?: string;
  to?: string;
  page?: number;
}

/** The answers the company pages show as messages (not faults to report). */
export const COMPANY_ORDERS_EXPECTED_ERRORS = ['orderNotFound', 'companyApprovalNotAllowed', 'companyCannotApproveOwnOrder', 'orderApprovalAlreadyDecided', 'VALIDATION_FAILED', 'notLoggedIn'] as const;

/** The company calls the account pages make (the browser: {@link companyOrdersApiOf}; store tests: a fake). */
export interface CompanyOrdersApi {
  approvals(): Promise<ApiResult<{ orders: CompanyOrderRow[] }>>;
  approve(orderId: number): Promise<ApiResult<ApprovalDecided>>;
  reject(orderId: number, reason: string): Promise<ApiResult<ApprovalDecided>>;
  orders(filter: CompanyOrdersFilter): Promise<ApiResult<CompanyOrdersPage>>;
}

export function companyOrdersApiOf(api: ShopApi): CompanyOrdersApi {
  const expectedErrors = COMPANY_ORDERS_EXPECTED_ERRORS;
  return {
    approvals: () => api.get('/api/company/approvals', { expectedErrors }),
    approve: (id) => api.post('/api/company/orders/{id}/approve', { params: { path: { id } }, expectedErrors }),
    reject: (id, reason) => api.post('/api/company/orders/{id}/reject', { params: { path: { id } }, body: { reason }, expectedErrors }),
    orders: (filter) => {
      const query: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') query[key] = value as string | number;
      return api.get('/api/company/orders', { params: { query }, expectedErrors });
    },
  };
}
