import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailQueue, type OutgoingMail } from '../../../../../shared/mail/mail-queue';
import { queuedMailsInsert } from '../../../../../shared/mail/sql-mail-queue.store';
import { returnedRows } from '../../../../../shared/persistence/returned-rows';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import type { Order } from '../../../domain/order';
import { OrderRepository, type OrderRequestClaim } from '../../../domain/ports/order.repository.port';
import { OrderEntity } from '../entities/order.entity';
import { toDomain, toPersistence } from './order.mapper';

interface OrderInsert {
  /** The statement's data-modifying CTEs (the claim, the order `o`, its positions), without the final SELECT. */
  ctes: string;
  columns: Array<{ propertyName: string; databaseName: string; type: string; json: boolean }>;
}

/**
 * Orders in `shop_order` and `order_position` (checkout's tables), with TypeORM. Joins the running unit of
 * work through the TransactionContext; the status history goes to `order_status_change`.
 */
@Injectable()
export class TypeOrmOrderRepository extends OrderRepository {
  private readonly inserts = new Map<boolean, OrderInsert>();

  constructor(
    private readonly tx: TransactionContext,
    private readonly mailQueue: MailQueue,
  ) {
    super();
  }

  async nextId(): Promise<number> {
    const [row] = (await this.tx.manager().query(`SELECT nextval(pg_get_serial_sequence('shop_order', 'id')) AS id`)) as Array<{ id: string }>;
    return Number(row.id);
  }

  /**
   * One statement: the request's key claimed (when given), the order, every position (arrays: twelve parameters
   * however many positions). The order and its positions are inserted only from the claim's row, so a key taken
   * already stores nothing — and a concurrent claim of the same key waits for the other transaction, as a plain
   * insert would. Not TypeORM's `save` or insert builder: their change sets and parameter handling cost more CPU
   * than the SQL (docs/performance/2026-11-28-order-round-trips.md); the column list comes from the entity's
   * metadata, read once. The mails go into the queue from the order's row in the same statement (the queue's own
   * SQL, `queuedMailsInsert`); the statement needs no transaction around it: it is one.
   */
  async add(order: Order, request?: OrderRequestClaim, mails: readonly OutgoingMail[] = []): Promise<boolean> {
    const m = this.tx.manager();
    const id = order.isStored ? order.id : await this.nextId();
    const { positions, ...row } = toPersistence(order);
    const insert = this.insertOf(m, request !== undefined);
    const values: unknown[] = request ? [id, request.key, request.buyer, request.requestHash] : [id];
    for (const column of insert.columns) {
      const value = (row as unknown as Record<string, unknown>)[column.propertyName];
      values.push(value === undefined ? null : column.json && value !== null ? JSON.stringify(value) : value);
    }
    values.push(
      positions.map((p) => p.sort),
      positions.map((p) => p.productId),
      positions.map((p) => JSON.stringify(p.productName)),
      positions.map((p) => p.productPriceCents),
      positions.map((p) => p.priceUnit),
      positions.map((p) => p.unit),
      positions.map((p) => p.customProductType),
      positions.map((p) => (p.customConfiguration === null ? null : JSON.stringify(p.customConfiguration))),
      positions.map((p) => p.qty),
      positions.map((p) => p.discountPercentage),
      positions.map((p) => p.priceCents),
    );
    let ctes = insert.ctes;
    if (mails.length > 0) {
      const queued = queuedMailsInsert(mails, 'o', values.length + 1);
      ctes += `,\n      q AS (${queued.sql})`;
      values.push(...queued.params);
    }
    const inserted = (await m.query(`${ctes}\n      SELECT id FROM o`, values)) as Array<{ id: string }>;
    if (inserted.length === 0) return false;
    if (mails.length > 0) this.mailQueue.storedElsewhere();
    order.stored(id);
    order.changesSaved();
    return true;
  }

  /** The order's insert statement, made once per variant from the entity's columns (all but the id). */
  private insertOf(m: EntityManager, withClaim: boolean): OrderInsert {
    const cached = this.inserts.get(withClaim);
    if (cached) return cached;
    const columns = m.connection
      .getMetadata(OrderEntity)
      .columns.filter((c) => !c.isPrimary && !c.relationMetadata)
      .map((c) => ({ propertyName: c.propertyName, databaseName: c.databaseName, type: String(c.type), json: c.type === 'jsonb' }));
    const first = withClaim ? 5 : 2;
    const claim = withClaim
      ? `INSERT INTO order_request (idempotency_key, buyer, request_hash, order_id) VALUES ($2, $3, $4, $1::bigint)
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING order_id`
      : 'SELECT $1::bigint AS order_id';
    const p = first + columns.length;
    const ctes = `WITH claim AS (${claim}),
      o AS (INSERT INTO shop_order (id, ${columns.map((c) => `"${c.databaseName}"`).join(', ')})
            SELECT order_id, ${columns.map((c, i) => `$${first + i}::${c.type}`).join(', ')} FROM claim RETURNING id),
      p AS (INSERT INTO order_position (order_id, sort, product_id, product_name, product_price_cents, price_unit, unit, custom_product_type, custom_configuration, qty, discount_percentage, price_cents)
            SELECT o.id, u.* FROM o, unnest($${p}::int[], $${p + 1}::text[], $${p + 2}::jsonb[], $${p + 3}::bigint[], $${p + 4}::int[], $${p + 5}::text[], $${p + 6}::text[], $${p + 7}::jsonb[], $${p + 8}::numeric[], $${p + 9}::numeric[], $${p + 10}::bigint[]) AS u)`;
    const insert = { ctes, columns };
    this.inserts.set(withClaim, insert);
    return insert;
  }

  async findById(id: number): Promise<Order | null> {
    const row = await this.tx.manager().findOne(OrderEntity, { where: { id }, relations: { positions: true } });
    return row ? toDomain(row) : null;
  }

  async findForUpdate(id: number): Promise<Order | null> {
    if (!this.tx.active) throw new Error('OrderRepository.findForUpdate needs a running unit of work');
    const locked = (await this.tx.manager().query('SELECT id FROM shop_order WHERE id = $1 FOR UPDATE', [id])) as unknown[];
    return locked.length === 0 ? null : this.findById(id);
  }

  async save(order: Order): Promise<void> {
    const m = this.tx.manager();
    for (const change of order.pendingStatusChanges) {
      await m.query('UPDATE shop_order SET status = $2 WHERE id = $1', [order.id, change.to]);
      await m.query('INSERT INTO order_status_change (order_id, from_status, to_status, admin_id, admin_name) VALUES ($1, $2, $3, $4, $5)', [order.id, change.from, change.to, change.adminId, change.adminName]);
    }
    if (order.hasNewApprovalDecision && order.approval) {
      // Decided once: only an order still awaiting is changed (the caller holds the row lock; this is the second guard).
      const a = order.approval;
      const result: unknown = await m.query(
        `UPDATE shop_order SET approval_state = $2, approved_by = $3, approved_at = $4, rejected_by = $5, rejected_at = $6, rejection_reason = $7
          WHERE id = $1 AND approval_state = 'awaiting' RETURNING id`,
        [order.id, a.state, a.approvedBy, a.approvedAt, a.rejectedBy, a.rejectedAt, a.rejectionReason],
      );
      if (returnedRows(result).length !== 1) throw new Error(`order ${order.id}: its approval was decided already`);
    }
    if (order.hasNewPayment) await m.query('UPDATE shop_order SET payment = $2 WHERE id = $1', [order.id, JSON.stringify(order.payment)]);
    order.changesSaved();
  }
}
