import { Injectable } from '@nestjs/common';
import { TransactionContext } from '../persistence/transaction-context';

/** One change made in the admin area: who, when, what, and the record before and after. */
export interface AuditEntry {
  /** The administrator's id (the AdminGuard's subject). */
  adminId: number;
  /** What was done, as a stable code: e.g. 'order.status', 'priceRule.create', 'user.lock', 'import.products'. */
  action: string;
  /** The entity type changed: 'order', 'priceRule', 'user', 'media', 'backup', ... */
  entity: string;
  /** The changed record's id, when there is one. */
  entityId?: string | number | null;
  /** The record (or the changed fields) before and after; null for a create or a delete. Never secrets. */
  before?: unknown;
  after?: unknown;
}

export interface AuditRecord extends Required<Omit<AuditEntry, 'entityId'>> {
  id: number;
  entityId: string | null;
  adminEmail: string | null;
  at: string;
}

/**
 * The admin audit log (table admin_audit_log). `record` joins the caller's transaction when one is running
 * (TransactionContext), so a change and its entry are committed together or not at all.
 */
@Injectable()
export class AuditLog {
  constructor(private readonly tx: TransactionContext) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.tx
      .manager()
      .query('INSERT INTO admin_audit_log (admin_id, action, entity, entity_id, before, after) VALUES ($1, $2, $3, $4, $5, $6)', [
        entry.adminId,
        entry.action,
        entry.entity,
        entry.entityId == null ? null : String(entry.entityId),
        entry.before === undefined ? null : JSON.stringify(entry.before),
        entry.after === undefined ? null : JSON.stringify(entry.after),
      ]);
  }

  /**
   * Newest first; optionally for one entity type and record. The admin's e-mail comes from identity (which owns
   * administrators): the caller passes its look-up, the log keeps only the admin's id.
   */
  async list(
    query: { page: number; pageSize: number; entity?: string; entityId?: string },
    adminEmails: (ids: number[]) => Promise<ReadonlyMap<number, string>> = async () => new Map(),
  ): Promise<{ items: AuditRecord[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.entity) {
      params.push(query.entity);
      where.push(`l.entity = $${params.length}`);
    }
    if (query.entityId) {
      params.push(query.entityId);
      where.push(`l.entity_id = $${params.length}`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const manager = this.tx.manager();
    const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM admin_audit_log l ${filter}`, params)) as Array<{ total: number }>;
    const rows = (await manager.query(
      `SELECT l.id, l.admin_id, l.action, l.entity, l.entity_id, l.before, l.after, l.at
         FROM admin_audit_log l ${filter}
        ORDER BY l.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
    )) as Array<Record<string, unknown>>;
    const emails = await adminEmails([...new Set(rows.map((r) => Number(r.admin_id)))]);
    return {
      total,
      items: rows.map((r) => ({
        id: Number(r.id),
        adminId: Number(r.admin_id),
        adminEmail: emails.get(Number(r.admin_id)) ?? null,
        action: r.action as string,
        entity: r.entity as string,
        entityId: (r.entity_id as string | null) ?? null,
        before: r.before ?? null,
        after: r.after ?? null,
        at: new Date(r.at as string).toISOString(),
      })),
    };
  }
}
