// The shop owner's customer editor on identity's fakes: the account's rules, uniqueness of e-mail and customer
// number, the version check, the notice to the previous address and the audit log entry of every change.
import type { AuditEntry, AuditLog } from '../../../../../shared/admin/audit-log';
import type { ConfirmationType } from '../../../domain/confirmation-code';
import { ConfirmationCodeRepository } from '../../../domain/ports/confirmation-code.repository.port';
import type { User } from '../../../domain/user';
import { FakeUnitOfWork, InMemoryUserRepository, RecordingSecurityLog, UserMother } from '../../../testing/fakes';
import type { IdentityMailer } from '../../mail/identity-mailer';
import { AdminEditCustomerHandler } from './admin-edit-customer.handler';

class RecordingCodes extends ConfirmationCodeRepository {
  readonly invalidated: Array<[number, ConfirmationType]> = [];
  async create(): Promise<void> {}
  async findUsable() {
    return null;
  }
  async consume() {
    return null;
  }
  async invalidateOpen(userId: number, type: ConfirmationType): Promise<void> {
    this.invalidated.push([userId, type]);
  }
}

const ADDRESS = { nameLine1: 'Beispiel Hydraulik GmbH', street: 'Hafenstraße 7', zip: '20457', city: 'Hamburg', country: 'DE' };

async function world(...users: User[]) {
  const repo = new InMemoryUserRepository();
  // Stored through the repository so each record has a version.
  for (const u of users) await repo.save(u);
  const codes = new RecordingCodes();
  const log = new RecordingSecurityLog();
  const notices: Array<{ to: string; newEmail: string; locale: string }> = [];
  const mailer = { emailChangedByShop: async (user: User, previous: string, locale: string) => void notices.push({ to: previous, newEmail: user.email, locale }) } as unknown as IdentityMailer;
  const entries: AuditEntry[] = [];
  const audit = { record: async (e: AuditEntry) => void entries.push(e) } as unknown as AuditLog;
  const uow = new FakeUnitOfWork();
  const handler = new AdminEditCustomerHandler(repo, codes, log, mailer, audit, uow);
  const version = async (id: number) => (await repo.findById(id))!.version;
  return { repo, codes, log, notices, entries, uow, handler, version };
}

const details = (user: User, change: Record<string, unknown> = {}) => {
  const p = user.toProps();
  return { company: p.company, salutation: p.salutation, firstname: p.firstname, lastname: p.lastname, invoiceEmail: p.invoiceEmail, email: p.email, phone: p.phone, customerId: p.customerId, ...change };
};

const code = (r: { ok: boolean; error?: { code: string; details?: unknown } }) => (r.ok ? 'ok' : r.error!.code);

