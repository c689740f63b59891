import { Injectable } from '@nestjs/common';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
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

  /**
   * Two statements: the order (TypeORM's insert, which maps its columns) and every position in one (arrays, twelve
   * parameters however many positions). Not `save`: building its change sets and one parameter set per position
   * cost more CPU than the SQL itself (docs/performance/2026-11-28-order-round-trips.md).
   */
  async add(order: Order): Promise<void> {
    const m = this.tx.manager();
    const { positions, ...row } = toPersistence(order);
    // The jsonb columns are typed as records, which TypeORM's partial entity type does not take as they are.
    const values = row as unknown as QueryDeepPartialEntity<OrderEntity>;
    const inserted = await m.createQueryBuilder().insert().into(OrderEntity).values(values).returning(['id']).updateEntity(false).execute();
    const id = Number((inserted.raw as Array<{ id: string | number }>)[0].id);
    if (positions.length > 0) {
      await m.query(
        `INSERT INTO order_position (order_id, sort, product_id, product_name, product_price_cents, price_unit, unit, custom_product_type, custom_configuration, qty, discount_percentage, price_cents)
         SELECT $1, * FROM unnest($2::int[], $3::text[], $4::jsonb[], $5::bigint[], $6::int[], $7::text[], $8::text[], $9::jsonb[], $10::numeric[], $11::numeric[], $12::bigint[])`,
        [
          id,
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
        ],
      );
    }
    order.stored(id);
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
