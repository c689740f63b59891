import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Login throttling that slows guessing without locking the owner out (docs/security.md): failures carry
 * their purpose (a login, or the password check of an e-mail or password change) and, when the browser
 * presented one, the known device they came from. Known devices are remembered by the hash of the device
 * cookie handed out at a successful login.
 */
export class LoginThrottle1700000000004 implements MigrationInterface {
  name = 'LoginThrottle1700000000004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE known_device (
        id bigserial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('customer', 'admin')),
        subject_id bigint NOT NULL,
        token_hash text NOT NULL UNIQUE,             -- SHA-256 (hex) of the device cookie
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX known_device_subject_idx ON known_device(kind, subject_id, last_used_at);

      ALTER TABLE login_attempt ADD COLUMN purpose text NOT NULL DEFAULT 'login' CHECK (purpose IN ('login', 'passwordCheck'));
      ALTER TABLE login_attempt ADD COLUMN device_id bigint REFERENCES known_device(id) ON DELETE CASCADE;
      DROP INDEX login_attempt_account_idx;
      DROP INDEX login_attempt_address_idx;
      CREATE INDEX login_attempt_account_idx ON login_attempt(kind, purpose, account, created_at) WHERE device_id IS NULL;
      CREATE INDEX login_attempt_address_idx ON login_attempt(kind, client_address, created_at) WHERE device_id IS NULL;
      CREATE INDEX login_attempt_device_idx ON login_attempt(device_id, created_at) WHERE device_id IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX IF EXISTS login_attempt_device_idx;
      DROP INDEX IF EXISTS login_attempt_address_idx;
      DROP INDEX IF EXISTS login_attempt_account_idx;
      ALTER TABLE login_attempt DROP COLUMN IF EXISTS device_id;
      ALTER TABLE login_attempt DROP COLUMN IF EXISTS purpose;
      CREATE INDEX login_attempt_account_idx ON login_attempt(kind, account, created_at);
      CREATE INDEX login_attempt_address_idx ON login_attempt(client_address, created_at);
      DROP TABLE IF EXISTS known_device;
    `);
  }
}
