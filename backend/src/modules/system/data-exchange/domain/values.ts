import { centsToDecimalString, toCents } from '@shop/domain';
import type { FileFormat } from './entity-types';

/** How a column's values are written to and read from a file, by its database type. */
export type ColumnKind = 'text' | 'integer' | 'decimal' | 'money' | 'boolean' | 'json' | 'textList' | 'timestamp' | 'date';

export interface ColumnInfo {
  name: string;
  /** The database type as format_type() writes it: 'text', 'numeric(12,3)', 'text[]', 'timestamp with time zone', ... */
  sqlType: string;
  notNull: boolean;
  /** The default as SQL, or null. */
  defaultSql: string | null;
  kind: ColumnKind;
}

export function kindOf(sqlType: string, money: boolean): ColumnKind {
  if (money) return 'money';
  if (sqlType.endsWith('[]')) return 'textList';
  if (/^(integer|bigint|smallint)$/.test(sqlType)) return 'integer';
  if (sqlType.startsWith('numeric') || sqlType === 'real' || sqlType === 'double precision') return 'decimal';
  if (sqlType === 'boolean') return 'boolean';
  if (sqlType === 'jsonb' || sqlType === 'json') return 'json';
  if (sqlType.startsWith('timestamp')) return 'timestamp';
  if (sqlType === 'date') return 'date';
  return 'text';
}

/** A cell read from a file, converted for its column; `null` for an empty cell, or a message id when it does not fit. */
export type CellResult = { ok: true; value: unknown } | { ok: false; messageId: string };

const INTEGER = /^-?\d{1,18}$/;
const DECIMAL = /^-?\d{1,20}(\.\d{1,10})?$/;
const MONEY = /^-?\d{1,16}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TRUE = new Set(['true', '1', 'yes', 'ja', 'wahr', 'x']);
const FALSE = new Set(['false', '0', 'no', 'nein', 'falsch']);

const fail = (messageId: string): CellResult => ({ ok: false, messageId });
const ok = (value: unknown): CellResult => ({ ok: true, value });

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  return null;
}

/**
 * Reads one cell for its column. In an xlsx file JSON and lists are JSON text in the cell; in a JSON file they
 * are JSON values. Exact numbers stay strings (never a float on the way to the database).
 */
export function readCell(raw: unknown, kind: ColumnKind, format: FileFormat): CellResult {
  if (raw === null || raw === undefined) return ok(null);
  if (format === 'xlsx' && raw === '' && kind !== 'text') return ok(null);
  switch (kind) {
    case 'text': {
      const text = asText(raw);
      if (text === null) return fail('adImportNotText');
       
      if (/[\u0000]/.test(text)) return fail('adImportNotText');
      return ok(text);
    }
    case 'integer': {
      const text = asText(raw)?.trim() ?? '';
      return INTEGER.test(text) ? ok(text) : fail('adImportNotInteger');
    }
    case 'decimal': {
      const text = asText(raw)?.trim() ?? '';
      return DECIMAL.test(text) ? ok(text) : fail('adImportNotDecimal');
    }
    case 'money': {
      const text = asText(raw)?.trim() ?? '';
      if (!MONEY.test(text)) return fail('adImportNotMoney');
      try {
        return ok(String(toCents(text)));
      } catch {
        return fail('adImportNotMoney');
      }
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return ok(raw);
      const text = asText(raw)?.trim().toLowerCase() ?? '';
      if (TRUE.has(text)) return ok(true);
      if (FALSE.has(text)) return ok(false);
      return fail('adImportNotBoolean');
    }
    case 'json': {
      if (format === 'json') return ok(raw);
      if (typeof raw !== 'string') return typeof raw === 'number' || typeof raw === 'boolean' ? ok(raw) : fail('adImportNotJson');
      try {
        return ok(JSON.parse(raw));
      } catch {
        return fail('adImportNotJson');
      }
    }
    case 'textList': {
      let list: unknown = raw;
      if (format === 'xlsx') {
        if (typeof raw !== 'string') return fail('adImportNotList');
        try {
          list = JSON.parse(raw);
        } catch {
          return fail('adImportNotList');
        }
      }
      return Array.isArray(list) && list.every((v) => typeof v === 'string') ? ok(list) : fail('adImportNotList');
    }
    case 'timestamp': {
      const text = raw instanceof Date ? raw.toISOString() : asText(raw)?.trim();
      return text && /^\d{4}-\d{2}-\d{2}[T ]/.test(text) && !Number.isNaN(Date.parse(text.replace(' ', 'T'))) ? ok(text) : fail('adImportNotDate');
    }
    case 'date': {
      const text = raw instanceof Date ? raw.toISOString().slice(0, 10) : asText(raw)?.trim();
      return text && DATE.test(text) && !Number.isNaN(Date.parse(text)) ? ok(text) : fail('adImportNotDate');
    }
  }
}

/**
 * A database value (as the export query gives it: exact numbers as text, JSON as values) written to a file.
 * xlsx cells hold JSON and lists as JSON text; money becomes a decimal amount in both formats.
 */
export function writeCell(value: unknown, kind: ColumnKind, format: FileFormat): unknown {
  if (value === null || value === undefined) return null;
  if (kind === 'money') return centsToDecimalString(Number(value));
  if (kind === 'integer' && Number.isSafeInteger(Number(value))) return Number(value);
  if (format === 'json') return value;
  if (kind === 'json' || kind === 'textList') return JSON.stringify(value);
  return value;
}
