import { Injectable } from '@nestjs/common';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import { OrderRequests, type OrderRequestRecord } from '../../../domain/ports/order-requests.port';

/**
 * Idempotency-Keys in `order_request` (primary key: the key). They are claimed by the order's own insert
 * (`TypeOrmOrderRepository.add`: an insert that does nothing on a conflict; on PostgreSQL a concurrent insert of
 * the same key waits for the first transaction and then finds the row, so the loser reads the winner's
 * committed order, ADR 0015); this reads a claimed key's record.
 */
@Injectable()
export class SqlOrderRequests extends OrderRequests {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  async find(key: string): Promise<OrderRequestRecord | null> {
    const [row] = (await this.tx.manager().query('SELECT buyer, request_hash, order_id FROM order_request WHERE idempotency_key = $1', [key])) as Array<{ buyer: string; request_hash: string; order_id: string | null }>;
    return row ? { buyer: row.buyer, requestHash: row.request_hash, orderId: row.order_id === null ? null : Number(row.order_id) } : null;
  }
}
