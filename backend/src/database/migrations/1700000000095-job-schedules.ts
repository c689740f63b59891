import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin tools (ADR 0028):
 * - job_schedule: the scheduled tasks (sitemap, merchant feed, statistics, clean-up, mail-outbox retries).
 *   Each is a job kind started every `interval_seconds` with the dedupe key kind:slot, so each slot runs once
 *   per cluster; `enabled` is the tools page's start / stop; the last slot, job and outcome are shown there.
 * - relaunch_mail: which customer got the relaunch password mail in which run (one mail per customer and run).
 */
export class JobSchedules1700000000095 implements MigrationInterface {
  name = 'JobSchedules1700000000095';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_schedule (
        kind text PRIMARY KEY,
        enabled boolean NOT NULL DEFAULT true,
        interval_seconds integer NOT NULL CHECK (interval_seconds BETWEEN 60 AND 2678400),
        last_slot bigint,
        last_run_at timestamptz,
        last_job_id bigint,
        last_outcome text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO job_schedule (kind, enabled, interval_seconds) VALUES
        ('updateSitemap', true, 86400),
        ('merchantFeed', true, 86400),
        ('refreshStatistics', true, 86400),
        ('cleanup', true, 3600),
        ('mailRetry', true, 900)`);
    await q.query(`
      CREATE TABLE relaunch_mail (
        run_key text NOT NULL,
        user_id bigint NOT NULL REFERENCES shop_user(id) ON DELETE CASCADE,
        job_id bigint,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (run_key, user_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE relaunch_mail');
    await q.query('DROP TABLE job_schedule');
  }
}
