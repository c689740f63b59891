import { Injectable } from '@nestjs/common';
import { adminSearchTerm, type CompanyRole, type OrderLimits } from '@shop/domain';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import { CompanyDirectory, type CompanyMember } from '../../../domain/ports/company-directory.port';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import { toUserView, type AddressView } from '../../views';

export interface AdminCompanyListItem {
  id: number;
  name: string;
  customerNumber: string | null;
  /** The company account's login (the one whose data the company's is). */
  email: string;
  pricingGroup: string | null;
  members: number;
}

export interface AdminCompanyMember {
  id: number;
  name: string;
  email: string;
  role: CompanyRole;
  limits: OrderLimits;
  status: 'active' | 'invited' | 'deactivated';
  isCompanyAccount: boolean;
}

export interface AdminCompanyDetail {
  id: number;
  name: string;
  customerNumber: string | null;
  email: string;
  pricingGroup: string | null;
  /** The company has own customer prices (price rules keyed to its id): the price rules page lists them. */
  customPricing: boolean;
  incoterms: Array<{ label: string; threshold: number | null }>;
  addresses: AddressView[];
  members: AdminCompanyMember[];
}

export interface AdminCompanyAuditEntry {
  id: number;
  type: 'companyMemberChanged' | 'companyMemberInvited';
  at: string;
  memberId: number | null;
  memberEmail: string | null;
  /** Who: a company admin (login id and e-mail) or the shop's administrator (admin id and e-mail). */
  by: { kind: 'member' | 'shop'; id: number; email: string | null } | null;
  /** Set when the change was a merge into this company: the company the login came from. */
  mergedFrom: number | null;
  before: { role: string; limits: OrderLimits | null; active: boolean | null } | null;
  after: { role: string; limits: OrderLimits | null; active: boolean | null } | null;
}

export interface AdminMergeCandidate {
  accountId: number;
  name: string;
  email: string;
  status: AdminCompanyMember['status'];
  companyId: number;
  companyName: string;
  customerNumber: string | null;
  role: CompanyRole;
  companyMembers: number;
  isCompanyAccount: boolean;
}

type Row = Record<string, any>;

const statusOf = (m: CompanyMember): AdminCompanyMember['status'] => (m.status === 'active' ? 'active' : m.status === 'pending' ? 'invited' : 'deactivated');
const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const limitsOf = (v: unknown): OrderLimits | null => {
  if (!v || typeof v !== 'object') return null;
  const l = v as Record<string, unknown>;
  const n = (x: unknown) => (typeof x === 'number' ? x : null);
  return { perOrderCents: n(l.perOrderCents), perMonthCents: n(l.perMonthCents) };
};
const stateOf = (v: unknown, role?: unknown): AdminCompanyAuditEntry['before'] => {
  if (v && typeof v === 'object') {
    const s = v as Record<string, unknown>;
    return { role: String(s.role ?? ''), limits: limitsOf(s.limits), active: typeof s.active === 'boolean' ? s.active : null };
  }
  return typeof role === 'string' ? { role, limits: null, active: null } : null;
};

/**
 * The shop admin's companies (docs/company-admin.md): a company is the account whose row holds its data
 * (shop_user.id = company_id). List with search (name, customer number, any member's e-mail) and paging; a
 * company with its members, addresses and pricing; the role and limit changes of its members.
 */
@Injectable()
export class AdminCompanyQueries {
  constructor(
    private readonly tx: TransactionContext,
    private readonly users: UserRepository,
    private readonly companies: CompanyDirectory,
  ) {}

