/**
 * Search ranking shared by browser and server (docs/rules/screens-and-routes.md#search, docs/rules/constants.md#search).
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
 * (normalisation, tokenising and the n-gram index of the distinct tokens
 * happen there) and query it with {@link searchIndex}: a query looks its
 * parts up in the n-gram index and walks typed-array posting lists, with no
 * per-item allocation (see {@link SearchIndex}; figures in
 * docs/performance.md).
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
 * Field values are lower-cased, transliterated and split at spaces into
 * tokens. Because term parts never contain whitespace, a part occurs in a
 * value exactly when it occurs in one of the value's tokens, and it equals a
 * value exactly when the value is a single token equal to it.
 *
 * Finding the tokens that contain a part uses an n-gram index over the
 * dictionary of distinct tokens: for every bigram and trigram, the tokens
 * containing it (ascending ids, delta-encoded). A two-character part is one
 * bigram list; a longer part takes the shortest list among its trigrams and
 * checks each listed token; nothing scans the whole dictionary (only a part
 * that normalisation left one character long checks every token).
 *
 * Postings are per token and item: one entry (item << fieldCount | fields)
 * per item having the token, with the mask of its fields that contain it
 * (only fields with a partial weight) — and, in a second list, of its fields
 * having a value equal to it. A part ORs the masks of its matching tokens per
 * item, then scores each item once: exact weight for the fields of the exact
 * mask, partial weight for the other fields of the partial mask — the same
 * sum as per (item, field) pair, with integer weights exactly. Token ids are
 * given in order of first occurrence, so once a matching token first occurs
 * beyond the scanned items (MAX_SCANNED), all later ones do too. Postings
 * and gram lists live in typed arrays; nothing is allocated per item during
 * a query.
 */
export interface SearchIndex<T> {
  readonly items: readonly T[];
  readonly fieldCount: number;
  readonly exactWeights: readonly number[];
  readonly partialWeights: readonly number[];
  /** Score of a field mask: exact weights / partial weights of its fields (2^fieldCount entries). */
  readonly exactSum: Float64Array;
  readonly partialSum: Float64Array;
  /** Number of distinct tokens. */
  readonly tokenCount: number;
  /** The tokens concatenated: token t is dictionary.slice(tokenStart[t], tokenStart[t + 1]). */
  readonly dictionary: string;
  readonly tokenStart: Int32Array;
  /** The first item having token t; grows with t (ids are given in order of first occurrence). */
  readonly firstItem: Int32Array;
  /** Items containing token t in a field with a partial weight: postings[postingStart[t] .. postingStart[t + 1]), (item << fieldCount | field mask), items ascending. */
  readonly postingStart: Int32Array;
  readonly postings: Int32Array;
  /** Items having a value equal to token t, likewise. */
  readonly exactStart: Int32Array;
  readonly exactPostings: Int32Array;
  /** Character → its number in the dictionary's alphabet (1 ..); gramBase = alphabet size + 1. */
  readonly chars: ReadonlyMap<number, number>;
  readonly gramBase: number;
  /**
   * Bigram (a·base + b) or trigram ((a·base + b)·base + c, always ≥ base²) of character numbers → row g: the
   * tokens containing it, ascending, as LEB128 deltas in gramTokens[gramStart[g] .. gramStart[g + 1]).
   */
  readonly grams: ReadonlyMap<number, number>;
  readonly gramStart: Int32Array;
  readonly gramTokens: Uint8Array;
  /** @internal Reusable per-query buffers (search is synchronous, so sharing is safe). */
  readonly scratch: SearchScratch;
}

/** @internal Reusable buffers of a {@link SearchIndex}. */
export interface SearchScratch {
  stamp: number;
  /** itemStamp[i] === current query stamp ⇔ scores[i] is valid for this query. */
  readonly itemStamp: Int32Array;
  readonly scores: Float64Array;
  /** partStamp[i] === current part stamp ⇔ masks[i] is valid for this part: exact fields << 16 | partial fields. */
  readonly partStamp: Int32Array;
  readonly masks: Int32Array;
  /** The items touched by the current part. */
  readonly touched: Int32Array;
  /** The tokens matching the current part (grown on demand). */
  matched: Int32Array;
}

/** At most this many fields (a field mask is one bit per field; the score tables have 2^fields entries). */
export const MAX_SEARCH_FIELDS = 12; // ≤ 16: a part's exact and partial masks share one Int32 per item

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

