import { CART_LIMITS } from '@shop/domain/cart';
import { isLocale, validateEmail } from '@shop/domain';
import { maskSetting, restoreMaskedSetting } from '../../domain/mask-config';

/**
 * The exportable and importable entity types (docs/rules/entities.md#exportable-entity-types) and the
 * table each one is. Pure data: the import engine (application/) reads the table's columns from the
 * database and applies these rules on top (ADR 0027).
 */
export const IMPORT_MODES = ['add', 'replace', 'replaceAll', 'update', 'delete'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const FILE_FORMATS = ['xlsx', 'json'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/** A value of one row as read from a file and normalised (strings for exact numbers, JSON for jsonb). */
export type RowValues = Record<string, unknown>;

/** A rule failure of one column of a row: the column and a message id of the i18n catalogue. */
export interface ColumnProblem {
  column: string;
  messageId: string;
}

export interface EntityTypeDefinition {
  /** The type's id in URLs, files and job parameters. */
  readonly type: string;
  readonly table: string;
  /** The columns that name a row (the natural key where the table has one, else its id). */
  readonly key: readonly string[];
  /** A fixed SQL condition (no input) limiting the table's rows that belong to the type. */
  readonly scope?: string;
  /** Never exported, never read from a file (secrets, hashes, columns of another type). */
  readonly excluded?: readonly string[];
  /** Exported for reference, ignored on import (generated ids of natural-key tables, timestamps the shop keeps). */
  readonly readOnly?: readonly string[];
  /** Money columns in cents, written and read as decimal amounts in major units ("12.34") with the money helpers. */
  readonly money?: readonly string[];
  /** SQL constants for NOT NULL columns a file never carries (an unusable password hash for a new account). */
  readonly insertValues?: Readonly<Record<string, string>>;
  /** Columns referring to another table's key, checked per row before anything is written. */
  readonly references?: Readonly<Record<string, { table: string; column: string }>>;
  /** The module's domain rules for one row (only for the columns present). */
  readonly validate?: (row: RowValues) => ColumnProblem[];
  /** Turns a stored row into what a file may carry (the configuration's secrets masked). */
  readonly exportRow?: (row: RowValues) => RowValues;
  /** Turns a checked file row into what is written, given the stored row of its key (null: a new row). */
  readonly importRow?: (row: RowValues, stored: RowValues | null) => RowValues;
  /**
   * The owning module checks every row the import wrote, as stored, inside the import's transaction (before it
   * commits): `priceRules` — the pricing module's rule set for price rules, the one its admin API runs.
   */
  readonly checkWritten?: 'priceRules';
}

/** A product's article number: 1 to 64 characters, no blanks at either end, no control characters or URL delimiters. */
export function validateArticleNumber(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > CART_LIMITS.maxProductIdLength) return 'adImportArticleNumber';
   
  if (value.trim() !== value || /[\u0000-\u001f\u007f/?#\\]/.test(value)) return 'adImportArticleNumber';
  return null;
}

const has = (row: RowValues, column: string) => Object.prototype.hasOwnProperty.call(row, column);

function problems(...checks: Array<[string, string | null | false]>): ColumnProblem[] {
  return checks.filter(([, id]) => typeof id === 'string').map(([column, messageId]) => ({ column, messageId: messageId as string }));
}

const localeRule = (row: RowValues): [string, string | null] => ['locale', has(row, 'locale') && !isLocale(row.locale) ? 'adImportLocale' : null];
const emailRule = (row: RowValues): [string, string | null] => ['email', has(row, 'email') ? validateEmail(String(row.email ?? '')) : null];
const nonNegative = (row: RowValues, column: string): [string, string | null] => [
  column,
  has(row, column) && row[column] != null && String(row[column]).startsWith('-') ? 'adImportNegative' : null,
];

const USERS_STATUS = ['pending', 'active', 'disabled'];
const REDIRECT_CODES = [301, 302, 307, 308];

export const ENTITY_TYPES: readonly EntityTypeDefinition[] = [
  {
    // Settings: an export masks every secret in them (challenge key, passwords, tokens, API codes and keys, URL
    // credentials); an import of such a file keeps the shop's real secret wherever the file has the mask.
    type: 'config',
    table: 'config',
    key: ['key'],
    readOnly: ['updated_at'],
    exportRow: (row) => (has(row, 'value') ? { ...row, value: maskSetting(String(row.key), row.value) } : row),
    importRow: (row, stored) => (has(row, 'value') ? { ...row, value: restoreMaskedSetting(row.value, stored ? stored.value : undefined) } : row),
  },
  {
    // Group and default price rules: a customer's own prices go with that customer (not this type).
    type: 'customerGroupPriceRules',
    table: 'price_rule',
    key: ['id'],
    scope: 'customer_id IS NULL',
    excluded: ['customer_id'],
    readOnly: ['created_at', 'updated_at'],
    money: ['net_price', 'shopping_cart_value_from'],
    checkWritten: 'priceRules',
    validate: (row) =>
      problems(nonNegative(row, 'net_price'), nonNegative(row, 'shopping_cart_value_from'), [
        'percentage',
        has(row, 'percentage') && has(row, 'net_price') && (row.percentage == null) === (row.net_price == null) ? 'adImportPriceOrPercentage' : null,
      ]),
  },
  {
    type: 'productErrors',
    table: 'product_error',
    key: ['id'],
    validate: (row) => problems(['product_id', has(row, 'product_id') ? validateArticleNumber(row.product_id) : null]),
  },
  {
    // Every product, active or not.
    type: 'products',
    table: 'product',
    key: ['id'],
    readOnly: ['created_at'],
    money: ['price_cents', 'list_price_cents'],
    references: { product_type_id: { table: 'product_type', column: 'id' }, canonical_parent_category_id: { table: 'product_category', column: 'id' } },
    validate: (row) =>
      problems(
        ['id', has(row, 'id') ? validateArticleNumber(row.id) : null],
        nonNegative(row, 'price_cents'),
        nonNegative(row, 'list_price_cents'),
        nonNegative(row, 'packaging_unit'),
        nonNegative(row, 'weight_kg'),
        ['price_unit', has(row, 'price_unit') && row.price_unit != null && Number(row.price_unit) < 1 ? 'adImportPriceUnit' : null],
      ),
  },
  { type: 'productCategories', table: 'product_category', key: ['id'] },
  {
    // The texts of a product per locale: name, descriptions, meta description, slug, synonyms.
    type: 'productMetaData',
    table: 'product_translation',
    key: ['product_id', 'locale'],
    references: { product_id: { table: 'product', column: 'id' } },
    validate: (row) => problems(localeRule(row), ['slug', has(row, 'slug') && !/^[a-z0-9][a-z0-9-]*$/.test(String(row.slug ?? '')) ? 'adImportSlug' : null]),
  },
  {
    type: 'webpages',
    table: 'webpage',
    key: ['code', 'locale'],
    readOnly: ['id'],
    validate: (row) => problems(localeRule(row), ['path', has(row, 'path') && !String(row.path ?? '').startsWith('/') ? 'adImportPath' : null]),
  },
  {
    // What visitors typed into the webpages' forms (contact requests); the hashed client address stays in the shop.
    type: 'webpageInputs',
    table: 'contact_request',
    key: ['id'],
    excluded: ['address_hash'],
    insertValues: { address_hash: "'imported'" },
    validate: (row) => problems(emailRule(row), localeRule(row)),
  },
  { type: 'menus', table: 'menu', key: ['code', 'locale'], validate: (row) => problems(localeRule(row)) },
  {
    // Orders with their snapshots; positions stay with their order (not part of this type).
    type: 'orders',
    table: 'shop_order',
    key: ['id'],
    readOnly: ['created_at'],
    money: ['item_total_cents', 'discount_amount_cents', 'subtotal_cents', 'vat_cents', 'total_cents'],
    references: { user_id: { table: 'shop_user', column: 'id' } },
    validate: (row) => problems(['buyer_email', has(row, 'buyer_email') ? (validateEmail(String(row.buyer_email ?? '')) ? 'invalidEmailMessage' : null) : null], localeRule(row)),
  },
  {
    // Customers. Never the password hash; a customer added by an import has no usable password until reset.
    type: 'users',
    table: 'shop_user',
    key: ['email'],
    excluded: ['password_hash'],
    readOnly: ['id', 'created_at', 'updated_at', 'password_changed_at'],
    insertValues: { password_hash: "'!'" },
    validate: (row) =>
      problems(emailRule(row), localeRule(row), ['status', has(row, 'status') && !USERS_STATUS.includes(String(row.status)) ? 'adImportUnknownValue' : null]),
  },
  {
    // Administrators. Never the password hash; one added by an import cannot log in until a password is set.
    type: 'adminUsers',
    table: 'admin_user',
    key: ['email'],
    excluded: ['password_hash'],
    readOnly: ['id', 'created_at', 'last_login_at', 'password_changed_at'],
    insertValues: { password_hash: "'!'" },
    validate: (row) => problems(emailRule(row)),
  },
  { type: 'userRoles', table: 'user_role', key: ['code'] },
  {
    type: 'redirects',
    table: 'redirect',
    key: ['path'],
    readOnly: ['id'],
    validate: (row) =>
      problems(
        ['path', has(row, 'path') && !String(row.path ?? '').startsWith('/') ? 'adImportPath' : null],
        ['status_code', has(row, 'status_code') && row.status_code != null && !REDIRECT_CODES.includes(Number(row.status_code)) ? 'adImportUnknownValue' : null],
      ),
  },
  { type: 'customEntities', table: 'custom_entity', key: ['entity_type', 'key'] },
  { type: 'blacklist', table: 'blacklist_entry', key: ['kind', 'value'] },
  { type: 'trackingItems', table: 'tracking_item', key: ['id'] },
  // The statistics per 7-character period, made by the refreshStatistics job (migration 0070).
  { type: 'statistics', table: 'statistics_period', key: ['period', 'metric', 'key'] },
];

export function entityType(type: unknown): EntityTypeDefinition | undefined {
  return ENTITY_TYPES.find((t) => t.type === type);
}

/** The header name of a column in a file: money columns lose their `_cents` suffix (they hold amounts). */
export function headerOf(definition: EntityTypeDefinition, column: string): string {
  return definition.money?.includes(column) ? column.replace(/_cents$/, '') : column;
}
