// DecideApprovalHandler on fakes (testing/fakes.ts): decided exactly once, by another approver of the buyer's
// company; another company's order is not found; the buyer's mails go with the decision.
import { FakeCompanyDirectory, FakeUnitOfWork, InMemoryOrderRepository, RecordingOrderMailer, orderProps } from '../../../testing/fakes';
import { DecideApprovalHandler } from './decide-approval.handler';

const NOW = new Date('2026-06-02T09:00:00Z');
const AWAITING = { state: 'awaiting' as const, reason: 'orderLimit' as const, approvedBy: null, approvedAt: null, rejectedBy: null, rejectedAt: null, rejectionReason: null };

function world() {
  const uow = new FakeUnitOfWork();
  const orders = new InMemoryOrderRepository(uow);
  const companies = new FakeCompanyDirectory();
  const mailer = new RecordingOrderMailer(uow);
  const handler = new DecideApprovalHandler(uow, orders, companies, mailer);
  // Company 40: buyer 7 (the order's), approver 8, viewer 9, admin 10; company 50: admin 11.
  companies.add({ userId: 7, companyId: 40, role: 'buyer' });
  companies.add({ userId: 8, companyId: 40, role: 'approver', name: 'Petra Prüfer' });
  companies.add({ userId: 9, companyId: 40, role: 'viewer' });
  companies.add({ userId: 10, companyId: 40, role: 'admin' });
  companies.add({ userId: 11, companyId: 50, role: 'admin' });
  const orderId = orders.seed(orderProps({ companyId: 40, approval: AWAITING }));
  return { uow, orders, companies, mailer, handler, orderId };
}

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

describe('DecideApprovalHandler', () => {
  it('approves once: the order counts from now on and the buyer gets the confirmation in the same unit of work', async () => {
    const { handler, orders, mailer, orderId } = world();
    const result = await handler.execute({ orderId, memberId: 8, decision: 'approve' }, NOW);
    expect(result).toEqual({ ok: true, value: { orderId, orderNumber: String(orderId), approvalState: 'approved' } });
    const [stored] = orders.all();
    expect(stored.approval).toMatchObject({ state: 'approved', approvedBy: 8, approvedAt: NOW });
    expect(mailer.confirmations).toEqual([expect.objectContaining({ orderId, email: 'kunde@firma-test.example', unitOfWork: expect.any(Number) })]);
    expect(code(await handler.execute({ orderId, memberId: 10, decision: 'approve' }, NOW))).toBe('orderApprovalAlreadyDecided');
    expect(mailer.confirmations).toHaveLength(1);
  });

  it('two approvals at once give one decision and one confirmation (the row lock); the other is told it is decided', async () => {
    const { handler, mailer, orderId } = world();
    const results = await Promise.all([handler.execute({ orderId, memberId: 8, decision: 'approve' }, NOW), handler.execute({ orderId, memberId: 10, decision: 'approve' }, NOW)]);
    expect(results.map(code).sort()).toEqual(['ok', 'orderApprovalAlreadyDecided']);
    expect(mailer.confirmations).toHaveLength(1);
  });

  it('an approval and a rejection at once: exactly one wins', async () => {
    const { handler, mailer, orderId } = world();
    const results = await Promise.all([handler.execute({ orderId, memberId: 8, decision: 'reject', reason: 'Zu teuer' }, NOW), handler.execute({ orderId, memberId: 10, decision: 'approve' }, NOW)]);
    expect(results.map(code).filter((c) => c === 'ok')).toHaveLength(1);
    expect(mailer.confirmations.length + mailer.rejections.length).toBe(1);
  });

  it('rejects with the reason: no confirmation, the buyer is told who and why', async () => {
    const { handler, orders, mailer, orderId } = world();
    const result = await handler.execute({ orderId, memberId: 8, decision: 'reject', reason: '  Bitte über Rahmenvertrag bestellen.  ' }, NOW);
    expect(code(result)).toBe('ok');
    expect(orders.all()[0].approval).toMatchObject({ state: 'rejected', rejectedBy: 8, rejectionReason: 'Bitte über Rahmenvertrag bestellen.' });
    expect(mailer.confirmations).toHaveLength(0);
    expect(mailer.rejections).toEqual([expect.objectContaining({ orderId, to: 'kunde@firma-test.example', approverName: 'Petra Prüfer', reason: 'Bitte über Rahmenvertrag bestellen.' })]);
  });

  it('a rejection needs a reason', async () => {
    const { handler, orderId } = world();
    expect(code(await handler.execute({ orderId, memberId: 8, decision: 'reject', reason: '   ' }, NOW))).toBe('orderRejectionReasonInvalid');
    expect(code(await handler.execute({ orderId, memberId: 8, decision: 'reject', reason: 'x'.repeat(501) }, NOW))).toBe('orderRejectionReasonInvalid');
  });

  it('the buyer cannot decide his own order, even as an approver', async () => {
    const { handler, companies, mailer, orderId } = world();
    companies.add({ userId: 7, companyId: 40, role: 'approver' });
    expect(code(await handler.execute({ orderId, memberId: 7, decision: 'approve' }, NOW))).toBe('companyCannotApproveOwnOrder');
    expect(mailer.confirmations).toHaveLength(0);
  });

  it('a member who may not approve is refused; another company’s member does not see the order at all', async () => {
    const { handler, orders, orderId } = world();
    expect(code(await handler.execute({ orderId, memberId: 9, decision: 'approve' }, NOW))).toBe('companyApprovalNotAllowed');
    expect(code(await handler.execute({ orderId, memberId: 11, decision: 'approve' }, NOW))).toBe('orderNotFound');
    expect(code(await handler.execute({ orderId, memberId: 11, decision: 'reject', reason: 'x' }, NOW))).toBe('orderNotFound');
    expect(code(await handler.execute({ orderId: 999, memberId: 8, decision: 'approve' }, NOW))).toBe('orderNotFound');
    expect(orders.all()[0].approval?.state).toBe('awaiting');
  });

  it('an order that never needed approval cannot be approved', async () => {
    const { handler, orders } = world();
    const plain = orders.seed(orderProps({ companyId: 40 }));
    expect(code(await handler.execute({ orderId: plain, memberId: 8, decision: 'approve' }, NOW))).toBe('orderApprovalAlreadyDecided');
  });
});
