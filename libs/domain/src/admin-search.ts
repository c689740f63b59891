/**
 * The admin lists' search scores (docs/rules/constants.md#admin-search: "exact match score 50 for id and email, 15 for names, partial 5
 * for admin search"), ADR 0024. Each field of a record scores once, with its best match: an exact id or
 * e-mail 50, an exact name 15, a field that contains the term 5; the record's score is the sum over its
 * fields. Comparison ignores case and surrounding spaces. A record scoring 0 is no hit.
 */
export const ADMIN_SEARCH_SCORE = { exactId: 50, exactName: 15, partial: 5 } as const;
/** At most this many hits are kept (ranked), the rest are dropped (docs/rules/constants.md#admin-search). */
export const ADMIN_SEARCH_MAX_RESULTS = 1000;
/** A search term has at least 2 characters (docs/rules/constants.md#admin-search). */
export const ADMIN_SEARCH_MIN_TERM = 2;

export interface AdminSearchFields {
  /** Ids: exact match 50 (the record id, a customer number, an e-mail). */
  ids: ReadonlyArray<string | number | null | undefined>;
  /** Names: exact match 15 (first name, last name, company). */
  names: ReadonlyArray<string | null | undefined>;
}

function norm(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim().toLocaleLowerCase('de');
}

/** The normalised term, or null when it is too short to search for (a number is an id: any length). */
export function adminSearchTerm(raw: string | null | undefined): string | null {
  const term = norm(raw).replace(/\s+/g, ' ');
  return term.length >= ADMIN_SEARCH_MIN_TERM || /^\d+$/.test(term) ? term : null;
}

/** The score of one record for a normalised term (see adminSearchTerm). */
export function adminSearchScore(fields: AdminSearchFields, term: string): number {
  let score = 0;
  const field = (value: string | number | null | undefined, exact: number) => {
    const v = norm(value);
    if (!v) return;
    if (v === term) score += exact;
    else if (v.includes(term)) score += ADMIN_SEARCH_SCORE.partial;
  };
  for (const id of fields.ids) field(id, ADMIN_SEARCH_SCORE.exactId);
  for (const name of fields.names) field(name, ADMIN_SEARCH_SCORE.exactName);
  return score;
}

/**
 * Hits ranked by score (highest first), then by the stable key ascending; records scoring 0 are dropped and
 * at most ADMIN_SEARCH_MAX_RESULTS are kept.
 */
export function rankBySearchScore<T>(records: readonly T[], term: string, fieldsOf: (r: T) => AdminSearchFields, keyOf: (r: T) => number): Array<T & { score: number }> {
  return records
    .map((r) => ({ ...r, score: adminSearchScore(fieldsOf(r), term) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || keyOf(a) - keyOf(b))
    .slice(0, ADMIN_SEARCH_MAX_RESULTS);
}