/** Compressed rows: groups (row, value) pairs by row, keeping value order. */
function compressedRows(rowCount: number, rows: IntBuffer, values: IntBuffer): [Int32Array, Int32Array] {
  const start = new Int32Array(rowCount + 1);
  for (let k = 0; k < rows.length; k += 1) start[rows.data[k] + 1] += 1;
  for (let t = 0; t < rowCount; t += 1) start[t + 1] += start[t];
  const fill = start.slice(0, rowCount);
  const grouped = new Int32Array(rows.length);
  for (let k = 0; k < rows.length; k += 1) grouped[fill[rows.data[k]]++] = values.data[k];
  return [start, grouped];
}

/** (token, item, field) occurrences as one entry per (token, item) with a field mask, items ascending. */
class MaskedPostings {
  readonly tokens = new IntBuffer();
  readonly entries = new IntBuffer();
  private readonly lastItem: number[] = [];
  private readonly lastEntry: number[] = [];

  constructor(private readonly fieldBits: number) {}

  add(token: number, item: number, field: number): void {
    while (this.lastItem.length <= token) {
      this.lastItem.push(-1);
      this.lastEntry.push(-1);
    }
    if (this.lastItem[token] === item) {
      this.entries.data[this.lastEntry[token]] |= 1 << field;
      return;
    }
    this.lastItem[token] = item;
    this.lastEntry[token] = this.entries.length;
    this.tokens.push(token);
    this.entries.push((item << this.fieldBits) | (1 << field));
  }
}

/** Bigrams and trigrams of every token → the tokens containing them (ascending, LEB128 deltas). */
function gramIndex(
  dictionary: string,
  tokenStart: Int32Array,
  tokenCount: number,
): { chars: Map<number, number>; gramBase: number; grams: Map<number, number>; gramStart: Int32Array; gramTokens: Uint8Array } {
  // The dictionary as character numbers (a small alphabet), so that grams are plain integer keys.
  const chars = new Map<number, number>();
  const codes = new Int32Array(dictionary.length);
  for (let pos = 0; pos < dictionary.length; pos += 1) {
    const code = dictionary.charCodeAt(pos);
    let id = chars.get(code);
    if (id === undefined) chars.set(code, (id = chars.size + 1));
    codes[pos] = id;
  }
  const base = chars.size + 1;
  const grams = new Map<number, number>();
  const lastToken: number[] = [];
  const gramRows = new IntBuffer();
  const gramTokens = new IntBuffer();
  for (let t = 0; t < tokenCount; t += 1) {
    const end = tokenStart[t + 1];
    for (let pos = tokenStart[t]; pos + 2 <= end; pos += 1) {
      const bigram = codes[pos] * base + codes[pos + 1];
      for (let size = 2; size <= 3 && pos + size <= end; size += 1) {
        const gram = size === 2 ? bigram : bigram * base + codes[pos + 2];
        let row = grams.get(gram);
        if (row === undefined) {
          row = lastToken.length;
          grams.set(gram, row);
          lastToken.push(-1);
        }
        if (lastToken[row] !== t) {
          lastToken[row] = t;
          gramRows.push(row);
          gramTokens.push(t);
        }
      }
    }
  }
  const rowCount = lastToken.length;
  const [start, tokens] = compressedRows(rowCount, gramRows, gramTokens);
  const deltaSize = (delta: number) => (delta < 0x80 ? 1 : delta < 0x4000 ? 2 : delta < 0x200000 ? 3 : delta < 0x10000000 ? 4 : 5);
  let size = 0;
  for (let g = 0; g < rowCount; g += 1) {
    for (let k = start[g]; k < start[g + 1]; k += 1) size += deltaSize(k === start[g] ? tokens[k] : tokens[k] - tokens[k - 1]);
  }
  const bytes = new Uint8Array(size);
  const byteStart = new Int32Array(rowCount + 1);
  let pos = 0;
  for (let g = 0; g < rowCount; g += 1) {
    byteStart[g] = pos;
    for (let k = start[g]; k < start[g + 1]; k += 1) {
      let delta = k === start[g] ? tokens[k] : tokens[k] - tokens[k - 1];
      while (delta >= 0x80) {
        bytes[pos++] = (delta & 0x7f) | 0x80;
        delta >>>= 7;
      }
      bytes[pos++] = delta;
    }
  }
  byteStart[rowCount] = pos;
  return { chars, gramBase: base, grams, gramStart: byteStart, gramTokens: bytes };
}

