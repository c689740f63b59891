// ReplyToContactRequestHandler and ChangeContactRequestStatusHandler on hand-written fakes: the reply kept, its
// mail (to the requester, Reply-To the shop, the request quoted), the status and the audit entry written together
// or not at all; refusals write nothing.
import type { ContactRequestStatus } from '@shop/domain';
import type { AuditEntry, AuditLog } from '../../../../../shared/admin/audit-log';
import type { MailMessage } from '../../../../../shared/mail/mail-message';
import type { MailQueue } from '../../../../../shared/mail/mail-queue';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { ContactAdminNames, ContactInbox, type ContactReply, type StoredContactRequest } from '../../../domain/ports/contact-inbox.port';
import type { ContentQueries } from '../../queries/content.queries';
import { ChangeContactRequestStatusHandler } from '../change-contact-request-status/change-contact-request-status.handler';
import { ReplyToContactRequestHandler } from './reply-to-contact-request.handler';

/** A unit of work that undoes the recorded writes when its work throws. */
class FakeUnitOfWork extends UnitOfWork {
  private undo: Array<() => void> | null = null;
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.undo = [];
    try {
      return await work();
    } catch (error) {
      for (const u of this.undo.reverse()) u();
      throw error;
    } finally {
      this.undo = null;
    }
  }
  async lock(): Promise<void> {}
  onRollback(u: () => void): void {
    this.undo?.push(u);
  }
}

function world() {
  const uow = new FakeUnitOfWork();
  const stored: StoredContactRequest = {
    id: 7,
    formId: 'main',
    locale: 'en',
    salutation: 'mr',
    firstname: 'Tom',
    lastname: 'Whitfield',
    email: 'tom@whitfield.example',
    company: 'Whitfield Moulding Ltd',
    phone: null,
    message: 'Please quote 40 m of hose.\nDelivery to Leeds.',
    status: 'new',
    createdAt: new Date('2026-11-27T10:00:00Z'),
  };
  const replies: ContactReply[] = [];
  const mails: MailMessage[] = [];
  const audit: AuditEntry[] = [];
  const record = <T>(list: T[], item: T) => {
    list.push(item);
    uow.onRollback(() => list.splice(list.indexOf(item), 1));
  };
  const inbox = new (class extends ContactInbox {
    async findForUpdate(id: number) {
      return id === stored.id ? { ...stored } : null;
    }
    async setStatus(_id: number, status: ContactRequestStatus) {
      const before = stored.status;
      stored.status = status;
      uow.onRollback(() => (stored.status = before));
    }
    async addReply(_id: number, reply: ContactReply) {
      record(replies, reply);
      return replies.length;
    }
  })();
  const names = new (class extends ContactAdminNames {
    async nameOf() {
      return 'Ada Admin';
    }
  })();
  let failMail = false;
  const queue = {
    enqueue: async (message: MailMessage) => {
      if (failMail) throw new Error('mail queue unavailable');
      record(mails, message);
      return mails.length;
    },
  } as unknown as MailQueue;
  const content = { generalConfig: async () => ({ brand: { email: 'info@shop.example', longName: 'HydraTec GmbH', shortName: 'HydraTec' } }) } as unknown as ContentQueries;
  const auditLog = { record: async (entry: AuditEntry) => record(audit, entry) } as unknown as AuditLog;
  return {
    stored,
    replies,
    mails,
    audit,
    failMailNext: () => (failMail = true),
    reply: new ReplyToContactRequestHandler(uow, inbox, names, queue, content, auditLog),
    status: new ChangeContactRequestStatusHandler(uow, inbox, auditLog),
  };
}

describe('ReplyToContactRequestHandler', () => {
  it('keeps the reply, mails the requester (Reply-To the shop, the request quoted), sets in progress and audits', async () => {
    const w = world();
    const result = await w.reply.execute({ id: 7, text: ' Dear Mr Whitfield,\r\nour quote follows. ', adminId: 1 });
    expect(result).toEqual({ ok: true, value: { id: 7, replyId: 1, status: 'inProgress' } });
    expect(w.replies).toEqual([{ adminId: 1, adminName: 'Ada Admin', text: 'Dear Mr Whitfield,\nour quote follows.' }]);
    expect(w.mails).toHaveLength(1);
    expect(w.mails[0]).toMatchObject({ to: 'tom@whitfield.example', replyTo: 'info@shop.example', subject: 'Your request to HydraTec GmbH [#7]' });
    expect(w.mails[0].text).toMatch(/^Dear Mr Whitfield,\nour quote follows\.\n\nOn .+ Tom Whitfield wrote:\n> Please quote 40 m of hose\.\n> Delivery to Leeds\.\n$/);
    expect(w.stored.status).toBe('inProgress');
    expect(w.audit).toEqual([{ adminId: 1, action: 'contactRequest.reply', entity: 'contactRequest', entityId: 7, before: { status: 'new' }, after: { status: 'inProgress', replyId: 1, to: 'tom@whitfield.example' } }]);
  });

  it('leaves the status the admin chose', async () => {
    const w = world();
    expect(await w.reply.execute({ id: 7, text: 'Done here.', status: 'done', adminId: 1 })).toMatchObject({ ok: true, value: { status: 'done' } });
    expect(w.stored.status).toBe('done');
  });

  it('refuses a bad text, a bad status and an unknown request; a failing mail queue keeps nothing', async () => {
    const w = world();
    expect(await w.reply.execute({ id: 7, text: ' ', adminId: 1 })).toEqual({ ok: false, error: { code: 'adContactReplyInvalid' } });
    expect(await w.reply.execute({ id: 7, text: 'Fine text', status: 'closed', adminId: 1 })).toEqual({ ok: false, error: { code: 'adContactStatusInvalid' } });
    expect(await w.reply.execute({ id: 8, text: 'Fine text', adminId: 1 })).toEqual({ ok: false, error: { code: 'contactRequestNotFound' } });
    w.failMailNext();
    await expect(w.reply.execute({ id: 7, text: 'Fine text', adminId: 1 })).rejects.toThrow('mail queue unavailable');
    expect([w.replies, w.mails, w.audit, w.stored.status]).toEqual([[], [], [], 'new']);
  });
});

describe('ChangeContactRequestStatusHandler', () => {
  it('sets any status (a done request may be reopened) and audits each real change only', async () => {
    const w = world();
    expect(await w.status.execute({ id: 7, status: 'done', adminId: 2 })).toEqual({ ok: true, value: { id: 7, status: 'done', previous: 'new' } });
    expect(await w.status.execute({ id: 7, status: 'done', adminId: 2 })).toEqual({ ok: true, value: { id: 7, status: 'done', previous: 'done' } });
    expect(await w.status.execute({ id: 7, status: 'inProgress', adminId: 2 })).toMatchObject({ ok: true, value: { previous: 'done' } });
    expect(w.audit.map((e) => [e.before, e.after])).toEqual([
      [{ status: 'new' }, { status: 'done' }],
      [{ status: 'done' }, { status: 'inProgress' }],
    ]);
    expect(await w.status.execute({ id: 7, status: 'closed', adminId: 2 })).toEqual({ ok: false, error: { code: 'adContactStatusInvalid' } });
    expect(await w.status.execute({ id: 9, status: 'done', adminId: 2 })).toEqual({ ok: false, error: { code: 'contactRequestNotFound' } });
  });
});
