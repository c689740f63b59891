import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's rate limiter (docs/decisions/0034): one row per granted hit of a rule (cart imports per customer
 * and per address, guest order and offer mails per address and per recipient), kept until its window has passed,
 * so every app instance counts the same hits.
 */
export class RateLimits1700000000340 implements MigrationInterface {
  name = 'RateLimits1700000000340';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limit_hit (
        bucket text NOT NULL,                        -- the rule, e.g. 'cartImport:customer'
        subject text NOT NULL,                       -- customer id, client address, hash of a recipient address
        hit text NOT NULL,                           -- one call (a retried call with the same id counts once)
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,             -- created_at + the rule's window
        PRIMARY KEY (bucket, subject, hit)
      );
      CREATE INDEX rate_limit_hit_window_idx ON rate_limit_hit(bucket, subject, created_at);
      CREATE INDEX rate_limit_hit_expiry_idx ON rate_limit_hit(expires_at);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS rate_limit_hit');
  }
}