describe('AdminEditCustomerHandler', () => {
  it('changes the master data by the account rules, writes the audit log and moves the version', async () => {
    const user = UserMother.active({ customerId: null });
    const w = await world(user);
    const before = await w.version(user.id);
    const r = await w.handler.editMasterData({ adminId: 7, userId: user.id, version: before, data: details(user, { company: 'Neue Firma AG', phone: '+49 40 123456', customerId: '54321', incoterms: [{ label: 'dap', threshold: 150000 }] }) });
    expect(code(r)).toBe('ok');
    const stored = (await w.repo.findById(user.id))!;
    expect(stored.toProps()).toMatchObject({ company: 'Neue Firma AG', phone: '+49 40 123456', customerId: '54321', incoterms: [{ label: 'DAP', threshold: 150000 }] });
    expect(stored.version).not.toBe(before);
    expect(w.entries).toEqual([expect.objectContaining({ adminId: 7, action: 'user.edit', entity: 'user', entityId: user.id, before: expect.objectContaining({ company: 'Beispiel Hydraulik GmbH' }), after: expect.objectContaining({ company: 'Neue Firma AG' }) })]);
    expect(w.uow.locks).toContain(`user:${user.id}`);
    expect(w.notices).toEqual([]);
    // Incoterms left out keep the stored ones; an empty list removes them.
    expect(code(await w.handler.editMasterData({ adminId: 7, userId: user.id, version: await w.version(user.id), data: details(stored, { company: 'Dritte Firma AG' }) }))).toBe('ok');
    expect((await w.repo.findById(user.id))!.incoterms).toEqual([{ label: 'DAP', threshold: 150000 }]);
    expect(code(await w.handler.editMasterData({ adminId: 7, userId: user.id, version: await w.version(user.id), data: details(stored, { incoterms: [] }) }))).toBe('ok');
    expect((await w.repo.findById(user.id))!.incoterms).toEqual([]);
  });

  it('refuses what the account form refuses, field by field, and changes nothing', async () => {
    const user = UserMother.active();
    const w = await world(user);
    const r = await w.handler.editMasterData({ adminId: 7, userId: user.id, version: await w.version(user.id), data: details(user, { firstname: 'X', email: 'kein-email', phone: 'abc', customerId: '123', incoterms: [{ label: 'DA', threshold: -1 }] }) });
    expect(code(r)).toBe('VALIDATION_FAILED');
    expect(!r.ok && r.error.code === 'VALIDATION_FAILED' && r.error.details?.fields).toEqual({
      firstname: 'invalidNameMessage',
      email: 'invalidEmailMessage',
      phone: 'invalidPhoneMessage',
      customerId: 'invalidCustomerIdMessage',
      'incoterms.0.label': 'adCeIncotermLabelInvalid',
      'incoterms.0.threshold': 'adCeIncotermThresholdInvalid',
    });
    expect(w.entries).toEqual([]);
  });

  it("refuses another account's e-mail and another customer's number", async () => {
    const a = UserMother.active({ customerId: '11111' });
    const b = UserMother.active({ customerId: '22222' });
    const w = await world(a, b);
    expect(code(await w.handler.editMasterData({ adminId: 1, userId: a.id, version: await w.version(a.id), data: details(a, { email: b.email.toUpperCase() }) }))).toBe('adCustomerEmailTaken');
    expect(code(await w.handler.editMasterData({ adminId: 1, userId: a.id, version: await w.version(a.id), data: details(a, { customerId: '22222' }) }))).toBe('adCustomerIdTaken');
    expect((await w.repo.findById(a.id))!.toProps()).toMatchObject({ email: a.email, customerId: '11111' });
    expect(w.entries).toEqual([]);
  });

  it('a changed e-mail: the previous address gets the notice, its open links end, the security log records it', async () => {
    const user = UserMother.active({ locale: 'en' });
    const w = await world(user);
    const r = await w.handler.editMasterData({ adminId: 3, userId: user.id, version: await w.version(user.id), data: details(user, { email: ' Neu.Adresse@Firma-Test.example ' }) });
    expect(code(r)).toBe('ok');
    expect((await w.repo.findById(user.id))!.email).toBe('neu.adresse@firma-test.example');
    expect(w.notices).toEqual([{ to: user.email, newEmail: 'neu.adresse@firma-test.example', locale: 'en' }]);
    expect(w.codes.invalidated).toEqual([
      [user.id, 'emailChange'],
      [user.id, 'passwordReset'],
    ]);
    expect(w.log.types()).toEqual(['emailChanged']);
    expect(w.uow.locks).toContain('user-email:neu.adresse@firma-test.example');
  });

  it('refuses a change made on an outdated version (adCustomerChanged), for master data and addresses alike', async () => {
    const user = UserMother.active();
    const w = await world(user);
    const old = await w.version(user.id);
    expect(code(await w.handler.saveAddress({ adminId: 1, userId: user.id, version: old, address: ADDRESS }))).toBe('ok');
    expect(code(await w.handler.editMasterData({ adminId: 1, userId: user.id, version: old, data: details(user, { company: 'Später GmbH' }) }))).toBe('adCustomerChanged');
    expect(code(await w.handler.saveAddress({ adminId: 1, userId: user.id, version: old, address: ADDRESS }))).toBe('adCustomerChanged');
    expect(code(await w.handler.deleteAddress({ adminId: 1, userId: user.id, version: old, addressId: 1 }))).toBe('adCustomerChanged');
    expect(code(await w.handler.editMasterData({ adminId: 1, userId: 999_999, version: old, data: details(user) }))).toBe('userIdUnknown');
  });

  it('edits the address book by the account rules: flags move, VAT ids are checked, each change audited', async () => {
    const user = UserMother.active();
    const w = await world(user);
    const first = await w.handler.saveAddress({ adminId: 1, userId: user.id, version: await w.version(user.id), address: ADDRESS });
    const second = await w.handler.saveAddress({ adminId: 1, userId: user.id, version: await w.version(user.id), address: { ...ADDRESS, city: 'Bremen', isStandardBillingAddress: true } });
    expect(code(first)).toBe('ok');
    const book = second.ok ? second.value.addresses : [];
    expect(book.map((a) => [a.city, a.isStandardShippingAddress, a.isStandardBillingAddress])).toEqual([
      ['Hamburg', true, false],
      ['Bremen', false, true],
    ]);
    const bad = await w.handler.saveAddress({ adminId: 1, userId: user.id, version: await w.version(user.id), address: { ...ADDRESS, taxNo: 'ATU12345678' } });
    expect(!bad.ok && bad.error.code === 'VALIDATION_FAILED' && bad.error.details?.fields).toEqual({ 'address.taxNo': 'vatIdCheckDigitInvalid' });
    const hamburg = book[0].id as number;
    expect(code(await w.handler.deleteAddress({ adminId: 1, userId: user.id, version: await w.version(user.id), addressId: hamburg }))).toBe('ok');
    expect(code(await w.handler.deleteAddress({ adminId: 1, userId: user.id, version: await w.version(user.id), addressId: hamburg }))).toBe('addressNotFound');
    expect(w.entries.map((e) => e.action)).toEqual(['user.address.create', 'user.address.create', 'user.address.delete']);
    expect(w.entries[2].before).toMatchObject({ id: hamburg, city: 'Hamburg' });
  });
});
