import { Injectable } from '@nestjs/common';
import { companyCan } from '@shop/domain';
import { DataSource } from 'typeorm';
import { CompanyDirectory, type CompanyMember } from '../../../identity';

/** The statuses the company history filters by: the order's status, or its approval (awaiting, rejected). */
export const COMPANY_ORDER_FILTER_STATUSES = ['inProgress', 'completed', 'canceled', 'awaiting', 'rejected'] as const;
export type CompanyOrderFilterStatus = (typeof COMPANY_ORDER_FILTER_STATUSES)[number];

export const COMPANY_ORDERS_PAGE_SIZE = 20;

export interface CompanyOrderRow {
  orderId: number;
  orderNumber: string;
  orderDate: string;
  status: string;
  approvalState: 'awaiting' | 'approved' | 'rejected' | null;
  approvalReason: 'orderLimit' | 'monthlyLimit' | null;
  rejectionReason: string | null;
  orderedBy: { userId: number | null; name: string };
  approvedBy: { userId: number; name: string } | null;
  rejectedBy: { userId: number; name: string } | null;
  customerOrderNumber: string;
  costCentre: string;
  currency: string;
  /** Cents: items after discount + shipping + payment fee. */
  net: number;
  /** Cents. */
  gross: number;
}

export interface CompanyOrdersFilter {
  member?: number;
  status?: CompanyOrderFilterStatus;
  /** Berlin calendar days, both included. */
  from?: string;
  to?: string;
  page?: number;
}

export interface CompanyOrdersPage {
  orders: CompanyOrderRow[];
  page: number;
  pageSize: number;
  total: number;
  /** Whether the caller sees every member's orders (readCompanyOrders) or only his own. */
  scope: 'company' | 'own';
  /** The members to filter by (company scope), else only the caller. */
  members: Array<{ userId: number; name: string }>;
}

type Row = Record<string, any>;

const COLUMNS = `o.id, o.order_date, o.status, o.user_id, o.buyer, o.buyer_lastname, o.buyer_email, o.approval_state, o.approval_reason, o.rejection_reason,
  o.approved_by, o.rejected_by, o.customer_order_id, o.cost_centre, o.currency, o.subtotal_cents, o.total_cents`;

/**
 * The company's orders for its members (ADR 0051): the approvals waiting and the order history. Every read is
 * scoped by the caller's company (identity's CompanyDirectory says which), so another company's order is
 * indistinguishable from one that does not exist; members without readCompanyOrders see only their own.
 */
@Injectable()
export class CompanyOrderQueries {
  constructor(
    private readonly db: DataSource,
    private readonly companies: CompanyDirectory,
  ) {}

  /** The orders of the member's company waiting for approval, oldest first (the one waiting longest on top). */
  async awaiting(member: CompanyMember): Promise<CompanyOrderRow[]> {
    const rows: Row[] = await this.db.query(`SELECT ${COLUMNS} FROM shop_order o WHERE o.company_id = $1 AND o.approval_state = 'awaiting' ORDER BY o.order_date, o.id`, [member.companyId]);
    const names = await this.namesOf(member.companyId);
    return rows.map((r) => toRow(r, names));
  }

  /** A page of the company's order history as the member may see it, newest first. */
  async history(member: CompanyMember, filter: CompanyOrdersFilter): Promise<CompanyOrdersPage> {
    const all = companyCan(member.role, 'readCompanyOrders');
    const where = ['o.company_id = $1'];
    const params: unknown[] = [member.companyId];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (!all) add('o.user_id = ?', member.userId);
    else if (filter.member !== undefined) add('o.user_id = ?', filter.member);
    switch (filter.status) {
      case 'awaiting':
      case 'rejected':
        add('o.approval_state = ?', filter.status);
        break;
      case 'inProgress':
      case 'completed':
      case 'canceled':
        add(`(o.approval_state IS NULL OR o.approval_state = 'approved') AND o.status = ?`, filter.status);
        break;
    }
    if (filter.from) add(`o.order_date >= (?::date::timestamp AT TIME ZONE 'Europe/Berlin')`, filter.from);
    if (filter.to) add(`o.order_date < ((?::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin')`, filter.to);
    const page = Math.max(1, filter.page ?? 1);
    const [{ n }] = (await this.db.query(`SELECT count(*)::int AS n FROM shop_order o WHERE ${where.join(' AND ')}`, params)) as Array<{ n: number }>;
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS} FROM shop_order o WHERE ${where.join(' AND ')} ORDER BY o.order_date DESC, o.id DESC LIMIT ${COMPANY_ORDERS_PAGE_SIZE} OFFSET ${(page - 1) * COMPANY_ORDERS_PAGE_SIZE}`,
      params,
    );
    const names = await this.namesOf(member.companyId);
    return {
      orders: rows.map((r) => toRow(r, names)),
      page,
      pageSize: COMPANY_ORDERS_PAGE_SIZE,
      total: n,
      scope: all ? 'company' : 'own',
      members: all ? [...names.entries()].map(([userId, name]) => ({ userId, name })) : [{ userId: member.userId, name: member.name }],
    };
  }

  private async namesOf(companyId: number): Promise<Map<number, string>> {
    return new Map((await this.companies.membersOf(companyId)).map((m) => [m.userId, m.name]));
  }
}

function toRow(o: Row, names: Map<number, string>): CompanyOrderRow {
  const userId = o.user_id === null ? null : Number(o.user_id);
  const buyer = o.buyer ?? {};
  const snapshotName = [buyer.firstname, buyer.lastname ?? o.buyer_lastname].filter(Boolean).join(' ') || o.buyer_email;
  const person = (id: unknown) => (id === null || id === undefined ? null : { userId: Number(id), name: names.get(Number(id)) ?? '' });
  return {
    orderId: Number(o.id),
    orderNumber: String(o.id),
    orderDate: new Date(o.order_date).toISOString(),
    status: o.status,
    approvalState: o.approval_state ?? null,
    approvalReason: o.approval_reason ?? null,
    rejectionReason: o.rejection_reason ?? null,
    // The member's current name; the order's own snapshot for a member no longer in the company.
    orderedBy: { userId, name: (userId !== null ? names.get(userId) : undefined) || snapshotName },
    approvedBy: person(o.approved_by),
    rejectedBy: person(o.rejected_by),
    customerOrderNumber: o.customer_order_id ?? '',
    costCentre: o.cost_centre ?? '',
    currency: o.currency,
    net: Number(o.subtotal_cents),
    gross: Number(o.total_cents),
  };
}
