import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity: customers and their addresses, administrators, server-side sessions, login throttling,
 * e-mailed confirmation codes, used registration challenges and the security event log.
 * Secrets are never stored in the clear: passwords as scrypt hashes (with their parameters), session ids
 * and confirmation codes as SHA-256 hex digests.
 */
export class Identity1700000000001 implements MigrationInterface {
  name = 'Identity1700000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shop_user (
        id bigserial PRIMARY KEY,
        email text NOT NULL UNIQUE,                  -- normalised: trimmed, lower case
        password_hash text NOT NULL,                 -- scrypt$N$r$p$salt$hash
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'disabled')),
        company text NOT NULL,
        customer_id text,                            -- the customer's number at the supplier (5 digits), optional
        salutation text NOT NULL CHECK (salutation IN ('mr', 'mrs')),
        firstname text NOT NULL,
        lastname text NOT NULL,
        invoice_email text,
        phone text,
        fax text,
        pricing_group text,
        custom_pricing boolean NOT NULL DEFAULT false,
        aquisition_ids jsonb NOT NULL DEFAULT '{}',  -- { initial, registration }
        locale text NOT NULL DEFAULT 'de',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        password_changed_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE user_address (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES shop_user(id) ON DELETE CASCADE,
        name_line1 text NOT NULL,
        name_line2 text NOT NULL DEFAULT '',
        street text NOT NULL DEFAULT '',
        post_office_box text NOT NULL DEFAULT '',
        zip text NOT NULL,
        city text NOT NULL,
        country char(2) NOT NULL DEFAULT 'DE',
        tax_no text NOT NULL DEFAULT '',
        is_standard_shipping boolean NOT NULL DEFAULT false,
        is_standard_billing boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX user_address_user_idx ON user_address(user_id);
      -- At most one standard shipping and one standard billing address per customer.
      CREATE UNIQUE INDEX user_address_std_shipping_idx ON user_address(user_id) WHERE is_standard_shipping;
      CREATE UNIQUE INDEX user_address_std_billing_idx ON user_address(user_id) WHERE is_standard_billing;

      CREATE TABLE admin_user (
        id bigserial PRIMARY KEY,
        email text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        firstname text NOT NULL,
        lastname text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz,
        password_changed_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE session (
        id_hash text PRIMARY KEY,                    -- SHA-256 (hex) of the 256-bit id in the cookie
        kind text NOT NULL CHECK (kind IN ('customer', 'admin')),
        subject_id bigint NOT NULL,                  -- shop_user.id or admin_user.id, by kind
        permanent boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        client_address text,
        user_agent text
      );
      CREATE INDEX session_subject_idx ON session(kind, subject_id);
      CREATE INDEX session_expires_idx ON session(expires_at);

      CREATE TABLE login_attempt (                   -- failed logins only; cleared for an account on success
        id bigserial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('customer', 'admin')),
        account text NOT NULL,                       -- normalised e-mail as typed
        client_address text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX login_attempt_account_idx ON login_attempt(kind, account, created_at);
      CREATE INDEX login_attempt_address_idx ON login_attempt(client_address, created_at);

      CREATE TABLE confirmation_code (
        id bigserial PRIMARY KEY,
        type text NOT NULL CHECK (type IN ('registration', 'passwordReset', 'emailChange')),
        code_hash text NOT NULL UNIQUE,              -- SHA-256 (hex) of the code in the e-mailed link
        user_id bigint NOT NULL REFERENCES shop_user(id) ON DELETE CASCADE,
        new_email text,                              -- emailChange only
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX confirmation_code_user_idx ON confirmation_code(user_id, type);

      CREATE TABLE challenge_used (                  -- single use of registration / reset challenges
        id text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX challenge_used_expires_idx ON challenge_used(expires_at);

      CREATE TABLE security_event (
        id bigserial PRIMARY KEY,
        type text NOT NULL,                          -- loginFailed, loginLocked, adminLogin, passwordChanged, ...
        subject_kind text CHECK (subject_kind IN ('customer', 'admin')),
        subject_id bigint,
        email text,
        client_address text,
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX security_event_created_idx ON security_event(created_at DESC, id DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE IF EXISTS security_event, challenge_used, confirmation_code, login_attempt, session, admin_user,
        user_address, shop_user CASCADE;
    `);
  }
}
