import type { ProductListPageView, SearchResultsView } from '../../application/views/catalogue-views';

/**
 * Answers of the hot list and search calls, written as JSON text. The parts that repeat between answers
 * — list items (cached per product, locale and catalogue snapshot), the filters (each unselected one is
 * the same view in every answer of its category), the sort options and columns — are immutable objects
 * shared by the application layer, so their JSON is produced once
 * and an answer is mostly string concatenation instead of a JSON.stringify of ~40 KB. (Concatenating
 * cached Buffers instead was measured slower: the per-answer external allocations trigger full GCs of
 * the large catalogue heap.) The shape is exactly the one the DTOs describe.
 */
const jsonOf = new WeakMap<object, string>();

export function cachedJson(value: object): string {
  let json = jsonOf.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    jsonOf.set(value, json);
  }
  return json;
}

const list = (values: readonly object[]): string => `[${values.map(cachedJson).join(',')}]`;

/** UTF-8 of the JSON of immutable list parts (items, filter views, sort options, columns), kept per object. */
const bytesOf = new WeakMap<object, Buffer>();

function cachedBytes(value: object): Buffer {
  let bytes = bytesOf.get(value);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(value), 'utf8');
    bytesOf.set(value, bytes);
  }
  return bytes;
}

/**
 * The list page's answer as UTF-8, exactly JSON.stringify({ data: page }) (a unit test compares them):
 * the cached bytes of its items and filters copied after one another into a buffer from `alloc`, the few
 * per-answer parts (counts, sort, removed filters) encoded into it directly. No answer-sized string is
 * made (it was joined, measured, then encoded again on every write).
 */
export function writeProductListPage(page: ProductListPageView, alloc: (size: number) => Buffer): Buffer {
  const parts: Array<Buffer | string> = ['{"data":{"items":['];
  pushList(parts, page.items);
  parts.push(`],"total":${page.total},"pageIndex":${page.pageIndex},"pageSize":${page.pageSize},"pageCount":${page.pageCount},"filters":[`);
  pushList(parts, page.filters);
  parts.push('],"sorts":', cachedBytes(page.sorts), `,"sort":${JSON.stringify(page.sort)},"columns":`, cachedBytes(page.columns));
  parts.push(`,"removedFilters":${JSON.stringify(page.removedFilters)}}}`);
  let size = 0;
  for (const part of parts) size += typeof part === 'string' ? Buffer.byteLength(part, 'utf8') : part.length;
  const out = alloc(size);
  let at = 0;
  for (const part of parts) at += typeof part === 'string' ? out.write(part, at, 'utf8') : part.copy(out, at);
  return out.subarray(0, size);
}

function pushList(parts: Array<Buffer | string>, values: readonly object[]): void {
  for (let i = 0; i < values.length; i++) {
    if (i > 0) parts.push(',');
    parts.push(cachedBytes(values[i]));
  }
}

export function searchResultsJson(r: SearchResultsView): string {
  return (
    `{"data":{"termCheck":${JSON.stringify(r.termCheck)},"productCategories":${JSON.stringify(r.productCategories)},"products":${list(r.products)},` +
    `"others":${JSON.stringify(r.others)},"counts":${JSON.stringify(r.counts)},"tooMany":${r.tooMany},"formattedCounts":${JSON.stringify(r.formattedCounts)}}}`
  );
}

/** What an answer is written to: the response, whose 'finish' says its bytes have gone to the OS. */
export interface AnswerSink {
  once(event: 'finish', listener: () => void): unknown;
}

/**
 * The list answers' bytes.
 *
 * - Repeated pages: encoded answers of recently repeated list pages (catalogue version, category, locale,
 *   sort, search, filters, page and page size make the key). Browsing repeats pages a lot; a repeated page
 *   is then sent from one ready buffer, with no serialisation or encoding at all. A page is kept only
 *   when it is asked for the second time. Bounded: `capacity` answers (~40 KB each) and as many
 *   remembered keys.
 * - One-off pages are written into reused buffers of `bufferSize` bytes, each given back when its response
 *   has finished (then Node has handed the bytes to the OS); at most `pooled` wait for reuse. Fresh
 *   buffers per answer would be external memory, and churning it makes V8 run full collections of the
 *   large catalogue heap (measured: p99 430 ms); an answer larger than a buffer gets its own.
 */
export class ListAnswers {
  private readonly answers = new Map<string, Buffer>();
  private readonly seen = new Set<string>();
  private readonly free: Buffer[] = [];

  constructor(
    private readonly capacity = 256,
    private readonly bufferSize = 128 * 1024,
    private readonly pooled = 128,
  ) {}

  /** The answer of `key`: kept bytes, or the page written (and kept from its second request on). */
  answer(key: string, page: () => ProductListPageView, sink: AnswerSink): Buffer {
    const hit = this.answers.get(key);
    if (hit !== undefined) {
      this.answers.delete(key);
      this.answers.set(key, hit);
      return hit;
    }
    if (this.seen.delete(key)) {
      const bytes = writeProductListPage(page(), (size) => Buffer.allocUnsafeSlow(size));
      if (this.answers.size >= this.capacity) this.answers.delete(this.answers.keys().next().value as string);
      this.answers.set(key, bytes);
      return bytes;
    }
    if (this.seen.size >= this.capacity * 4) this.seen.delete(this.seen.values().next().value as string);
    this.seen.add(key);
    let buffer: Buffer | null = null;
    const bytes = writeProductListPage(page(), (size) => {
      if (size > this.bufferSize) return Buffer.allocUnsafeSlow(size);
      buffer = this.free.pop() ?? Buffer.allocUnsafeSlow(this.bufferSize);
      return buffer;
    });
    const used = buffer as Buffer | null;
    if (used !== null) {
      sink.once('finish', () => {
        if (this.free.length < this.pooled) this.free.push(used);
      });
    }
    return bytes;
  }
}
