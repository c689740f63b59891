import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Requisition lists (docs/requisition-lists.md, docs/decisions/0052-requisition-lists.md), the cart module's tables:
 * - requisition_list: a named list of one member (owner_user_id) of a company (company_id), private or shared with
 *   the company; `version` grows with every change of the list or its lines (optimistic concurrency: a change
 *   names the version it was made on, else 409 requisitionListChanged). A name is unique per owner, ignoring case.
 * - requisition_list_line: the list's lines in their order (position), each with the item shape of a cart
 *   position (customer_cart.positions): an article number, or a configured product (custom product type and
 *   configuration), and a quantity as the cart stores it (normalised dot-decimal text).
 * Deleting the login deletes its lists; deleting a list deletes its lines.
 */
export class RequisitionLists1700000000520 implements MigrationInterface {
  name = 'RequisitionLists1700000000520';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE requisition_list (
        id bigserial PRIMARY KEY,
        company_id bigint NOT NULL REFERENCES shop_user(id) ON DELETE CASCADE,
        owner_user_id bigint NOT NULL REFERENCES shop_user(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
        shared boolean NOT NULL DEFAULT false,
        version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX requisition_list_owner_name_idx ON requisition_list (owner_user_id, lower(name));
      CREATE INDEX requisition_list_company_idx ON requisition_list (company_id, shared);

      CREATE TABLE requisition_list_line (
        id bigserial PRIMARY KEY,
        list_id bigint NOT NULL REFERENCES requisition_list(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 0),
        product_id text NOT NULL CHECK (char_length(product_id) BETWEEN 1 AND 64),
        qty text NOT NULL,
        custom_product_type text,
        custom_configuration jsonb
      );
      CREATE INDEX requisition_list_line_list_idx ON requisition_list_line (list_id, position);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS requisition_list_line; DROP TABLE IF EXISTS requisition_list;`);
  }
}
