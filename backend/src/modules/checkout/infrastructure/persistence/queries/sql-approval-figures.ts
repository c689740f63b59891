import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApprovalFigures } from '../../../domain/ports/approval-figures.port';

/**
 * The member's month in `shop_order` (checkout's table): item total after discount, the same figure
 * `@shop/domain` netGoodsCents takes of a price. Rejected and canceled orders are no orders of the month;
 * awaiting ones are (they take the limit while they wait).
 */
@Injectable()
export class SqlApprovalFigures extends ApprovalFigures {
  constructor(private readonly db: DataSource) {
    super();
  }

  async memberNetGoodsCents(userId: number, window: { from: Date; to: Date }): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT coalesce(sum(greatest(item_total_cents - discount_amount_cents, 0)), 0)::bigint AS net
         FROM shop_order
        WHERE user_id = $1 AND order_date >= $2 AND order_date < $3
          AND status <> 'canceled' AND (approval_state IS NULL OR approval_state <> 'rejected')`,
      [userId, window.from, window.to],
    )) as Array<{ net: string }>;
    return Number(row?.net ?? 0);
  }
}