/** Sum of the weights of the fields in each mask. */
function maskSums(weights: readonly number[]): Float64Array {
  const sums = new Float64Array(1 << weights.length);
  for (let mask = 1; mask < sums.length; mask += 1) {
    const low = 31 - Math.clz32(mask & -mask);
    sums[mask] = sums[mask & (mask - 1)] + weights[low];
  }
  return sums;
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
  if (fieldCount > MAX_SEARCH_FIELDS || items.length * 2 ** fieldCount > 2 ** 32) {
    throw new RangeError(`a search index holds at most ${MAX_SEARCH_FIELDS} fields and 2^(32 - fields) items`);
  }
  const exactWeights = fields.map((field) => field.exact);
  const partialWeights = fields.map((field) => field.partial ?? SCORE_PARTIAL);
  const tokenIds = new Map<string, number>();
  const tokenList: string[] = [];
  const firstItems = new IntBuffer();
  const partialPostings = new MaskedPostings(fieldCount);
  const exactPostings = new MaskedPostings(fieldCount);

  // Ids in order of first occurrence (items ascending): the query's early stop relies on it.
  const idOf = (token: string, item: number): number => {
    let id = tokenIds.get(token);
    if (id === undefined) {
      id = tokenList.length;
      tokenIds.set(token, id);
      tokenList.push(token);
      firstItems.push(item);
    }
    return id;
  };

  // The token ids of each distinct raw value (category names, type words, synonyms repeat across items):
  // normalised once. Ids are fixed at a value's first occurrence, so reusing them keeps the order. A field
  // whose values rarely repeat (article numbers, names) stops using the cache after a first sample.
  const NO_TOKENS: readonly number[] = [];
  const valueTokens = new Map<string, readonly number[]>();
  const lookups = new Array<number>(fieldCount).fill(0);
  const hits = new Array<number>(fieldCount).fill(0);
  const tokenize = (key: string, item: number): readonly number[] => {
    const normalized = normalizeSearchTerm(key);
    // A single token is marked by a negative first entry (-1 - id): it is also an exact value.
    if (normalized === '') return NO_TOKENS;
    if (normalized.indexOf(' ') === -1) return [-1 - idOf(normalized, item)];
    return normalized.split(' ').map((token) => idOf(token, item));
  };
  const tokensOf = (raw: string | number, item: number, field: number): readonly number[] => {
    const key = typeof raw === 'string' ? raw : String(raw);
    if (lookups[field] >= 1000 && hits[field] * 4 < lookups[field]) return tokenize(key, item);
    lookups[field] += 1;
    let ids = valueTokens.get(key);
    if (ids === undefined) valueTokens.set(key, (ids = tokenize(key, item)));
    else hits[field] += 1;
    return ids;
  };
  const addValue = (raw: string | number | null | undefined, item: number, field: number, partial: boolean): void => {
    if (raw === null || raw === undefined) return;
    const ids = tokensOf(raw, item, field);
    if (ids.length === 1 && ids[0] < 0) {
      const id = -1 - ids[0];
      exactPostings.add(id, item, field);
      if (partial) partialPostings.add(id, item, field);
    } else if (partial) {
      for (const id of ids) partialPostings.add(id, item, field);
    }
  };

  for (let i = 0; i < items.length; i += 1) {
    for (let f = 0; f < fieldCount; f += 1) {
      // A field without a partial weight only scores exact matches: no "contains" postings (a 0 would change nothing).
      const partial = partialWeights[f] > 0;
      const value = fields[f].get(items[i]);
      if (typeof value === 'string' || typeof value === 'number') addValue(value, i, f, partial);
      else if (value !== null && value !== undefined) for (const entry of value) addValue(entry, i, f, partial);
    }
  }

  const tokenCount = tokenList.length;
  const tokenStart = new Int32Array(tokenCount + 1);
  let offset = 0;
  for (let t = 0; t < tokenCount; t += 1) {
    tokenStart[t] = offset;
    offset += tokenList[t].length;
  }
  tokenStart[tokenCount] = offset;
  const dictionary = tokenList.join('');
  const [postingStart, postings] = compressedRows(tokenCount, partialPostings.tokens, partialPostings.entries);
  const [exactStart, exactEntries] = compressedRows(tokenCount, exactPostings.tokens, exactPostings.entries);
  const { chars, gramBase, grams, gramStart, gramTokens } = gramIndex(dictionary, tokenStart, tokenCount);
  return {
    items,
    fieldCount,
    exactWeights,
    partialWeights,
    exactSum: maskSums(exactWeights),
    partialSum: maskSums(partialWeights),
    tokenCount,
    dictionary,
    tokenStart,
    firstItem: firstItems.data.slice(0, firstItems.length),
    postingStart,
    postings,
    exactStart,
    exactPostings: exactEntries,
    chars,
    gramBase,
    grams,
    gramStart,
    gramTokens,
    scratch: {
      stamp: 0,
      itemStamp: new Int32Array(items.length),
      scores: new Float64Array(items.length),
      partStamp: new Int32Array(items.length),
      masks: new Int32Array(items.length),
      touched: new Int32Array(items.length),
      matched: new Int32Array(64),
    },
  };
}

