import { isLocale, validateEmail } from '@shop/domain';

/**
 * The contract of an importable and exportable entity type (ADR 0027, ADR 0037). Each type is declared by the
 * module that owns its table, next to that table's other adapters, and published through the module's facade:
 * the owner decides which of its tables may be exchanged, which columns never leave or enter, and which of its
 * rules every row must pass. system/data-exchange's engine runs the file work and the SQL for a type only as
 * its owner declared it. Pure data and functions: no framework.
 */

/** A value of one row as read from a file and normalised (strings for exact numbers, JSON for jsonb). */
export type RowValues = Record<string, unknown>;

/** A rule failure of one column of a row: the column and a message id of the i18n catalogue. */
export interface ColumnProblem {
  column: string;
  messageId: string;
}

/** A column naming a row of another table: of the owner's own table, or of another entity type (its owner's). */
export type ExchangeReference = { table: string; column: string } | { type: string; column: string };

export interface EntityTypeDefinition {
  /** The type's id in URLs, files and job parameters. */
  readonly type: string;
  /** The owner's table the type is. */
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
  /** Columns referring to another row, checked per row before anything is written. */
  readonly references?: Readonly<Record<string, ExchangeReference>>;
  /** The owner's domain rules for one row (only for the columns present). */
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

// Row-rule helpers the owners' declarations share.

export const hasColumn = (row: RowValues, column: string) => Object.prototype.hasOwnProperty.call(row, column);

export function columnProblems(...checks: Array<[string, string | null | false]>): ColumnProblem[] {
  return checks.filter(([, id]) => typeof id === 'string').map(([column, messageId]) => ({ column, messageId: messageId as string }));
}

export const localeRule = (row: RowValues): [string, string | null] => ['locale', hasColumn(row, 'locale') && !isLocale(row.locale) ? 'adImportLocale' : null];
export const emailRule = (row: RowValues): [string, string | null] => ['email', hasColumn(row, 'email') ? validateEmail(String(row.email ?? '')) : null];
export const nonNegative = (row: RowValues, column: string): [string, string | null] => [
  column,
  hasColumn(row, column) && row[column] != null && String(row[column]).startsWith('-') ? 'adImportNegative' : null,
];
