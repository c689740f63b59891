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
 * Every (item, field) pair is a "slot" (slot = item * fieldCount + field).
 * Field values are lower-cased, transliterated and split at spaces into
 * tokens. Because term parts never contain whitespace, a part occurs in a
 * value exactly when it occurs in one of the value's tokens, and it equals a
 * value exactly when the value is a single token equal to it.
 *
 * Finding the tokens that contain a part uses an n-gram index over the
 * dictionary of distinct tokens: for every bigram and trigram, the tokens
 * containing it (ascending ids). A two-character part is one bigram list; a
 * longer part takes the shortest list among its trigrams and checks each
 * listed token; nothing scans the whole dictionary. Then the posting lists
 * (token → slots, ascending) of the matching tokens are walked. Token ids
 * are given in order of first occurrence, so the first slot of each token's
 * postings grows with its id: once a listed token starts beyond the scanned
 * items (MAX_SCANNED), all later ones do too. Postings are compressed rows
 * in typed arrays; nothing is allocated per item during a query.
 */
export interface SearchIndex<T> {
  readonly items: readonly T[];
  readonly fieldCount: number;
  readonly exactWeights: readonly number[];
  readonly partialWeights: readonly number[];
  /** Number of distinct tokens. */
  readonly tokenCount: number;
  /** The tokens concatenated: token t is dictionary.slice(tokenStart[t], tokenStart[t + 1]). */
  readonly dictionary: string;
  readonly tokenStart: Int32Array;
  /** The first slot having token t; grows with t (ids are given in order of first occurrence). */
  readonly firstSlot: Int32Array;
  /** Slots of fields with a partial weight containing token t: postings[postingStart[t] .. postingStart[t + 1]). */
  readonly postingStart: Int32Array;
  readonly postings: Int32Array;
  /** Slots having a value equal to token t: exactPostings[exactStart[t] .. exactStart[t + 1]). */
  readonly exactStart: Int32Array;
  readonly exactPostings: Int32Array;
  /** Bigram or trigram → row g: the tokens containing it are gramTokens[gramStart[g] .. gramStart[g + 1]), ascending. */
  readonly grams: ReadonlyMap<string, number>;
  readonly gramStart: Int32Array;
  readonly gramTokens: Int32Array;
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
  /** The tokens matching the current part (grown on demand). */
  matched: Int32Array;
}

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