/** Next stamp value; clears the stamp buffers before the counter could overflow. */
function nextStamp(scratch: SearchScratch): number {
  if (scratch.stamp >= 0x7ffffff0) {
    scratch.itemStamp.fill(0);
    scratch.partStamp.fill(0);
    scratch.stamp = 0;
  }
  scratch.stamp += 1;
  return scratch.stamp;
}

/** Whether dictionary[from .. to) contains the part (compared in place). */
function tokenContains(dictionary: string, from: number, to: number, part: string): boolean {
  const size = part.length;
  const first = part.charCodeAt(0);
  for (let pos = from; pos + size <= to; pos += 1) {
    if (dictionary.charCodeAt(pos) !== first) continue;
    let k = 1;
    while (k < size && dictionary.charCodeAt(pos + k) === part.charCodeAt(k)) k += 1;
    if (k === size) return true;
  }
  return false;
}

/**
 * The tokens containing the part, ascending, into scratch.matched; answers their number. A two-character
 * part is a bigram row; a longer one is checked against the tokens of its rarest trigram; a one-character
 * part (left by normalisation, e.g. "e" + combining accent) checks every token.
 */
function matchingTokens<T>(index: SearchIndex<T>, part: string): number {
  const { grams, gramStart, gramTokens, dictionary, tokenStart, scratch } = index;
  const size = part.length;
  if (size < 2) {
    if (scratch.matched.length < index.tokenCount) scratch.matched = new Int32Array(index.tokenCount);
    let count = 0;
    for (let token = 0; token < index.tokenCount; token += 1) {
      if (tokenContains(dictionary, tokenStart[token], tokenStart[token + 1], part)) scratch.matched[count++] = token;
    }
    return count;
  }
  // The part as character numbers; a character the dictionary lacks matches nothing.
  const { chars, gramBase } = index;
  const codes: number[] = [];
  for (let pos = 0; pos < size; pos += 1) {
    const id = chars.get(part.charCodeAt(pos));
    if (id === undefined) return 0;
    codes.push(id);
  }
  let row = -1;
  if (size === 2) {
    row = grams.get(codes[0] * gramBase + codes[1]) ?? -1;
  } else {
    for (let pos = 0; pos + 3 <= size; pos += 1) {
      const candidate = grams.get((codes[pos] * gramBase + codes[pos + 1]) * gramBase + codes[pos + 2]);
      if (candidate === undefined) return 0;
      if (row === -1 || gramStart[candidate + 1] - gramStart[candidate] < gramStart[row + 1] - gramStart[row]) row = candidate;
    }
  }
  if (row === -1) return 0;
  const from = gramStart[row];
  const to = gramStart[row + 1];
  // At most one token per byte.
  if (scratch.matched.length < to - from) scratch.matched = new Int32Array(Math.max(to - from, scratch.matched.length * 2));
  const matched = scratch.matched;
  const verify = size > 3;
  let count = 0;
  let token = 0;
  for (let pos = from; pos < to; ) {
    let byte = gramTokens[pos++];
    let delta = byte & 0x7f;
    for (let shift = 7; byte >= 0x80; shift += 7) {
      byte = gramTokens[pos++];
      delta |= (byte & 0x7f) << shift;
    }
    token += delta;
    if (verify && !tokenContains(dictionary, tokenStart[token], tokenStart[token + 1], part)) continue;
    matched[count++] = token;
  }
  return count;
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
  const { fieldCount, exactSum, partialSum, tokenStart, firstItem, scratch } = index;
  const { postingStart, postings, exactStart, exactPostings } = index;
  const { itemStamp, scores, partStamp, masks, touched } = scratch;
  const fieldMask = (1 << fieldCount) - 1;
  const queryStamp = nextStamp(scratch);
  let best = 0;

  for (const part of parts) {
    const stamp = nextStamp(scratch);
    const matchedCount = matchingTokens(index, part);
    const matched = scratch.matched;
    let touchedCount = 0;
    // 1. Exact: the one token equal to the part, if any (a matching token of the part's length).
    for (let m = 0; m < matchedCount; m += 1) {
      const token = matched[m];
      if (tokenStart[token + 1] - tokenStart[token] !== part.length) continue;
      for (let k = exactStart[token]; k < exactStart[token + 1]; k += 1) {
        const entry = exactPostings[k];
        const item = entry >>> fieldCount;
        if (item >= count) break;
        partStamp[item] = stamp;
        masks[item] = (entry & fieldMask) << 16;
        touched[touchedCount++] = item;
      }
      break;
    }
    // 2. Partial: every token containing the part; the masks of an item's fields containing it are ORed.
    for (let m = 0; m < matchedCount; m += 1) {
      const token = matched[m];
      // Tokens are numbered in order of first occurrence: this one and all later ones start beyond the scan.
      if (firstItem[token] >= count) break;
      for (let k = postingStart[token]; k < postingStart[token + 1]; k += 1) {
        const entry = postings[k];
        const item = entry >>> fieldCount;
        if (item >= count) break;
        if (partStamp[item] === stamp) {
          masks[item] |= entry & fieldMask;
        } else {
          partStamp[item] = stamp;
          masks[item] = entry & fieldMask;
          touched[touchedCount++] = item;
        }
      }
    }
    // 3. The part's score per item: exact weights of the exact mask, partial weights of the other fields.
    for (let j = 0; j < touchedCount; j += 1) {
      const item = touched[j];
      const mask = masks[item];
      const exact = mask >>> 16;
      const score = exactSum[exact] + partialSum[mask & 0xffff & ~exact];
      if (itemStamp[item] === queryStamp) {
        scores[item] += score;
      } else {
        itemStamp[item] = queryStamp;
        scores[item] = score;
      }
      if (scores[item] > best) best = scores[item];
    }
  }
  if (best <= 0) return emptyResult(null);

  // Count the kept items per distinct score (a handful: the window spans a few weight sums).
  const threshold = best - tolerance;
  const distinct: number[] = [];
  const counts: number[] = [];
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    if (itemStamp[i] !== queryStamp) continue;
    const score = scores[i];
    if (score <= 0 || score < threshold) continue;
    total += 1;
    let d = 0;
    while (d < distinct.length && distinct[d] !== score) d += 1;
    if (d === distinct.length) {
      distinct.push(score);
      counts.push(0);
    }
    counts[d] += 1;
  }

  // The scores reaching into the first maxResults hits, best first, and how many items of each to take in
  // input order (stable) — all of them when the tie-breaker sorts the bucket.
  const compare = options.compare;
  const ordered = distinct.map((_, d) => d).sort((a, b) => distinct[b] - distinct[a]);
  const wanted: number[] = [];
  const quotas: number[] = [];
  let needed = maxResults;
  let remaining = 0;
  for (const d of ordered) {
    if (needed <= 0) break;
    const quota = compare !== undefined ? counts[d] : Math.min(counts[d], needed);
    wanted.push(distinct[d]);
    quotas.push(quota);
    remaining += quota;
    needed -= Math.min(counts[d], needed);
  }
  const buckets: number[][] = wanted.map(() => []);
  for (let i = 0; i < count && remaining > 0; i += 1) {
    if (itemStamp[i] !== queryStamp) continue;
    const score = scores[i];
    let w = 0;
    while (w < wanted.length && wanted[w] !== score) w += 1;
    if (w === wanted.length || buckets[w].length >= quotas[w]) continue;
    buckets[w].push(i);
    remaining -= 1;
  }

  const hits: SearchHit<T>[] = [];
  for (let w = 0; w < wanted.length && hits.length < maxResults; w += 1) {
    const bucket = buckets[w];
    if (compare !== undefined) bucket.sort((a, b) => compare(index.items[a], index.items[b]) || a - b);
    for (let k = 0; k < bucket.length && hits.length < maxResults; k += 1) {
      const i = bucket[k];
      hits.push({ item: index.items[i], score: wanted[w], index: i });
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
