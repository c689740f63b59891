// AddOrderNoteHandler and ResendOrderConfirmationHandler on hand-written fakes (testing/fakes.ts): the note and its
// audit entry, the confirmation mail and its audit entry, each in one unit of work; refusals write nothing.
import { FakeAdminNames, FakeUnitOfWork, InMemoryOrderRepository, orderProps, RecordingAuditLog, RecordingOrderMailer } from '../../../testing/fakes';
import { OrderNotes, type NewOrderNote } from '../../../domain/ports/order-notes.port';
import { ResendOrderConfirmationHandler } from '../resend-order-confirmation/resend-order-confirmation.handler';
import { AddOrderNoteHandler } from './add-order-note.handler';

class RecordingOrderNotes extends OrderNotes {
  readonly notes: Array<NewOrderNote & { unitOfWork: number | null }> = [];
  constructor(private readonly uow: FakeUnitOfWork) {
    super();
  }
  async add(note: NewOrderNote): Promise<number> {
    const entry = { ...note, unitOfWork: this.uow.current };
    this.notes.push(entry);
    this.uow.onRollback(() => this.notes.splice(this.notes.indexOf(entry), 1));
    return this.notes.length;
  }
}

function world() {
  const uow = new FakeUnitOfWork();
  const orders = new InMemoryOrderRepository(uow);
  const [id] = [orders.seed(orderProps({ locale: 'en' }))];
  const notes = new RecordingOrderNotes(uow);
  const audit = new RecordingAuditLog(uow);
  const mailer = new RecordingOrderMailer(uow);
  return {
    uow,
    id,
    notes,
    audit,
    mailer,
    addNote: new AddOrderNoteHandler(uow, orders, notes, new FakeAdminNames(), audit),
    resend: new ResendOrderConfirmationHandler(uow, orders, mailer, audit),
  };
}

describe('AddOrderNoteHandler', () => {
  it('keeps the trimmed note with its author and audits it, in one unit of work', async () => {
    const { addNote, notes, audit, id, uow } = world();
    const result = await addNote.execute({ orderId: id, text: '  Teillieferung\r\nerlaubt ', adminId: 1 });
    expect(result).toEqual({ ok: true, value: { id: 1, orderId: id } });
    const [unitOfWork] = uow.committed;
    expect(notes.notes).toEqual([{ orderId: id, adminId: 1, adminName: 'Ada Admin', text: 'Teillieferung\nerlaubt', unitOfWork }]);
    expect(audit.entries).toEqual([{ adminId: 1, action: 'order.note', entity: 'order', entityId: id, before: null, after: { noteId: 1, text: 'Teillieferung\nerlaubt' }, unitOfWork }]);
  });

  it('refuses an empty or too long note and an unknown order; nothing written', async () => {
    const { addNote, notes, audit, id } = world();
    expect(await addNote.execute({ orderId: id, text: '   ', adminId: 1 })).toEqual({ ok: false, error: { code: 'adOrderNoteInvalid' } });
    expect(await addNote.execute({ orderId: id, text: 'x'.repeat(2001), adminId: 1 })).toEqual({ ok: false, error: { code: 'adOrderNoteInvalid' } });
    expect(await addNote.execute({ orderId: 999, text: 'ok', adminId: 1 })).toEqual({ ok: false, error: { code: 'orderNotFound' } });
    expect([notes.notes, audit.entries]).toEqual([[], []]);
  });
});

describe('ResendOrderConfirmationHandler', () => {
  it('queues the confirmation again with the order’s payment and VAT facts, and audits it, in one unit of work', async () => {
    const { resend, mailer, audit, id, uow } = world();
    const result = await resend.execute({ orderId: id, adminId: 1 });
    expect(result.ok).toBe(true);
    const [unitOfWork] = uow.committed;
    expect(mailer.confirmations).toHaveLength(1);
    expect(mailer.confirmations[0]).toMatchObject({ orderId: id, unitOfWork });
    expect(audit.entries).toEqual([{ adminId: 1, action: 'order.resendConfirmation', entity: 'order', entityId: id, before: null, after: { to: mailer.confirmations[0].email }, unitOfWork }]);
  });

  it('a failing mail queue leaves no audit entry; an unknown order is refused', async () => {
    const { resend, mailer, audit, id } = world();
    mailer.failNext = true;
    await expect(resend.execute({ orderId: id, adminId: 1 })).rejects.toThrow('mail queue unavailable');
    expect([mailer.confirmations, audit.entries]).toEqual([[], []]);
    expect(await resend.execute({ orderId: 999, adminId: 1 })).toEqual({ ok: false, error: { code: 'orderNotFound' } });
  });
});
