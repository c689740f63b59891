import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Company accounts (docs/decisions/0050-company-accounts.md), identity's tables:
 * - shop_user.company_id: the company account a login belongs to. A company is the account of the customer it
 *   started with (its row holds the company's data: name, customer number, pricing group, incoterms, addresses;
 *   customer price rules name it). Every existing customer becomes a one-person company (company_id = id) and
 *   keeps every order, address and price; a new registration starts its own company (trigger).
 * - company_role: admin | buyer | approver | viewer; existing customers are their company's admin.
 * - order_limit_cents / monthly_limit_cents: net limits above which the member's order waits for approval.
 * - invited_by: the member who invited this login (null for the one who registered the company).
 * - confirmation_code.type 'invitation': the e-mailed link that confirms an invited member's address and sets the password.
 */
export class CompanyAccounts1700000000500 implements MigrationInterface {
  name = 'CompanyAccounts1700000000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE shop_user ADD COLUMN company_id bigint REFERENCES shop_user(id);
      UPDATE shop_user SET company_id = id;
      ALTER TABLE shop_user ALTER COLUMN company_id SET NOT NULL;
      ALTER TABLE shop_user ADD COLUMN company_role text NOT NULL DEFAULT 'admin' CHECK (company_role IN ('admin', 'buyer', 'approver', 'viewer'));
      ALTER TABLE shop_user ADD COLUMN order_limit_cents bigint CHECK (order_limit_cents >= 0);
      ALTER TABLE shop_user ADD COLUMN monthly_limit_cents bigint CHECK (monthly_limit_cents >= 0);
      ALTER TABLE shop_user ADD COLUMN invited_by bigint REFERENCES shop_user(id) ON DELETE SET NULL;
      CREATE INDEX shop_user_company_idx ON shop_user(company_id, id);

      ALTER TABLE confirmation_code DROP CONSTRAINT confirmation_code_type_check;
      ALTER TABLE confirmation_code ADD CONSTRAINT confirmation_code_type_check CHECK (type IN ('registration', 'passwordReset', 'emailChange', 'invitation'));

      CREATE FUNCTION shop_user_own_company() RETURNS trigger AS $$
      BEGIN
        IF NEW.company_id IS NULL THEN
          NEW.company_id := NEW.id;
        END IF;
        RETURN NEW;
      END;
      $$ LANGUAGE plpgsql;
      CREATE TRIGGER shop_user_own_company BEFORE INSERT ON shop_user FOR EACH ROW EXECUTE FUNCTION shop_user_own_company();
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER shop_user_own_company ON shop_user;
      DROP FUNCTION shop_user_own_company();
      DROP INDEX shop_user_company_idx;
      ALTER TABLE shop_user DROP COLUMN invited_by, DROP COLUMN monthly_limit_cents, DROP COLUMN order_limit_cents, DROP COLUMN company_role, DROP COLUMN company_id;
    `);
  }
}
