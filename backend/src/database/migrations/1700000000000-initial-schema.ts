import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue, content and configuration schema of the foundation.
 * Money columns are integer minor units (cents, bigint); quantities are numeric, never float.
 * Translated fields live in *_translation tables keyed by (base id, locale).
 */
export class InitialSchema1700000000000 implements MigrationInterface {
  name = 'InitialSchema1700000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE config (
        key text PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE product_type (
        id text PRIMARY KEY,                       -- i18nId, e.g. 'hose', 'ejectorPin'
        order_quantity jsonb NOT NULL DEFAULT '{}', -- { default, min, max, increment, type: 'Integer'|'Decimal', showButtons }
        list_item_attributes text[] NOT NULL DEFAULT '{}',
        additional_info jsonb NOT NULL DEFAULT '{}', -- { videos, additionalTexts, hyperlinks }
        list_price_info_excluded boolean NOT NULL DEFAULT false
      );
      CREATE TABLE product_type_translation (
        product_type_id text NOT NULL REFERENCES product_type(id) ON DELETE CASCADE,
        locale text NOT NULL,
        name text NOT NULL,
        PRIMARY KEY (product_type_id, locale)
      );

      CREATE TABLE product_category (
        id text PRIMARY KEY,
        parent_id text REFERENCES product_category(id) ON DELETE SET NULL,
        canonical_parent_category_id text,
        sort integer NOT NULL DEFAULT 0,
        image text,
        synonyms text[] NOT NULL DEFAULT '{}',
        page_params jsonb NOT NULL DEFAULT '{}',   -- { featuredImage:{src,alt:{de,en}}, infoBoxes:{de:[],en:[]}, layout, menuSortSettings }
        sorts jsonb NOT NULL DEFAULT '[]',
        list_price_info_excluded boolean NOT NULL DEFAULT false,
        active boolean NOT NULL DEFAULT true
      );
      CREATE INDEX product_category_parent_idx ON product_category(parent_id);
      CREATE TABLE product_category_translation (
        category_id text NOT NULL REFERENCES product_category(id) ON DELETE CASCADE,
        locale text NOT NULL,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        slug text NOT NULL,
        PRIMARY KEY (category_id, locale)
      );
      CREATE INDEX product_category_translation_slug_idx ON product_category_translation(locale, slug);

