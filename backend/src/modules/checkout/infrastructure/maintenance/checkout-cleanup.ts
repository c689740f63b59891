import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CleanupTasks, type CleanupTask } from '../../../../shared/admin/cleanup-tasks';

/**
 * How long an order submit's Idempotency-Key is kept. A client retries a lost answer within seconds or
 * minutes; after a week the key only takes room (the order itself stays, of course).
 */
export const IDEMPOTENCY_KEY_DAYS = 7;

/** Deletes idempotency keys older than IDEMPOTENCY_KEY_DAYS. Part of the `cleanup` job (ADR 0028). */
@Injectable()
export class CheckoutCleanup implements CleanupTask, OnModuleInit {
  readonly name = 'checkout';

  constructor(
    private readonly db: DataSource,
    private readonly tasks: CleanupTasks,
  ) {}

  onModuleInit(): void {
    this.tasks.register(this);
  }

  async run(): Promise<Record<string, number>> {
    const rows = (await this.db.query(
      `WITH d AS (DELETE FROM order_request WHERE created_at < now() - ($1 || ' days')::interval RETURNING 1) SELECT count(*)::int AS n FROM d`,
      [String(IDEMPOTENCY_KEY_DAYS)],
    )) as Array<{ n: number }>;
    return { idempotencyKeys: rows[0]?.n ?? 0 };
  }
}
