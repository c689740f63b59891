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

/**
 * The list page's answer, exactly JSON.stringify({ data: page }) (a unit test compares them). Its parts are
 * joined once, into one flat string: no intermediate copies of the ~40 KB before it is measured and written.
 */
export function productListPageJson(page: ProductListPageView): string {
  const parts: string[] = ['{"data":{"items":['];
  pushList(parts, page.items);
  parts.push(
    `],"total":${page.total},"pageIndex":${page.pageIndex},"pageSize":${page.pageSize},"pageCount":${page.pageCount},"filters":[`,
  );
  pushList(parts, page.filters);
  parts.push(
    `],"sorts":${cachedJson(page.sorts)},"sort":${JSON.stringify(page.sort)},"columns":${cachedJson(page.columns)},"removedFilters":${JSON.stringify(page.removedFilters)}}}`,
  );
  return parts.join('');
}

function pushList(parts: string[], values: readonly object[]): void {
  for (let i = 0; i < values.length; i++) {
    if (i > 0) parts.push(',');
    parts.push(cachedJson(values[i]));
  }
}

export function searchResultsJson(r: SearchResultsView): string {
  return (
    `{"data":{"termCheck":${JSON.stringify(r.termCheck)},"productCategories":${JSON.stringify(r.productCategories)},"products":${list(r.products)},` +
    `"others":${JSON.stringify(r.others)},"counts":${JSON.stringify(r.counts)},"tooMany":${r.tooMany},"formattedCounts":${JSON.stringify(r.formattedCounts)}}}`
  );
}

/**
 * Encoded answers of recently repeated list pages (catalogue version, category, locale, sort, search,
 * filters, page and page size make the key). Browsing repeats pages a lot; a repeated page is then sent
 * from one ready buffer, with no serialisation or encoding at all. A page is encoded and kept only when
 * it is asked for the second time: one-off answers go out as text, because every kept buffer is external
 * memory, and churning it makes V8 run full collections of the large catalogue heap.
 * Bounded: `capacity` answers (~40 KB each) and as many remembered keys.
 */
export class AnswerCache {
  private readonly answers = new Map<string, Buffer>();
  private readonly seen = new Set<string>();

  constructor(private readonly capacity = 256) {}

  /** The kept answer, or `build()`'s text (kept as bytes from its second request on). */
  answer(key: string, build: () => string): Buffer | string {
    const hit = this.answers.get(key);
    if (hit !== undefined) {
      this.answers.delete(key);
      this.answers.set(key, hit);
      return hit;
    }
    const text = build();
    if (!this.seen.has(key)) {
      if (this.seen.size >= this.capacity * 4) this.seen.delete(this.seen.values().next().value as string);
      this.seen.add(key);
      return text;
    }
    this.seen.delete(key);
    const bytes = Buffer.from(text, 'utf8');
    if (this.answers.size >= this.capacity) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, bytes);
    return bytes;
  }
}