      CREATE TABLE product (
        id text PRIMARY KEY,                        -- article number
        product_type_id text NOT NULL REFERENCES product_type(id),
        canonical_parent_category_id text REFERENCES product_category(id) ON DELETE SET NULL,
        packaging_unit numeric(12,3) NOT NULL DEFAULT 1,
        unit_of_quantity text NOT NULL DEFAULT 'pieces', -- i18nId
        weight_kg numeric(12,4) NOT NULL DEFAULT 0,
        procurement_time_days integer NOT NULL DEFAULT 0,
        price_cents bigint NOT NULL,                -- net price per price_unit, minor units
        list_price_cents bigint,
        price_unit integer NOT NULL DEFAULT 1,
        quantity_in_stock numeric(14,3) NOT NULL DEFAULT 0,
        pricing_group text,
        is_only_on_request boolean NOT NULL DEFAULT false,
        image text,
        image_thumbnail text,
        image_small text,
        additional_images jsonb NOT NULL DEFAULT '[]', -- [{ filename, label:{de,en} }]
        related_products jsonb NOT NULL DEFAULT '{}',  -- { fitsTo:[ids], similar:[ids], combinable:[ids] }
        page_params jsonb NOT NULL DEFAULT '{}',       -- { featuredImage, infoBoxes, cadSource }
        files jsonb NOT NULL DEFAULT '[]',             -- [{ href, name, filetype }]
        active boolean NOT NULL DEFAULT true,
        sort integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX product_type_idx ON product(product_type_id);
      CREATE TABLE product_translation (
        product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
        locale text NOT NULL,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        short_description text NOT NULL DEFAULT '',
        meta_description text NOT NULL DEFAULT '',
        slug text NOT NULL,
        synonyms text NOT NULL DEFAULT '',
        PRIMARY KEY (product_id, locale)
      );
      CREATE INDEX product_translation_slug_idx ON product_translation(locale, slug);

      CREATE TABLE product_category_product (
        category_id text NOT NULL REFERENCES product_category(id) ON DELETE CASCADE,
        product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
        sort integer NOT NULL DEFAULT 0,
        PRIMARY KEY (category_id, product_id)
      );
      CREATE INDEX product_category_product_product_idx ON product_category_product(product_id);

      CREATE TABLE attribute (
        id text PRIMARY KEY,                        -- i18nId, e.g. 'nominalSize', 'material'
        type text NOT NULL CHECK (type IN ('multiSelect','range')),
        measuring_unit text,
        is_filter boolean NOT NULL DEFAULT true,
        sort integer NOT NULL DEFAULT 0
      );
      CREATE TABLE attribute_translation (
        attribute_id text NOT NULL REFERENCES attribute(id) ON DELETE CASCADE,
        locale text NOT NULL,
        heading text NOT NULL,
        PRIMARY KEY (attribute_id, locale)
      );
      CREATE TABLE attribute_value (
        id serial PRIMARY KEY,
        attribute_id text NOT NULL REFERENCES attribute(id) ON DELETE CASCADE,
        code text NOT NULL,                         -- i18nId or the plain value
        numeric_value numeric(14,4),                -- set when the value is a number (range filters, numeric sort)
        UNIQUE (attribute_id, code)
      );
      CREATE TABLE attribute_value_translation (
        value_id integer NOT NULL REFERENCES attribute_value(id) ON DELETE CASCADE,
        locale text NOT NULL,
        label text NOT NULL,
        PRIMARY KEY (value_id, locale)
      );
      CREATE TABLE product_attribute_value (
        product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
        value_id integer NOT NULL REFERENCES attribute_value(id) ON DELETE CASCADE,
        PRIMARY KEY (product_id, value_id)
      );
      CREATE INDEX product_attribute_value_value_idx ON product_attribute_value(value_id);

      CREATE TABLE webpage (
        id serial PRIMARY KEY,
        code text NOT NULL,                         -- translation code shared by the locales of one page
        locale text NOT NULL,
        path text NOT NULL,
        component text NOT NULL,
        is_prefix boolean NOT NULL DEFAULT false,
        access_condition text,
        redirect_target text,
        label text NOT NULL,
        description text NOT NULL DEFAULT '',
        robots text NOT NULL DEFAULT 'index,follow',
        image text,
        params jsonb NOT NULL DEFAULT '{}',
        in_search boolean NOT NULL DEFAULT true,
        UNIQUE (code, locale),
        UNIQUE (locale, path)
      );

      CREATE TABLE menu (
        code text NOT NULL,                         -- 'main', 'footer', 'footerLegal', 'social'
        locale text NOT NULL,
        items jsonb NOT NULL DEFAULT '[]',          -- [{ label, link, image, layout, subitems:[...] }]
        PRIMARY KEY (code, locale)
      );

      CREATE TABLE tracking_item (
        id bigserial PRIMARY KEY,
        type text NOT NULL,                         -- pavi, ctin, sear, prvi, pcvi, ckse
        param1 text, param2 text, param3 text, param4 text,
        visitor_id text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX tracking_item_type_created_idx ON tracking_item(type, created_at);

      CREATE TABLE frontend_error (
        id bigserial PRIMARY KEY,
        message text NOT NULL,
        info text,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE redirect (
        id serial PRIMARY KEY,
        path text NOT NULL UNIQUE,
        target text NOT NULL,
        status_code integer NOT NULL DEFAULT 301
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE IF EXISTS frontend_error, tracking_item, redirect, menu, webpage, product_attribute_value, attribute_value_translation,
        attribute_value, attribute_translation, attribute, product_category_product, product_translation,
        product, product_category_translation, product_category, product_type_translation, product_type, config CASCADE;
    `);
  }
}
