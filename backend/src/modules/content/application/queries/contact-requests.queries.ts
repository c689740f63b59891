import { Injectable } from '@nestjs/common';
import { adminSearchTerm, type ContactRequestStatus } from '@shop/domain';
import { DataSource } from 'typeorm';

export interface ContactRequestListQuery {
  /** Search: name, e-mail, company or the message's text (contains, any case). */
  q?: string;
  status?: ContactRequestStatus;
  page: number;
  pageSize: number;
}

export interface ContactRequestListItem {
  id: number;
  createdAt: string;
  status: ContactRequestStatus;
  locale: string;
  salutation: string | null;
  firstname: string;
  lastname: string;
  email: string;
  company: string;
  /** The message's first 160 characters. */
  excerpt: string;
  replyCount: number;
}

export interface ContactReplyView {
  id: number;
  adminId: number;
  adminName: string;
  text: string;
  sentAt: string;
}

export interface ContactRequestDetail {
  id: number;
  createdAt: string;
  status: ContactRequestStatus;
  statusChangedAt: string | null;
  formId: string;
  locale: string;
  salutation: string | null;
  firstname: string;
  lastname: string;
  email: string;
  company: string;
  phone: string | null;
  message: string;
  /** Oldest first. */
  replies: ContactReplyView[];
}

type Row = Record<string, any>;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause of the inbox's list and export. */
function filterOf(query: Pick<ContactRequestListQuery, 'q' | 'status'>): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  const term = adminSearchTerm(query.q);
  if (term) {
    params.push(`%${likeEscape(term)}%`);
    where.push(`lower(r.firstname || ' ' || r.lastname || ' ' || r.email || ' ' || r.company || ' ' || r.message) LIKE $${params.length}`);
  }
  if (query.status) {
    params.push(query.status);
    where.push(`r.status = $${params.length}`);
  }
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

const iso = (value: unknown) => new Date(value as string).toISOString();

/**
 * The contact requests inbox's reads (docs/decisions/0047-contact-inbox-and-order-admin.md): the list (search,
 * status filter, newest first, paged), one request with its replies, the rows of the export, the count of new
 * requests. SQL over content's own tables.
 */
@Injectable()
export class ContactRequestQueries {
  constructor(private readonly db: DataSource) {}

  async list(query: ContactRequestListQuery): Promise<{ items: ContactRequestListItem[]; total: number; page: number; pageSize: number }> {
    const { where, params } = filterOf(query);
    const [{ total }]: Array<{ total: number }> = await this.db.query(`SELECT count(*)::int AS total FROM contact_request r ${where}`, params);
    const rows: Row[] = await this.db.query(
      `SELECT r.id, r.created_at, r.status, r.locale, r.salutation, r.firstname, r.lastname, r.email, r.company, left(r.message, 160) AS excerpt,
              (SELECT count(*)::int FROM contact_request_reply x WHERE x.request_id = r.id) AS reply_count
         FROM contact_request r ${where}
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      params,
    );
    return {
      total,
      page: query.page,
      pageSize: query.pageSize,
      items: rows.map((r) => ({
        id: Number(r.id),
        createdAt: iso(r.created_at),
        status: r.status,
        locale: r.locale,
        salutation: r.salutation,
        firstname: r.firstname,
        lastname: r.lastname,
        email: r.email,
        company: r.company,
        excerpt: r.excerpt,
        replyCount: Number(r.reply_count),
      })),
    };
  }

  async detail(id: number): Promise<ContactRequestDetail | null> {
    const [rows, replies]: Row[][] = await Promise.all([
      this.db.query(
        'SELECT id, created_at, status, status_changed_at, form_id, locale, salutation, firstname, lastname, email, company, phone, message FROM contact_request WHERE id = $1',
        [id],
      ),
      this.db.query('SELECT id, admin_id, admin_name, text, sent_at FROM contact_request_reply WHERE request_id = $1 ORDER BY id', [id]),
    ]);
    const r = rows[0];
    if (!r) return null;
    return {
      id: Number(r.id),
      createdAt: iso(r.created_at),
      status: r.status,
      statusChangedAt: r.status_changed_at ? iso(r.status_changed_at) : null,
      formId: r.form_id,
      locale: r.locale,
      salutation: r.salutation,
      firstname: r.firstname,
      lastname: r.lastname,
      email: r.email,
      company: r.company,
      phone: r.phone,
      message: r.message,
      replies: replies.map((x) => ({ id: Number(x.id), adminId: Number(x.admin_id), adminName: x.admin_name, text: x.text, sentAt: iso(x.sent_at) })),
    };
  }

  /** Every request the filter finds (at most `limit`), newest first, for the export. */
  async exportRows(query: Pick<ContactRequestListQuery, 'q' | 'status'>, limit = 50_000): Promise<Array<Omit<ContactRequestDetail, 'replies' | 'formId'> & { replyCount: number; lastReplyAt: string | null }>> {
    const { where, params } = filterOf(query);
    const rows: Row[] = await this.db.query(
      `SELECT r.id, r.created_at, r.status, r.status_changed_at, r.locale, r.salutation, r.firstname, r.lastname, r.email, r.company, r.phone, r.message,
              x.reply_count, x.last_reply_at
         FROM contact_request r
         LEFT JOIN LATERAL (SELECT count(*)::int AS reply_count, max(sent_at) AS last_reply_at FROM contact_request_reply WHERE request_id = r.id) x ON true
         ${where}
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${Math.max(1, Math.floor(limit))}`,
      params,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      createdAt: iso(r.created_at),
      status: r.status,
      statusChangedAt: r.status_changed_at ? iso(r.status_changed_at) : null,
      locale: r.locale,
      salutation: r.salutation,
      firstname: r.firstname,
      lastname: r.lastname,
      email: r.email,
      company: r.company,
      phone: r.phone,
      message: r.message,
      replyCount: Number(r.reply_count ?? 0),
      lastReplyAt: r.last_reply_at ? iso(r.last_reply_at) : null,
    }));
  }
}
