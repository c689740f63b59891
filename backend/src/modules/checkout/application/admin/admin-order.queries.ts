import { Injectable } from '@nestjs/common';
import { adminSearchTerm } from '@shop/domain';
import { DataSource } from 'typeorm';
import { CustomProducts } from '../../../configurators';
import { CustomerDirectory } from '../../../identity';
import { countedOrderSql, uncountedOrderSql } from '../queries/counted-orders.sql';
import type { OrderView } from '../../domain/order-view';
import { offerNumber } from '../../domain/ports/offer.repository.port';
import { OrderQueries } from '../queries/order.queries';

export type AdminOrderSort = 'date' | 'total' | 'number';

export interface AdminOrderListQuery {
  q?: string;
  status?: string;
  /** Order date from / to (inclusive), YYYY-MM-DD, days in Europe/Berlin. */
  from?: string;
  to?: string;
  shippingMethod?: string;
  paymentMethod?: string;
  userId?: number;
  sort?: AdminOrderSort;
  dir?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export interface AdminOrderListItem {
  id: number;
  orderDate: string;
  status: string;
  buyer: { id: number | null; email: string; lastname: string; company: string };
  shippingMethod: { de: string; en: string };
  paymentMethod: { de: string; en: string };
  positionCount: number;
  /** Net sum (subtotal), VAT and gross total in cents (total = subtotal + vat). */
  subtotal: number;
  vat: number;
  total: number;
  currency: string;
  locale: string;
  /** Company approval (ADR 0051): awaiting and rejected orders are listed marked and count nowhere; null when none was needed. */
  approvalState: 'awaiting' | 'approved' | 'rejected' | null;
}

export interface OrderStatusChangeView {
  from: string;
  to: string;
  adminId: number | null;
  adminName: string;
  at: string;
}

export interface AdminOrderPosition {
  /** The configured product's name and its configuration spelled out (as the cart shows them), or null. */
  configuration: { name: string; summary: string[] } | null;
}

export interface AdminOrderDetail {
  order: OrderView;
  locale: string;
  incoterm: string;
  customerNumber: string | null;
  positions: AdminOrderPosition[];
  history: OrderStatusChangeView[];
}

/** An admin-internal note on an order (docs/decisions/0047-contact-inbox-and-order-admin.md). */
export interface OrderNoteView {
  id: number;
  adminId: number;
  adminName: string;
  text: string;
  at: string;
}

export interface CustomerOrderFigures {
  /** Orders that count (canceled excluded). */
  count: number;
  /** Net (subtotal) and gross revenue of those orders, cents. */
  revenueNet: number;
  revenueGross: number;
  /** Average net order value, cents (0 without orders). */
  averageNet: number;
  lastOrderAt: string | null;
  /** Canceled orders, shown apart. */
  canceled: number;
}

export interface AdminOfferListItem {
  id: number;
  /** The number the buyer knows (A-000123). */
  number: string;
  createdAt: string;
  type: string;
  status: string;
  buyer: { id: number | null; email: string; company: string; firstname: string; lastname: string; customerId: string | null };
  positionCount: number;
  value: number;
  rate: number | null;
  purchasePrice: number | null;
  months: number | null;
  currency: string;
  locale: string;
}

/** The orders that count in a customer's figures (canceled ones are shown apart). */
const COUNTED = countedOrderSql();

/** Up to this many hits, a search's orders are collected and sorted rather than found by walking the date index. */
const FEW_HITS = 5000;

const SORT_COLUMNS: Record<AdminOrderSort, string> = { date: 'o.order_date', total: 'o.total_cents', number: 'o.id' };

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function likeEscape(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Builds the WHERE clause of the order list; answers the SQL and its parameters. */
export function orderListFilter(query: Omit<AdminOrderListQuery, 'page' | 'pageSize' | 'sort' | 'dir'>, customerNumberUserIds: readonly number[] = []): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const term = adminSearchTerm(query.q);
  if (term) {
    const alternatives: string[] = [];
    if (term.length >= 3) {
      // The same expression as the trigram index (migration 1700000000075): contains, any of e-mail, company, last name.
      alternatives.push(`lower(o.buyer_email || ' ' || o.buyer_company || ' ' || o.buyer_lastname) LIKE ${p(`%${likeEscape(term)}%`)}`);
    } else {
      const prefix = p(`${likeEscape(term)}%`);
      alternatives.push(`lower(o.buyer_email) LIKE ${prefix}`, `lower(o.buyer_company) LIKE ${prefix}`);
    }
    if (/^\d{1,15}$/.test(term)) {
      const n = p(Number(term));
      // An order number, a customer's id, or a customer number (five digits) of a registered buyer.
      alternatives.push(`o.id = ${n}`, `o.user_id = ${n}`);
      // Resolved beforehand (an IN subquery here would keep PostgreSQL from combining the index scans).
      if (customerNumberUserIds.length > 0) alternatives.push(`o.user_id = ANY(${p(customerNumberUserIds.map(String))}::bigint[])`);
    }
    where.push(`(${alternatives.join(' OR ')})`);
  }
  if (query.status) where.push(`o.status = ${p(query.status)}`);
  if (query.from) where.push(`o.order_date >= (${p(query.from)}::date)::timestamp AT TIME ZONE 'Europe/Berlin'`);
  if (query.to) where.push(`o.order_date < ((${p(query.to)}::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin')`);
  if (query.shippingMethod) where.push(`o.shipping_method->'name'->>'de' = (SELECT m.name->>'de' FROM shipping_method m WHERE m.id = ${p(query.shippingMethod)})`);
  if (query.paymentMethod) where.push(`o.payment_method->'name'->>'de' = (SELECT m.name->>'de' FROM payment_method m WHERE m.id = ${p(query.paymentMethod)})`);
  if (query.userId !== undefined) where.push(`o.user_id = ${p(query.userId)}`);
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

type Row = Record<string, any>;

const name = (value: Row | null | undefined) => ({ de: String(value?.name?.de ?? ''), en: String(value?.name?.en ?? value?.name?.de ?? '') });

/**
 * The admin's reads of orders and offers (ADR 0024): the order list with search, filters, sort and paging;
 * one order with its configured positions spelled out and its status history; a customer's order figures;
 * the offers. Raw SQL over the checkout tables (this module's own), written for 100,000 orders (ADR 0024).
 */
@Injectable()
export class AdminOrderQueries {
  constructor(
    private readonly db: DataSource,
    private readonly orders: OrderQueries,
    private readonly customProducts: CustomProducts,
    private readonly customers: CustomerDirectory,
  ) {}

  async list(query: AdminOrderListQuery): Promise<{ items: AdminOrderListItem[]; total: number; page: number; pageSize: number }> {
    const term = adminSearchTerm(query.q);
    // A customer number names customers (identity's): their orders are hits too.
    const customerNumberUserIds = term && /^\d{1,15}$/.test(term) ? await this.customers.idsWithCustomerNumber(term) : [];
    const { where, params } = orderListFilter(query, customerNumberUserIds);
    const column = SORT_COLUMNS[query.sort ?? 'date'];
    const dir = query.dir === 'asc' ? 'ASC' : 'DESC';
    const order = column === 'o.id' ? `o.id ${dir}` : `${column} ${dir}, o.id ${dir}`;
    const offset = (query.page - 1) * query.pageSize;
    const columns = `o.id, o.order_date, o.status, o.user_id, o.buyer_email, o.buyer_lastname, o.buyer_company, o.shipping_method, o.payment_method,
                o.subtotal_cents, o.vat_cents, o.total_cents, o.currency, o.locale, o.approval_state`;
    // The count first: it decides the plan of the page. PostgreSQL cannot estimate how many orders a search
    // matches; walking the date index until 25 hits are found is right for many hits and a full scan for few.
    // With at most FEW hits they are collected through the search indexes and sorted (OFFSET 0 keeps the
    // planner from walking the date index); with more, the ordered index walk finds a page quickly (ADR 0024).
    const [{ total }]: Array<{ total: number }> = await this.db.query(`SELECT count(*)::int AS total FROM shop_order o ${where}`, params);
    const source = total <= FEW_HITS && where ? `(SELECT ${columns} FROM shop_order o ${where} OFFSET 0) o` : `shop_order o ${where}`;
    const rows: Row[] = total === 0 || offset >= total
      ? []
      : await this.db.query(
          `SELECT o.*, (SELECT count(*)::int FROM order_position op WHERE op.order_id = o.id) AS position_count
             FROM ${source}
            ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${offset}`,
          params,
        );
    return {
      total,
      page: query.page,
      pageSize: query.pageSize,
      items: rows.map((r) => ({
        id: Number(r.id),
        orderDate: new Date(r.order_date).toISOString(),
        status: r.status,
        buyer: { id: r.user_id === null ? null : Number(r.user_id), email: r.buyer_email, lastname: r.buyer_lastname, company: r.buyer_company },
        shippingMethod: name(r.shipping_method),
        paymentMethod: name(r.payment_method),
        positionCount: Number(r.position_count),
        subtotal: Number(r.subtotal_cents),
        vat: Number(r.vat_cents),
        total: Number(r.total_cents),
        currency: r.currency,
        locale: r.locale,
        approvalState: r.approval_state ?? null,
      })),
    };
  }

  /** One order with what the admin needs beyond the customer's view; null for an unknown id. */
  async detail(orderId: number, displayLocale: 'de' | 'en'): Promise<AdminOrderDetail | null> {
    const order = await this.orders.orderById(orderId);
    if (!order) return null;
    const [[extra], history, customer] = await Promise.all([
      this.db.query(`SELECT o.locale, o.incoterm, nullif(o.buyer->>'customerId', '') AS customer_id FROM shop_order o WHERE o.id = $1`, [orderId]) as Promise<Row[]>,
      this.history(orderId),
      order.buyer.id !== null ? this.customers.byId(order.buyer.id) : Promise.resolve(null),
    ]);
    const positions = await Promise.all(order.positions.map((p) => this.configurationOf(p, displayLocale)));
    return {
      order,
      locale: extra?.locale ?? 'de',
      incoterm: extra?.incoterm ?? 'EXW',
      // The customer's number as identity keeps it now, else the one the order's buyer gave.
      customerNumber: customer?.customerNumber ?? extra?.customer_id ?? null,
      positions,
      history,
    };
  }

  async history(orderId: number): Promise<OrderStatusChangeView[]> {
    const rows: Row[] = await this.db.query(
      'SELECT from_status, to_status, admin_id, admin_name, changed_at FROM order_status_change WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    return rows.map((r) => ({ from: r.from_status, to: r.to_status, adminId: r.admin_id === null ? null : Number(r.admin_id), adminName: r.admin_name, at: new Date(r.changed_at).toISOString() }));
  }

  /** The order's internal notes, oldest first; null for an unknown order. */
  async notes(orderId: number): Promise<OrderNoteView[] | null> {
    const [exists]: Row[] = await this.db.query('SELECT 1 FROM shop_order WHERE id = $1', [orderId]);
    if (!exists) return null;
    const rows: Row[] = await this.db.query('SELECT id, admin_id, admin_name, text, created_at FROM order_note WHERE order_id = $1 ORDER BY id', [orderId]);
    return rows.map((r) => ({ id: Number(r.id), adminId: Number(r.admin_id), adminName: r.admin_name, text: r.text, at: new Date(r.created_at).toISOString() }));
  }

  /**
   * A configured position's name and summary as the cart shows them: its configuration evaluated again by its
   * configurator; when the configurator no longer accepts it (the catalogue changed), the stored values are
   * listed as they are, so the admin still reads what was ordered.
   */
  private async configurationOf(p: OrderView['positions'][number], locale: 'de' | 'en'): Promise<AdminOrderPosition> {
    if (!p.customProductType) return { configuration: null };
    const resolved = await this.customProducts
      .resolve({ productId: p.product.id, customProductType: p.customProductType, ...(p.customConfiguration ? { customConfiguration: p.customConfiguration } : {}) })
      .catch(() => null);
    if (resolved?.ok) {
      const product = resolved.value.product;
      return { configuration: { name: product.name[locale] || product.name.de, summary: [...(product.summary[locale] ?? product.summary.de)] } };
    }
    const summary = Object.entries(p.customConfiguration ?? {})
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
    return { configuration: { name: p.product.name[locale] || p.product.name.de, summary } };
  }

  /** A customer's order figures, canceled orders excluded (docs/rules/roles.md#admin-statistics-per-customer). */
  async statistics(userId: number): Promise<CustomerOrderFigures> {
    const [r]: Row[] = await this.db.query(
      `SELECT count(*) FILTER (WHERE ${COUNTED})::int AS count,
              coalesce(sum(subtotal_cents) FILTER (WHERE ${COUNTED}), 0)::bigint AS net,
              coalesce(sum(total_cents) FILTER (WHERE ${COUNTED}), 0)::bigint AS gross,
              max(order_date) FILTER (WHERE ${COUNTED}) AS last_order,
              count(*) FILTER (WHERE ${uncountedOrderSql()})::int AS canceled
         FROM shop_order WHERE user_id = $1`,
      [userId],
    );
    const count = Number(r.count);
    const net = Number(r.net);
    return {
      count,
      revenueNet: net,
      revenueGross: Number(r.gross),
      averageNet: count > 0 ? Math.round(net / count) : 0,
      lastOrderAt: r.last_order ? new Date(r.last_order).toISOString() : null,
      canceled: Number(r.canceled),
    };
  }

  /** The shipping and payment methods to filter by (id and name). */
  async filterOptions(): Promise<{ shippingMethods: Array<{ id: string; name: { de: string; en: string } }>; paymentMethods: Array<{ id: string; name: { de: string; en: string } }> }> {
    const [shipping, payment]: Row[][] = await Promise.all([
      this.db.query('SELECT id, name FROM shipping_method ORDER BY sort, id'),
      this.db.query('SELECT id, name FROM payment_method ORDER BY sort, id'),
    ]);
    const option = (r: Row) => ({ id: String(r.id), name: { de: String(r.name?.de ?? r.id), en: String(r.name?.en ?? r.name?.de ?? r.id) } });
    return { shippingMethods: shipping.map(option), paymentMethods: payment.map(option) };
  }

  async offers(query: { type?: string; status?: string; userId?: number; page: number; pageSize: number }): Promise<{ items: AdminOfferListItem[]; total: number; page: number; pageSize: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (query.type) where.push(`type = $${params.push(query.type)}`);
    if (query.status) where.push(`status = $${params.push(query.status)}`);
    if (query.userId !== undefined) where.push(`user_id = $${params.push(query.userId)}`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT id, created_at, type, status, user_id, buyer, jsonb_array_length(positions) AS position_count, price, currency, locale
           FROM offer ${filter} ORDER BY created_at DESC, id DESC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
        params,
      ) as Promise<Row[]>,
      this.db.query(`SELECT count(*)::int AS total FROM offer ${filter}`, params) as Promise<Array<{ total: number }>>,
    ]);
    return {
      total,
      page: query.page,
      pageSize: query.pageSize,
      items: rows.map((r) => ({
        id: Number(r.id),
        number: offerNumber(Number(r.id)),
        createdAt: new Date(r.created_at).toISOString(),
        type: r.type,
        status: r.status,
        buyer: {
          id: r.user_id === null ? null : Number(r.user_id),
          email: String(r.buyer?.email ?? ''),
          company: String(r.buyer?.company ?? ''),
          firstname: String(r.buyer?.firstname ?? ''),
          lastname: String(r.buyer?.lastname ?? ''),
          customerId: r.buyer?.customerId ?? null,
        },
        positionCount: Number(r.position_count),
        value: Number(r.price?.shoppingCartValue ?? r.price?.itemTotal ?? 0),
        rate: r.price?.rate == null ? null : Number(r.price.rate),
        purchasePrice: r.price?.purchasePrice == null ? null : Number(r.price.purchasePrice),
        months: r.price?.months == null ? null : Number(r.price.months),
        currency: r.currency,
        locale: r.locale,
      })),
    };
  }
}
