/**
 * Reference implementation of @shop/domain's searchIndex, for tests only: the dictionary scan that answered
 * the catalogue search until the n-gram index replaced it (docs/performance.md, "Search index and read-model
 * memory"). Kept verbatim so that a unit test can show the indexed search ranks exactly as the scan did:
 * same hits, order, scores, totals. Not used by the shop.
 */
import {
  checkSearchTerm,
  MAX_RESULTS,
  MAX_SCANNED,
  normalizeSearchTerm,
  SCORE_PARTIAL,
  searchTermParts,
  WEIGHT_TOLERANCE,
  type SearchField,
  type SearchFieldValue,
  type SearchHit,
  type SearchOptions,
  type SearchResult,
  type SearchTermCheck,
} from '@shop/domain';

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
export interface ScanIndex<T> {
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
  readonly scratch: ScanScratch;
}

/** @internal Reusable buffers of a {@link SearchIndex}. */
export interface ScanScratch {
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
export function buildScanIndex<T>(items: readonly T[], fields: readonly SearchField<T>[]): ScanIndex<T> {
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
function nextStamp(scratch: ScanScratch): number {
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

function emptyResult<T>(termCheck: SearchTermCheck | null): SearchResult<T> {
  return { hits: [], total: 0, tooMany: false, bestScore: 0, termCheck };
}

/** Ranks the indexed items for a term (see module comment for the rules). */
export function scanSearch<T>(index: ScanIndex<T>, term: string, options: SearchOptions<T> = {}): SearchResult<T> {
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

