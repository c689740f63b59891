/** One changed field of an audit entry, as text. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const MAX_TEXT = 80;

/** A value as short readable text: strings as they are, numbers and flags plainly, objects as compact JSON. */
export function readable(value: unknown): string {
  if (value === null || value === undefined) return '–';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * The fields an audit entry changed: for two records the fields whose values differ (in the order they
 * appear), for a create the fields after, for a delete the fields before. A value that is no record is one
 * field named '' (e.g. a whole list replaced).
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  if (before != null && b === null) return [{ field: '', before: readable(before), after: after == null ? null : readable(after) }];
  if (after != null && a === null) return [{ field: '', before: before == null ? null : readable(before), after: readable(after) }];
  const fields = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return fields
    .filter((field) => JSON.stringify(b?.[field]) !== JSON.stringify(a?.[field]))
    .map((field) => ({
      field,
      before: b === null || !(field in b) ? null : readable(b[field]),
      after: a === null || !(field in a) ? null : readable(a[field]),
    }));
}
