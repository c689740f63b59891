import type { CompanyOrdersApi, CompanyOrderRow } from '../../api/company-orders-contracts';
import { AccountApprovalsStore } from './AccountApprovalsStore';

const row = (orderId: number): CompanyOrderRow => ({
  orderId,
  orderNumber: String(orderId),
  orderDate: '2026-11-28T09:00:00.000Z',
  status: 'inProgress',
  approvalState: 'awaiting',
  approvalReason: 'orderLimit',
  rejectionReason: null,
  orderedBy: { userId: 7, name: 'Anna Berger' },
  approvedBy: null,
  rejectedBy: null,
  customerOrderNumber: 'PO-1',
  costCentre: 'KST 1',
  currency: 'EUR',
  net: 10_990,
  gross: 13_078,
});

const ok = <T>(data: T) => ({ ok: true as const, data, status: 200 });
const fail = (status: number, code: string) => ({ ok: false as const, status, error: { code, message: code } as never });

function fakeApi(overrides: Partial<CompanyOrdersApi> = {}): CompanyOrdersApi {
  return {
    approvals: jest.fn(async () => ok({ orders: [row(1), row(2)] })),
    approve: jest.fn(async (id: number) => ok({ orderId: id, orderNumber: String(id), approvalState: 'approved' as const })),
    reject: jest.fn(async (id: number) => ok({ orderId: id, orderNumber: String(id), approvalState: 'rejected' as const })),
    orders: jest.fn(),
    ...overrides,
  } as CompanyOrdersApi;
}

describe('AccountApprovalsStore', () => {
  it('loads the waiting orders; approving one takes it off the list with a success notice', async () => {
    const api = fakeApi();
    const store = new AccountApprovalsStore(api, jest.fn());
    await store.load();
    expect(store.orders.map((o) => o.orderId)).toEqual([1, 2]);
    await store.approve(1);
    expect(api.approve).toHaveBeenCalledWith(1);
    expect(store.orders.map((o) => o.orderId)).toEqual([2]);
    expect(store.notice).toEqual({ kind: 'success', messageId: 'approvalsApproved', orderNumber: '1' });
  });

  it('a rejection needs a reason (1 to 500 characters) before it is sent', async () => {
    const api = fakeApi();
    const store = new AccountApprovalsStore(api, jest.fn());
    await store.load();
    store.startReject(2);
    store.setReason('   ');
    await store.submitReject();
    expect(store.reasonError).toBe('orderRejectionReasonInvalid');
    expect(api.reject).not.toHaveBeenCalled();
    store.setReason(' Rahmenvertrag nutzen ');
    await store.submitReject();
    expect(api.reject).toHaveBeenCalledWith(2, 'Rahmenvertrag nutzen');
    expect(store.rejecting).toBeNull();
    expect(store.notice).toEqual({ kind: 'success', messageId: 'approvalsRejected', orderNumber: '2' });
  });

  it('decided meanwhile by someone else: off the list, with the server’s message id; own order: stays, with its message', async () => {
    const store = new AccountApprovalsStore(fakeApi({ approve: jest.fn(async (id: number) => (id === 1 ? fail(409, 'orderApprovalAlreadyDecided') : fail(403, 'companyCannotApproveOwnOrder'))) }), jest.fn());
    await store.load();
    await store.approve(1);
    expect(store.orders.map((o) => o.orderId)).toEqual([2]);
    expect(store.notice).toEqual({ kind: 'error', messageId: 'orderApprovalAlreadyDecided', orderNumber: '1' });
    await store.approve(2);
    expect(store.orders.map((o) => o.orderId)).toEqual([2]);
    expect(store.notice?.messageId).toBe('companyCannotApproveOwnOrder');
  });

  it('a role that may not approve keeps the server’s message id; a run-out session ends the login', async () => {
    const loggedOut = jest.fn();
    const refused = new AccountApprovalsStore(fakeApi({ approvals: jest.fn(async () => fail(403, 'companyApprovalNotAllowed')) }), loggedOut);
    await refused.load();
    expect([refused.status, refused.errorCode]).toEqual(['error', 'companyApprovalNotAllowed']);
    expect(loggedOut).not.toHaveBeenCalled();
    const expired = new AccountApprovalsStore(fakeApi({ approvals: jest.fn(async () => fail(401, 'notLoggedIn')) }), loggedOut);
    await expired.load();
    expect(loggedOut).toHaveBeenCalled();
  });
});
