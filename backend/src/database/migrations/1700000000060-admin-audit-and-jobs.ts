import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin foundation (ADR 0019):
 * - admin_audit_log: every change made in the admin area, who, when, what, before and after.
 * - job: long work (backup, import, feed, catalogue, statistics, ...) with state, progress and result; at
 *   most one queued or running job per kind (partial unique index), a lease for the instance running it,
 *   and a dedupe key so a scheduled slot runs once per cluster.
 */
export class AdminAuditAndJobs1700000000060 implements MigrationInterface {
  name = 'AdminAuditAndJobs1700000000060';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_audit_log (
        id bigserial PRIMARY KEY,
        admin_id bigint NOT NULL,
        action text NOT NULL,
        entity text NOT NULL,
        entity_id text,
        before jsonb,
        after jsonb,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX admin_audit_log_entity ON admin_audit_log (entity, entity_id, id DESC)`);
    await q.query(`
      CREATE TABLE job (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        state text NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
        params jsonb NOT NULL DEFAULT '{}',
        progress_done bigint NOT NULL DEFAULT 0,
        progress_total bigint,
        progress_message text,
        result jsonb,
        error_code text,
        error_message text,
        admin_id bigint,
        owner text,
        lease_until timestamptz,
        cancel_requested boolean NOT NULL DEFAULT false,
        dedupe_key text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX job_one_active_per_kind ON job (kind) WHERE state IN ('queued', 'running')`);
    await q.query(`CREATE INDEX job_kind_id ON job (kind, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE job');
    await q.query('DROP TABLE admin_audit_log');
  }
}
