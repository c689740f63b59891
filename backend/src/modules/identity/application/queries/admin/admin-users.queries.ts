import { Injectable } from '@nestjs/common';
import { adminSearchTerm, rankBySearchScore, type AdminSearchFields, type CompanyRole } from '@shop/domain';
import { CompanyDirectory } from '../../../domain/ports/company-directory.port';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import type { User, UserStatus } from '../../../domain/user';
import { toUserView, type UserView } from '../../views';

export type AdminUserSort = 'relevance' | 'id' | 'email' | 'lastname' | 'company' | 'createdAt';

export interface AdminUserListQuery {
  q?: string;
  status?: UserStatus;
  sort?: AdminUserSort;
  dir?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export interface AdminUserListItem {
  id: number;
  email: string;
  company: string;
  customerId: string | null;
  salutation: string;
  firstname: string;
  lastname: string;
  status: UserStatus;
  pricingGroup: string | null;
  customPricing: boolean;
  createdAt: string;
  /** The search score (docs/rules/constants.md#admin-search), 0 without a search. */
  score: number;
}

export interface AdminUserProfile {
  user: UserView;
  /** The customer's incoterms, lowest threshold first. */
  incoterms: Array<{ label: string; threshold: number }>;
  /** The concurrency token of the customer editor (docs/decisions/0045-admin-customer-editor.md). */
  version: string;
  status: UserStatus;
  locked: boolean;
  locale: string;
  createdAt: string;
  confirmedAt: string | null;
  /** The login's company (docs/company-admin.md). */
  company?: { id: number; name: string; role: CompanyRole; isCompanyAccount: boolean };
}

/** At most this many records are scanned by one search (docs/rules/constants.md#admin-search). */
const MAX_SCANNED = 100_000;

const SORT_COLUMNS: Record<Exclude<AdminUserSort, 'relevance'>, string> = {
  id: 'u.id',
  email: 'u.email',
  lastname: 'lower(u.lastname)',
  company: 'lower(u.company)',
  createdAt: 'u.created_at',
};

const COLUMNS = 'u.id, u.email, u.company, u.customer_id, u.salutation, u.firstname, u.lastname, u.status, u.pricing_group, u.custom_pricing, u.created_at';

type Row = Record<string, any>;

function toItem(r: Row, score = 0): AdminUserListItem {
  return {
    id: Number(r.id),
    email: r.email,
    company: r.company,
    customerId: r.customer_id ?? null,
    salutation: r.salutation,
    firstname: r.firstname,
    lastname: r.lastname,
    status: r.status,
    pricingGroup: r.pricing_group ?? null,
    customPricing: Boolean(r.custom_pricing),
    createdAt: new Date(r.created_at).toISOString(),
    score,
  };
}

/** Ids score 50 when exact (user id, customer number, e-mail), names 15 (first, last name, company). */
export function userSearchFields(u: { id: number; email: string; customerId: string | null; firstname: string; lastname: string; company: string }): AdminSearchFields {
  return { ids: [u.id, u.customerId, u.email], names: [u.firstname, u.lastname, u.company] };
}

/**
 * The admin's customer list and profile (ADR 0024). Without a search: sorted and paged in SQL. With a search:
 * the records that contain the term (or have it as id) are read (at most 100,000, docs/rules/constants.md#admin-search), scored by the
 * shared admin search score (libs/domain admin-search.ts), ranked by score then id, at most 1,000 kept, paged.
 */
@Injectable()
export class AdminUserQueries {
  constructor(
    private readonly tx: TransactionContext,
    private readonly users: UserRepository,
    private readonly companies: CompanyDirectory,
  ) {}

  async list(query: AdminUserListQuery): Promise<{ items: AdminUserListItem[]; total: number; page: number; pageSize: number }> {
    const m = this.tx.manager();
    const term = adminSearchTerm(query.q);
    const params: unknown[] = [];
    const where: string[] = [];
    if (query.status) where.push(`u.status = $${params.push(query.status)}`);
    const offset = (query.page - 1) * query.pageSize;
    const sort = query.sort && query.sort !== 'relevance' ? query.sort : null;
    const dir = query.dir === 'asc' ? 'ASC' : query.dir === 'desc' ? 'DESC' : sort === 'createdAt' || sort === 'id' ? 'DESC' : 'ASC';
    if (!term) {
      const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const column = SORT_COLUMNS[sort ?? 'id'];
      const order = sort === null ? 'u.id DESC' : `${column} ${dir}, u.id ${dir}`;
      const [rows, [{ total }]] = await Promise.all([
        m.query(`SELECT ${COLUMNS} FROM shop_user u ${filter} ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${offset}`, params) as Promise<Row[]>,
        m.query(`SELECT count(*)::int AS total FROM shop_user u ${filter}`, params) as Promise<Array<{ total: number }>>,
      ]);
      return { items: rows.map((r) => toItem(r)), total, page: query.page, pageSize: query.pageSize };
    }
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const likeParam = `$${params.push(like)}`;
    const idMatch = /^\d{1,15}$/.test(term) ? ` OR u.id = $${params.push(Number(term))}` : '';
    where.push(`(lower(u.email) LIKE ${likeParam} OR lower(u.firstname) LIKE ${likeParam} OR lower(u.lastname) LIKE ${likeParam} OR lower(u.company) LIKE ${likeParam} OR coalesce(u.customer_id, '') LIKE ${likeParam}${idMatch})`);
    const rows: Row[] = await m.query(`SELECT ${COLUMNS} FROM shop_user u WHERE ${where.join(' AND ')} ORDER BY u.id LIMIT ${MAX_SCANNED}`, params);
    const candidates = rows.map((r) => toItem(r));
    let ranked = rankBySearchScore(candidates, term, userSearchFields, (u) => u.id);
    if (sort) {
      const key = (u: AdminUserListItem): string | number => (sort === 'id' ? u.id : sort === 'createdAt' ? u.createdAt : sort === 'email' ? u.email : sort === 'lastname' ? u.lastname.toLocaleLowerCase('de') : u.company.toLocaleLowerCase('de'));
      const sign = dir === 'ASC' ? 1 : -1;
      ranked = [...ranked].sort((a, b) => {
        const ka = key(a);
        const kb = key(b);
        return (ka < kb ? -1 : ka > kb ? 1 : 0) * sign || (a.id - b.id) * sign;
      });
    }
    return { items: ranked.slice(offset, offset + query.pageSize), total: ranked.length, page: query.page, pageSize: query.pageSize };
  }

  async profile(userId: number): Promise<AdminUserProfile | null> {
    const user = await this.users.findById(userId);
    return user ? this.withCompany(adminUserProfile(user)) : null;
  }

  /** The profile with the company the login belongs to (the profile read and every answer of the customer editor). */
  async withCompany(profile: AdminUserProfile): Promise<AdminUserProfile> {
    const member = await this.companies.memberOf(profile.user.id);
    if (!member) return profile;
    return { ...profile, company: { id: member.companyId, name: member.companyName, role: member.role, isCompanyAccount: member.companyId === member.userId } };
  }
}

/** The admin's view of a customer (the profile page and every answer of the customer editor). */
export function adminUserProfile(user: User): AdminUserProfile {
  const p = user.toProps();
  return {
    user: toUserView(user),
    incoterms: [...user.incoterms].sort((a, b) => a.threshold - b.threshold).map((i) => ({ ...i })),
    version: user.version,
    status: p.status,
    locked: user.isLocked,
    locale: p.locale,
    createdAt: p.createdAt.toISOString(),
    confirmedAt: p.confirmedAt ? p.confirmedAt.toISOString() : null,
  };
}
