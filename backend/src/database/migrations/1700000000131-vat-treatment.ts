import { MigrationInterface, QueryRunner } from 'typeorm';

/** ISO codes of the EU member states (as libs/domain/src/vat-id.ts EU_MEMBER_STATES); a migration keeps its own copy. */
const EU = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];

/**
 * VAT by buyer and destination (ADR 0031, docs/vat.md):
 * - shop_order keeps the treatment the order was priced with: its kind, whether the buyer accounts for the VAT
 *   (reverse charge), the buyer's and the seller's VAT id as printed, and when VIES confirmed the buyer's id
 *   with its consultation number (the evidence of an intra-Community supply). Orders from before have none.
 * - vat_id_check: VIES's answers, shared by every instance, kept for a while (the checkout asks once per id,
 *   not on every price call); old rows go with the cleanup job.
 * - Checkout settings: a destination outside the EU is now sold to without VAT (export) unless it is marked
 *   registeredForVat. Destinations that already charged a rate there (the Swiss demo's 8.1 %) are marked, so
 *   a shop's figures do not change with this version.
 */
export class VatTreatment1700000000131 implements MigrationInterface {
  name = 'VatTreatment1700000000131';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE shop_order
        ADD COLUMN vat_treatment text,
        ADD COLUMN reverse_charge boolean NOT NULL DEFAULT false,
        ADD COLUMN buyer_vat_id text,
        ADD COLUMN seller_vat_id text,
        ADD COLUMN vat_id_checked_at timestamptz,
        ADD COLUMN vat_id_check_reference text`);
    await q.query(`
      CREATE TABLE vat_id_check (
        vat_id text PRIMARY KEY,
        status text NOT NULL CHECK (status IN ('valid', 'invalid', 'unavailable')),
        reference text,
        checked_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `UPDATE config SET value = jsonb_set(value, '{destinations}', (
         SELECT jsonb_agg(CASE WHEN NOT (d->>'country' = ANY($1::text[])) AND coalesce(d->>'vatRate', '') ~ '^[0-9]+(\\.[0-9]+)?$' AND (d->>'vatRate')::numeric <> 0
                               THEN d || '{"registeredForVat": true}'::jsonb ELSE d END ORDER BY n)
           FROM jsonb_array_elements(value->'destinations') WITH ORDINALITY AS t(d, n)))
        WHERE key = 'checkout' AND jsonb_typeof(value->'destinations') = 'array' AND jsonb_array_length(value->'destinations') > 0`,
      [EU],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE vat_id_check');
    await q.query(`
      ALTER TABLE shop_order
        DROP COLUMN vat_treatment, DROP COLUMN reverse_charge, DROP COLUMN buyer_vat_id, DROP COLUMN seller_vat_id,
        DROP COLUMN vat_id_checked_at, DROP COLUMN vat_id_check_reference`);
  }
}
