import { Injectable } from '@nestjs/common';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import { OrderNotes, type NewOrderNote } from '../../../domain/ports/order-notes.port';

@Injectable()
export class SqlOrderNotes extends OrderNotes {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  async add(note: NewOrderNote): Promise<number> {
    const rows: Array<{ id: string }> = await this.tx
      .manager()
      .query('INSERT INTO order_note (order_id, admin_id, admin_name, text) VALUES ($1, $2, $3, $4) RETURNING id', [note.orderId, note.adminId, note.adminName, note.text]);
    return Number(rows[0].id);
  }
}
