import type { CompanyRole } from '@shop/domain';
import { AuditLog, type AuditEntry } from '../../../../../shared/admin/audit-log';
import type { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import { CompanyDirectory, type CompanyMember } from '../../../domain/ports/company-directory.port';
import { CompanyMembersRepository, type Membership } from '../../../domain/ports/company-members.repository.port';
import { FakeUnitOfWork, InMemoryUserRepository, RecordingSecurityLog } from '../../../testing/fakes';
import { MergeAccountHandler } from './merge-account.handler';

interface Login {
  id: number;
  companyId: number;
  role: CompanyRole;
  active: boolean;
  addresses: number;
}

/** Logins in companies, as the directory reads and the members repository writes them. */
class Companies extends CompanyDirectory {
  readonly logins = new Map<number, Login>();
  constructor(...logins: Login[]) {
    super();
    for (const l of logins) this.logins.set(l.id, { ...l });
  }
  private view(l: Login): CompanyMember {
    return { userId: l.id, companyId: l.companyId, companyName: `Firma ${l.companyId}`, customerNumber: null, role: l.role, limits: { perOrderCents: null, perMonthCents: null }, active: l.active, status: l.active ? 'active' : 'disabled', email: `k${l.id}@firma.example`, name: `Kunde ${l.id}`, locale: 'de' };
  }
  async memberOf(userId: number): Promise<CompanyMember | null> {
    const l = this.logins.get(userId);
    return l ? this.view(l) : null;
  }
  async membersOf(companyId: number): Promise<CompanyMember[]> {
    return [...this.logins.values()].filter((l) => l.companyId === companyId).map((l) => this.view(l));
  }
}

class Members extends CompanyMembersRepository {
  readonly dropped: number[] = [];
  constructor(private readonly companies: Companies) {
    super();
  }
  async setMembership(userId: number, m: Membership): Promise<void> {
    const l = this.companies.logins.get(userId)!;
    l.companyId = m.companyId;
    l.role = m.role;
  }
  async moveAddresses(fromUserId: number, toCompanyId: number): Promise<number> {
    const from = this.companies.logins.get(fromUserId)!;
    const moved = from.addresses;
    from.addresses = 0;
    this.companies.logins.get(toCompanyId)!.addresses += moved;
    return moved;
  }
  async dropCompanyData(userId: number): Promise<void> {
    this.dropped.push(userId);
  }
}

class RecordingAudit extends AuditLog {
  readonly entries: AuditEntry[] = [];
  constructor() {
    super(null as unknown as TransactionContext);
  }
  override async record(entry: AuditEntry): Promise<void> {
    this.entries.push(entry);
  }
}

const meta = { clientAddress: '10.0.0.1', userAgent: null };

function setup(...logins: Login[]) {
  const companies = new Companies(...logins);
  const members = new Members(companies);
  const audit = new RecordingAudit();
  const events = new RecordingSecurityLog();
  const uow = new FakeUnitOfWork();
  const handler = new MergeAccountHandler(new InMemoryUserRepository(), companies, members, events, audit, uow);
  const merge = (accountId: number, extra: { role?: string; expectedCompanyId?: number; companyId?: number } = {}) => handler.execute({ adminId: 1, companyId: extra.companyId ?? 10, accountId, role: extra.role, expectedCompanyId: extra.expectedCompanyId, meta });
  return { companies, members, audit, events, uow, merge };
}

const company = (id: number, addresses = 1): Login => ({ id, companyId: id, role: 'admin', active: true, addresses });
const member = (id: number, companyId: number, role: CompanyRole = 'buyer', active = true): Login => ({ id, companyId, role, active, addresses: 0 });

describe('MergeAccountHandler', () => {
  it('moves a one-person company in as a buyer: addresses to the company, own company data dropped, logged and audited, both companies locked in id order', async () => {
    const { companies, members, audit, events, uow, merge } = setup(company(10), company(20, 2));
    const result = await merge(20);
    expect(result).toEqual({ ok: true, value: { accountId: 20, companyId: 10, fromCompanyId: 20, role: 'buyer', movedAddresses: 2, hadOwnPricing: false } });
    expect(companies.logins.get(20)).toMatchObject({ companyId: 10, role: 'buyer', addresses: 0 });
    expect(companies.logins.get(10)!.addresses).toBe(3);
    expect(members.dropped).toEqual([20]);
    expect(uow.locks).toEqual(['company:10', 'company:20']);
    expect(events.events[0]).toMatchObject({ type: 'companyMemberChanged', subjectId: 20, details: { companyId: 10, by: { shopAdmin: 1 }, merged: { fromCompanyId: 20, movedAddresses: 2 }, before: { role: 'admin' }, after: { role: 'buyer' } } });
    expect(audit.entries[0]).toMatchObject({ adminId: 1, action: 'company.merge', entity: 'company', entityId: 10 });
  });

  it('moves a member of another company with the chosen role; the other company keeps its admin', async () => {
    const { companies, merge } = setup(company(10), company(30), member(31, 30));
    expect((await merge(31, { role: 'approver' })).ok).toBe(true);
    expect(companies.logins.get(31)).toMatchObject({ companyId: 10, role: 'approver' });
    expect(companies.logins.get(30)).toMatchObject({ companyId: 30, role: 'admin' });
  });

  it.each([
    ['the company itself', 10, {}, 'companyMergeSelf'],
    ['a member already', 11, {}, 'companyMergeAlreadyMember'],
    ['an unknown account', 99, {}, 'companyMergeAccountUnknown'],
    ['an unknown company', 20, { companyId: 98 }, 'companyNotFound'],
    ['a member as the company', 20, { companyId: 11 }, 'companyNotFound'],
    ['the data-holding account of a company with members', 30, {}, 'companyMergeHasMembers'],
    ['the only active admin of a company with other members', 41, {}, 'companyMergeLastAdmin'],
    ['an account that moved since it was looked up', 20, { expectedCompanyId: 30 }, 'companyMergeChanged'],
  ] as const)('refuses %s (%s)', async (_, accountId, extra, code) => {
    const { companies, audit, events, merge } = setup(company(10), member(11, 10), company(20), company(30), member(31, 30), { ...company(40), role: 'buyer' }, member(41, 40, 'admin'));
    const before = JSON.stringify([...companies.logins.values()]);
    const result = await merge(accountId, extra);
    expect(result.ok ? null : result.error.code).toBe(code);
    expect(JSON.stringify([...companies.logins.values()])).toBe(before);
    expect([audit.entries, events.events]).toEqual([[], []]);
  });

  it('refuses an unknown role with the field\'s message id', async () => {
    const { merge } = setup(company(10), company(20));
    const result = await merge(20, { role: 'owner' });
    expect(result.ok ? null : result.error.details?.fields).toEqual({ role: 'companyRoleInvalid' });
  });

  it('an inactive admin may leave: the company had no active admin to keep', async () => {
    const { merge } = setup(company(10), { ...company(40), role: 'buyer' }, member(41, 40, 'admin', false));
    expect((await merge(41)).ok).toBe(true);
  });
});
