// ChangeOrderStatusHandler on hand-written fakes (testing/fakes.ts): the status machine through the Order
// aggregate, one mail per real change, and the change, its history, audit entry and mail in one unit of work.
import { FakeAdminNames, FakeUnitOfWork, InMemoryOrderRepository, orderProps, RecordingAuditLog, RecordingOrderMailer } from '../../../testing/fakes';
import { ChangeOrderStatusHandler } from './change-order-status.handler';

function world(...orders: Array<Parameters<typeof orderProps>[0]>) {
  const uow = new FakeUnitOfWork();
  const repository = new InMemoryOrderRepository(uow);
  const ids = orders.map((o) => repository.seed(orderProps(o)));
  const mailer = new RecordingOrderMailer(uow);
  const audit = new RecordingAuditLog(uow);
  const handler = new ChangeOrderStatusHandler(uow, repository, mailer, new FakeAdminNames(), audit);
  const change = (orderId: number, status: string, expectedStatus?: string, adminId = 1) => handler.execute({ orderId, status, adminId, ...(expectedStatus !== undefined ? { expectedStatus } : {}) });
  return { uow, repository, mailer, audit, ids, change };
}

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

describe('ChangeOrderStatusHandler', () => {
  it('completes an order in progress: status, history row, audit entry and the buyer\'s mail in one unit of work', async () => {
    const { change, repository, mailer, audit, ids, uow } = world({ locale: 'en' });
    const result = await change(ids[0], 'completed');
    expect(result).toEqual({ ok: true, value: { id: ids[0], status: 'completed', previous: 'inProgress', mailed: true } });
    expect(repository.all()[0].status).toBe('completed');
    const [unitOfWork] = uow.committed;
    expect(repository.history).toEqual([{ orderId: ids[0], from: 'inProgress', to: 'completed', adminId: 1, adminName: 'Ada Admin', unitOfWork }]);
    expect(audit.entries).toEqual([{ adminId: 1, action: 'order.status', entity: 'order', entityId: ids[0], before: { status: 'inProgress' }, after: { status: 'completed' }, unitOfWork }]);
    // In the order's language.
    expect(mailer.statusMails).toEqual([{ orderId: ids[0], status: 'completed', locale: 'en', unitOfWork }]);
  });

  it('cancels an order in progress, with its mail', async () => {
    const { change, mailer, ids } = world({});
    expect(code(await change(ids[0], 'canceled'))).toBe('ok');
    expect(mailer.statusMails.map((m) => m.status)).toEqual(['canceled']);
  });

  it.each([
    ['completed', 'canceled'],
    ['completed', 'inProgress'],
    ['canceled', 'inProgress'],
    ['canceled', 'completed'],
    ['canceled', 'canceled'],
  ])('refuses %s → %s (completed and canceled are final): nothing written, no mail', async (from, to) => {
    const { change, repository, mailer, audit, ids } = world({ status: from });
    const result = await change(ids[0], to);
    expect(result).toEqual({ ok: false, error: { code: 'adOrderStatusFinal', current: from } });
    expect(repository.all()[0].status).toBe(from);
    expect(repository.history).toEqual([]);
    expect(audit.entries).toEqual([]);
    expect(mailer.statusMails).toEqual([]);
  });

  it('refuses the status the order has, an unknown status and an unknown order', async () => {
    const { change, ids, mailer } = world({});
    expect(await change(ids[0], 'inProgress')).toEqual({ ok: false, error: { code: 'adOrderStatusUnchanged', current: 'inProgress' } });
    expect(await change(ids[0], 'shipped')).toEqual({ ok: false, error: { code: 'adOrderStatusInvalid' } });
    expect(code(await change(999, 'completed'))).toBe('orderNotFound');
    expect(mailer.statusMails).toEqual([]);
  });

  it('refuses a change made against a status the order no longer has (two admins)', async () => {
    const { change, ids } = world({ status: 'completed' });
    expect(await change(ids[0], 'canceled', 'inProgress')).toEqual({ ok: false, error: { code: 'adOrderStatusConflict', current: 'completed' } });
  });

  it('two admins at once, one completing and one canceling: exactly one change, one history row, one mail', async () => {
    const { change, repository, mailer, ids } = world({});
    const results = await Promise.all([change(ids[0], 'completed', undefined, 1), change(ids[0], 'canceled', undefined, 2)]);
    expect(results.map(code).sort()).toEqual(['adOrderStatusFinal', 'ok']);
    const winner = results.find((r) => r.ok)!;
    expect(repository.all()[0].status).toBe(winner.ok ? winner.value.status : null);
    expect(repository.history).toHaveLength(1);
    expect(mailer.statusMails).toHaveLength(1);
  });

  it('when the mail cannot be queued the change does not happen (status, history and audit roll back)', async () => {
    const { change, repository, mailer, audit, ids } = world({});
    mailer.failNext = true;
    await expect(change(ids[0], 'completed')).rejects.toThrow('mail queue unavailable');
    expect(repository.all()[0].status).toBe('inProgress');
    expect(repository.history).toEqual([]);
    expect(audit.entries).toEqual([]);
    // The admin tries again: now it happens, once.
    expect(code(await change(ids[0], 'completed'))).toBe('ok');
    expect(mailer.statusMails).toHaveLength(1);
  });
});
