import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CleanupTasks, type CleanupTask } from '../../../../shared/admin/cleanup-tasks';

/**
 * How long an order submit's Idempotency-Key is kept. A client retries a lost answer within seconds or
 * minutes; after a week the key only takes room (the order itself stays, of course).
 */
export const IDEMPOTENCY_KEY_DAYS = 7;

/** VIES answers are used for a day at most (ViesVatIdCheck); rows older than this only take room. */
export const VAT_ID_CHECK_DAYS = 2;

/** Deletes idempotency keys older than IDEMPOTENCY_KEY_DAYS and VIES answers older than VAT_ID_CHECK_DAYS. Part of the `cleanup` job (ADR 0028). */
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
    const checks = (await this.db.query(
      `WITH d AS (DELETE FROM vat_id_check WHERE checked_at < now() - ($1 || ' days')::interval RETURNING 1) SELECT count(*)::int AS n FROM d`,
      [String(VAT_ID_CHECK_DAYS)],
    )) as Array<{ n: number }>;
    return { idempotencyKeys: rows[0]?.n ?? 0, vatIdChecks: checks[0]?.n ?? 0 };
  }
}
