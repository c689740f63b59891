import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CleanupTasks, type CleanupTask } from '../../../../shared/admin/cleanup-tasks';
import { CartSettings } from '../../domain/ports/cart-settings.port';

/**
 * Deletes the server carts last changed more than sales.cartTTL days ago (the same rule as isCartExpired:
 * such a cart already counts as none). No TTL configured (null, 0) keeps every cart. Part of the `cleanup`
 * job (ADR 0028).
 */
@Injectable()
export class CartCleanup implements CleanupTask, OnModuleInit {
  readonly name = 'cart';

  constructor(
    private readonly db: DataSource,
    private readonly settings: CartSettings,
    private readonly tasks: CleanupTasks,
  ) {}

  onModuleInit(): void {
    this.tasks.register(this);
  }

  async run(): Promise<Record<string, number>> {
    const days = await this.settings.cartTtlDays();
    if (!days || days <= 0) return { expiredCarts: 0 };
    const rows = (await this.db.query(
      `WITH d AS (DELETE FROM customer_cart WHERE date_updated < now() - ($1 || ' days')::interval RETURNING 1) SELECT count(*)::int AS n FROM d`,
      [String(days)],
    )) as Array<{ n: number }>;
    return { expiredCarts: rows[0]?.n ?? 0 };
  }
}