/** Bigrams and trigrams of every token → the tokens containing them (each token once per gram, ascending). */
function gramIndex(dictionary: string, tokenStart: Int32Array, tokenCount: number): [Map<string, number>, Int32Array, Int32Array] {
  const grams = new Map<string, number>();
  const lastToken: number[] = [];
  const gramRows = new IntBuffer();
  const gramTokens = new IntBuffer();
  for (let t = 0; t < tokenCount; t += 1) {
    const end = tokenStart[t + 1];
    for (let pos = tokenStart[t]; pos + 2 <= end; pos += 1) {
      for (let size = 2; size <= 3 && pos + size <= end; size += 1) {
        const gram = dictionary.slice(pos, pos + size);
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
  const [gramStart, tokens] = compressedRows(lastToken.length, gramRows, gramTokens);
  return [grams, gramStart, tokens];
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
  const firstSlots = new IntBuffer();
  const partialWeights = fields.map((field) => field.partial ?? SCORE_PARTIAL);
  const pairTokens = new IntBuffer();
  const pairSlots = new IntBuffer();
  const exactTokens = new IntBuffer();
  const exactSlots = new IntBuffer();

  // Ids in order of first occurrence (slots ascending): the query's early stop relies on it.
  const idOf = (token: string, slot: number): number => {
    let id = tokenIds.get(token);
    if (id === undefined) {
      id = tokenList.length;
      tokenIds.set(token, id);
      tokenList.push(token);
      lastSlot.push(-1);
      lastExactSlot.push(-1);
      firstSlots.push(slot);
    }
    return id;
  };

  for (let i = 0; i < items.length; i += 1) {
    for (let f = 0; f < fieldCount; f += 1) {
      const slot = i * fieldCount + f;
      // A field without a partial weight only scores exact matches: no postings for "contains" (a 0 would change nothing).
      const partial = partialWeights[f] > 0;
      for (const value of fieldValues(fields[f].get(items[i]))) {
        const tokens = value.split(' ');
        if (tokens.length === 1) {
          const id = idOf(value, slot);
          if (lastExactSlot[id] !== slot) {
            lastExactSlot[id] = slot;
            exactTokens.push(id);
            exactSlots.push(slot);
          }
        }
        if (!partial) continue;
        for (const token of tokens) {
          const id = idOf(token, slot);
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
    offset += tokenList[t].length;
  }
  tokenStart[tokenCount] = offset;
  const dictionary = tokenList.join('');
  const [postingStart, postings] = compressedRows(tokenCount, pairTokens, pairSlots);
  const [exactStart, exactPostings] = compressedRows(tokenCount, exactTokens, exactSlots);
  const [grams, gramStart, gramTokens] = gramIndex(dictionary, tokenStart, tokenCount);
  return {
    items,
    fieldCount,
    exactWeights: fields.map((field) => field.exact),
    partialWeights,
    tokenCount,
    dictionary,
    tokenStart,
    firstSlot: firstSlots.data.slice(0, firstSlots.length),
    postingStart,
    postings,
    exactStart,
    exactPostings,
    grams,
    gramStart,
    gramTokens,
    scratch: {
      stamp: 0,
      itemStamp: new Int32Array(items.length),
      scores: new Float64Array(items.length),
      slotStamp: new Int32Array(items.length * fieldCount),
      matched: new Int32Array(64),
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

/** Whether token t contains the part (the token's characters, compared in place). */
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
  let from = 0;
  let to = 0;
  let all = false;
  if (part.length === 2) {
    const row = grams.get(part);
    if (row === undefined) return 0;
    from = gramStart[row];
    to = gramStart[row + 1];
  } else if (part.length > 2) {
    let best = -1;
    for (let pos = 0; pos + 3 <= part.length; pos += 1) {
      const row = grams.get(part.slice(pos, pos + 3));
      if (row === undefined) return 0;
      if (best === -1 || gramStart[row + 1] - gramStart[row] < gramStart[best + 1] - gramStart[best]) best = row;
    }
    from = gramStart[best];
    to = gramStart[best + 1];
  } else {
    all = true;
    to = index.tokenCount;
  }
  if (scratch.matched.length < to - from) scratch.matched = new Int32Array(Math.max(to - from, scratch.matched.length * 2));
  const matched = scratch.matched;
  const verify = part.length !== 2 && part.length !== 3;
  let count = 0;
  for (let k = from; k < to; k += 1) {
    const token = all ? k : gramTokens[k];
    if (verify && !tokenContains(dictionary, tokenStart[token], tokenStart[token + 1], part)) continue;
    matched[count] = token;
    count += 1;
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
  const { fieldCount, exactWeights, partialWeights, tokenStart, firstSlot, scratch } = index;
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
    const matchedCount = matchingTokens(index, part);
    const matched = scratch.matched;
    // 1. Exact: the one token equal to the part, if any (a matching token of the part's length).
    for (let m = 0; m < matchedCount; m += 1) {
      const token = matched[m];
      if (tokenStart[token + 1] - tokenStart[token] !== part.length) continue;
      for (let k = exactStart[token]; k < exactStart[token + 1]; k += 1) {
        const slot = exactPostings[k];
        if (slot >= slotCount) break;
        slotStamp[slot] = partStamp;
        addScore(slot, exactWeights);
      }
      break;
    }
    // 2. Partial: every token containing the part; each slot scores once per part.
    for (let m = 0; m < matchedCount; m += 1) {
      const token = matched[m];
      // Tokens are numbered in order of first occurrence: this one and all later ones start beyond the scan.
      if (firstSlot[token] >= slotCount) break;
      for (let k = postingStart[token]; k < postingStart[token + 1]; k += 1) {
        const slot = postings[k];
        if (slot >= slotCount) break;
        if (slotStamp[slot] === partStamp) continue;
        slotStamp[slot] = partStamp;
        addScore(slot, partialWeights);
      }
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