  async list(query: { q?: string; page: number; pageSize: number }): Promise<{ items: AdminCompanyListItem[]; total: number; page: number; pageSize: number }> {
    const term = adminSearchTerm(query.q);
    const params: unknown[] = [];
    let filter = '';
    if (term) {
      const p = `$${params.push(like(term))}`;
      filter = `AND (lower(c.company) LIKE ${p} OR coalesce(c.customer_id, '') LIKE ${p}
                 OR EXISTS (SELECT 1 FROM shop_user m WHERE m.company_id = c.id AND lower(m.email) LIKE ${p}))`;
    }
    const m = this.tx.manager();
    const offset = (query.page - 1) * query.pageSize;
    const [rows, [{ total }]] = await Promise.all([
      m.query(
        `SELECT c.id, c.company, c.customer_id, c.email, c.pricing_group,
                (SELECT count(*)::int FROM shop_user m WHERE m.company_id = c.id) AS members
           FROM shop_user c WHERE c.company_id = c.id ${filter}
          ORDER BY lower(c.company), c.id LIMIT ${query.pageSize} OFFSET ${offset}`,
        params,
      ) as Promise<Row[]>,
      m.query(`SELECT count(*)::int AS total FROM shop_user c WHERE c.company_id = c.id ${filter}`, params) as Promise<Array<{ total: number }>>,
    ]);
    return {
      items: rows.map((r) => ({ id: Number(r.id), name: r.company, customerNumber: r.customer_id || null, email: r.email, pricingGroup: r.pricing_group ?? null, members: Number(r.members) })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async detail(companyId: number): Promise<AdminCompanyDetail | null> {
    const self = await this.companies.memberOf(companyId);
    if (!self || self.companyId !== companyId) return null;
    const user = await this.users.findById(companyId);
    if (!user) return null;
    const view = toUserView(user);
    const members = await this.companies.membersOf(companyId);
    return {
      id: companyId,
      name: view.company,
      customerNumber: view.customerId || null,
      email: view.email,
      pricingGroup: view.pricingGroup,
      customPricing: view.customPricing,
      incoterms: [...user.incoterms].map((i) => ({ label: i.label, threshold: i.threshold === null ? null : Number(i.threshold) })),
      addresses: view.addresses,
      members: members.map((m) => ({ id: m.userId, name: m.name, email: m.email, role: m.role, limits: { ...m.limits }, status: statusOf(m), isCompanyAccount: m.userId === m.companyId })),
    };
  }

  /** The account a merge form names (login id or e-mail) and the company it is in now, or null when unknown. */
  async candidate(account: string): Promise<AdminMergeCandidate | null> {
    const key = account.trim();
    let id: number | null = null;
    if (/^\d{1,15}$/.test(key)) id = Number(key);
    else if (key.includes('@')) id = (await this.users.findByEmail(key.toLowerCase()))?.id ?? null;
    if (id === null) return null;
    const m = await this.companies.memberOf(id);
    if (!m) return null;
    const members = await this.companies.membersOf(m.companyId);
    return {
      accountId: m.userId,
      name: m.name,
      email: m.email,
      status: statusOf(m),
      companyId: m.companyId,
      companyName: m.companyName,
      customerNumber: m.customerNumber,
      role: m.role,
      companyMembers: members.length,
      isCompanyAccount: m.userId === m.companyId,
    };
  }

  /** The company's membership changes, newest first: who, when, before and after (the security log's entries). */
  async audit(companyId: number, page: number, pageSize: number): Promise<{ items: AdminCompanyAuditEntry[]; total: number }> {
    const m = this.tx.manager();
    const where = `e.type IN ('companyMemberChanged', 'companyMemberInvited') AND e.details->>'companyId' = $1`;
    const [{ total }] = (await m.query(`SELECT count(*)::int AS total FROM security_event e WHERE ${where}`, [String(companyId)])) as Array<{ total: number }>;
    const rows = (await m.query(
      `SELECT e.id, e.type, e.created_at, e.subject_id, e.email, e.details,
              bm.email AS member_by_email, ba.email AS admin_by_email
         FROM security_event e
         LEFT JOIN shop_user bm ON bm.id = (CASE WHEN jsonb_typeof(e.details->'by') = 'number' THEN (e.details->>'by')::bigint
                                                 ELSE (e.details->'by'->>'member')::bigint END)
         LEFT JOIN admin_user ba ON ba.id = (e.details->'by'->>'shopAdmin')::bigint
        WHERE ${where}
        ORDER BY e.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      [String(companyId)],
    )) as Row[];
    return {
      total,
      items: rows.map((r) => {
        const d = (r.details ?? {}) as Record<string, any>;
        const byRaw = d.by;
        const by: AdminCompanyAuditEntry['by'] =
          typeof byRaw === 'number'
            ? { kind: 'member', id: byRaw, email: r.member_by_email ?? null }
            : byRaw && typeof byRaw.member === 'number'
              ? { kind: 'member', id: byRaw.member, email: r.member_by_email ?? null }
              : byRaw && typeof byRaw.shopAdmin === 'number'
                ? { kind: 'shop', id: byRaw.shopAdmin, email: r.admin_by_email ?? null }
                : null;
        return {
          id: Number(r.id),
          type: r.type,
          at: new Date(r.created_at).toISOString(),
          memberId: r.subject_id === null ? null : Number(r.subject_id),
          memberEmail: r.email ?? null,
          by,
          mergedFrom: d.merged && typeof d.merged.fromCompanyId === 'number' ? d.merged.fromCompanyId : null,
          before: r.type === 'companyMemberInvited' ? null : stateOf(d.before),
          after: r.type === 'companyMemberInvited' ? stateOf(null, d.role) : stateOf(d.after),
        };
      }),
    };
  }
}
