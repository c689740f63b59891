import { Injectable } from '@nestjs/common';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import type { Order } from '../../../domain/order';
import { OrderRepository } from '../../../domain/ports/order.repository.port';
import { OrderEntity } from '../entities/order.entity';
import { toDomain, toPersistence } from './order.mapper';

/**
 * Orders in `shop_order` and `order_position` (checkout's tables), with TypeORM. Joins the running unit of
 * work through the TransactionContext; the status history goes to `order_status_change`.
 */
@Injectable()
export class TypeOrmOrderRepository extends OrderRepository {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  async add(order: Order): Promise<void> {
    const saved = await this.tx.manager().save(toPersistence(order));
    order.stored(saved.id);
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
      // An UPDATE answers [rows, count] through the driver.
      const rows = Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) ? (result[0] as unknown[]) : (result as unknown[]);
      if (rows.length !== 1) throw new Error(`order ${order.id}: its approval was decided already`);
    }
    if (order.hasNewPayment) await m.query('UPDATE shop_order SET payment = $2 WHERE id = $1', [order.id, JSON.stringify(order.payment)]);
    order.changesSaved();
  }
}
