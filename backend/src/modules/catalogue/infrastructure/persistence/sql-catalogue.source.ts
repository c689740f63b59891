import { Injectable } from '@nestjs/common';
import { LOCALES } from '@shop/domain';
import { DataSource } from 'typeorm';
import type {
  AttributeData,
  AttributeValueData,
  CatalogueData,
  CategoryData,
  CategoryLinkData,
  Locale,
  Localized,
  ProductData,
  ProductText,
  ProductTypeData,
  RelatedProductIds,
  SearchablePage,
} from '../../domain/catalogue-data';
import { ContentQueries } from '../../../content';
import { CatalogueSourcePort } from '../../domain/ports/catalogue-source.port';

const DEFAULT_LOCALE: Locale = 'de';
/** Rows per statement: short statements let other connections in between (embedded PGlite serves one at a time). */
const PRODUCT_BATCH = 10_000;
const TRANSLATION_BATCH = 20_000;
/** Products per statement of the attribute value ids (about ten values each). */
const VALUE_BATCH = 25_000;

type Row = Record<string, unknown>;

/**
 * Reads the catalogue read model from PostgreSQL (or the embedded PGlite) in a few large, keyset-paged
 * statements. The version is read first and no transaction is held (on the embedded database an open
 * transaction would stop every other connection for the whole load): if a writer commits while we read,
 * the version moved, so the next version check reloads.
 *
 * JSON columns are read as text and parsed once per distinct text, so the many products sharing the same
 * file list, images or page params share one object.
 *
 * Two steps (load time, ADR 0006): `load()` reads what search, lists and filters need and answers; the columns
 * only a product page needs (long texts, related lists, files, additional images, page params: most of the
 * bytes) are read by the `loadDetails` it returns, which the read model calls once the model is served.
 * Until then those fields hold empty values; product pages wait for the second step.
 */
@Injectable()
export class SqlCatalogueSource extends CatalogueSourcePort {
  constructor(private readonly db: DataSource, private readonly content: ContentQueries) {
    super();
  }

  async version(): Promise<string> {
    const rows: Row[] = await this.db.query('SELECT version::text AS version FROM catalogue_version WHERE id = 1');
    return String(rows[0]?.version ?? '0');
  }

  /** The content context owns pages; ask its exported query service rather than its table. */
  async searchablePages(): Promise<SearchablePage[]> {
    const pages = await this.content.searchablePages();
    return pages.map(({ id, code, locale, path, label }) => ({ id, code, locale, path, label }));
  }

  async load(): Promise<CatalogueData> {
    const version = await this.version();
    const json = new JsonInterner();
    const strings = new StringInterner();
    const productTypes = await this.productTypes();
    const attributes = await this.attributes();
    const attributeValues = await this.attributeValues();
    const categories = await this.categories(json);
    const categoryLinks: CategoryLinkData[] = (
      (await this.db.query('SELECT category_id, product_id, sort FROM product_category_product ORDER BY category_id, sort, product_id')) as Row[]
    ).map((r) => ({ categoryId: String(r.category_id), productId: String(r.product_id), sort: Number(r.sort) }));
    const productValueIds = await this.productValueIds();
    const { products, loadDetails } = await this.products(json, strings);
    return { version, productTypes, attributes, attributeValues, categories, categoryLinks, products, productValueIds, loadDetails };
  }

  private async productTypes(): Promise<ProductTypeData[]> {
    const rows: Row[] = await this.db.query('SELECT id, order_quantity, list_item_attributes, additional_info, list_price_info_excluded FROM product_type ORDER BY id');
    const names = await this.translations('SELECT product_type_id AS id, locale, name FROM product_type_translation');
    return rows.map((r) => ({
      id: String(r.id),
      name: localized(names.get(String(r.id)), 'name', String(r.id)),
      orderQuantity: (r.order_quantity ?? {}) as ProductTypeData['orderQuantity'],
      listItemAttributes: (r.list_item_attributes as string[] | null) ?? [],
      additionalInfo: (r.additional_info ?? {}) as ProductTypeData['additionalInfo'],
      listPriceInfoExcluded: Boolean(r.list_price_info_excluded),
    }));
  }

  private async attributes(): Promise<AttributeData[]> {
    const rows: Row[] = await this.db.query('SELECT id, type, measuring_unit, is_filter, sort FROM attribute ORDER BY sort, id');
    const headings = await this.translations('SELECT attribute_id AS id, locale, heading FROM attribute_translation');
    return rows.map((r) => ({
      id: String(r.id),
      type: r.type === 'range' ? 'range' : 'multiSelect',
      measuringUnit: (r.measuring_unit as string | null) ?? null,
      isFilter: Boolean(r.is_filter),
      sort: Number(r.sort),
      heading: localized(headings.get(String(r.id)), 'heading', String(r.id)),
    }));
  }

  private async attributeValues(): Promise<AttributeValueData[]> {
    const rows: Row[] = await this.db.query('SELECT id, attribute_id, code, numeric_value::float8 AS numeric_value FROM attribute_value ORDER BY id');
    const labels = await this.translations('SELECT value_id::text AS id, locale, label FROM attribute_value_translation');
    return rows.map((r) => ({
      id: Number(r.id),
      attributeId: String(r.attribute_id),
      code: String(r.code),
      numeric: r.numeric_value === null || r.numeric_value === undefined ? null : Number(r.numeric_value),
      label: localized(labels.get(String(r.id)), 'label', String(r.code)),
    }));
  }

  private async categories(json: JsonInterner): Promise<CategoryData[]> {
    const rows: Row[] = await this.db.query(
      `SELECT id, parent_id, canonical_parent_category_id, sort, image, synonyms, page_params::text AS page_params, sorts::text AS sorts, list_price_info_excluded
         FROM product_category WHERE active ORDER BY sort, id`,
    );
    const texts = await this.translations('SELECT category_id AS id, locale, name, description, slug FROM product_category_translation');
    return rows.map((r) => {
      const t = texts.get(String(r.id));
      const sorts = json.parse(r.sorts, []) as unknown[];
      return {
        id: String(r.id),
        parentId: (r.parent_id as string | null) ?? null,
        canonicalParentCategoryId: (r.canonical_parent_category_id as string | null) ?? null,
        sort: Number(r.sort),
        image: (r.image as string | null) ?? null,
        synonyms: (r.synonyms as string[] | null) ?? [],
        pageParams: json.parse(r.page_params, {}) as CategoryData['pageParams'],
        sorts: sorts.map((s) => (typeof s === 'string' ? s : typeof (s as { name?: unknown })?.name === 'string' ? (s as { name: string }).name : '')).filter(Boolean),
        listPriceInfoExcluded: Boolean(r.list_price_info_excluded),
        name: localized(t, 'name', String(r.id)),
        description: localized(t, 'description', ''),
        slug: localized(t, 'slug', String(r.id)),
      };
    });
  }

  /** Step one: the products with what search, lists and filters read; `loadDetails` fills in the rest. */
  private async products(json: JsonInterner, strings: StringInterner): Promise<{ products: ProductData[]; loadDetails: () => Promise<void> }> {
    // Texts per product and locale.
    const texts = new Map<string, Partial<Record<Locale, StoredProductText>>>();
    const longTexts = new TextStore();
    // Products of a family share their synonym list (a few dozen distinct lists): one array per distinct text.
    const synonymLists = new Map<string, readonly string[]>();
    const synonymsOf = (text: string): readonly string[] => {
      let list = synonymLists.get(text);
      if (list === undefined) synonymLists.set(text, (list = Object.freeze(splitSynonyms(text).map(strings.intern))));
      return list;
    };
    let after: [string, string] = ['', ''];
    for (;;) {
      const rows: Row[] = await this.db.query(
        `SELECT product_id, locale, name, slug, synonyms
           FROM product_translation WHERE (product_id, locale) > ($1, $2) ORDER BY product_id, locale LIMIT ${TRANSLATION_BATCH}`,
        after,
      );
      for (const r of rows) {
        const id = String(r.product_id);
        let entry = texts.get(id);
        if (!entry) texts.set(id, (entry = {}));
        entry[r.locale as Locale] = new StoredProductText(String(r.name), String(r.slug), synonymsOf(String(r.synonyms ?? '')), longTexts);
      }
      if (rows.length < TRANSLATION_BATCH) break;
      const last = rows[rows.length - 1];
      after = [String(last.product_id), String(last.locale)];
    }

    const products: ProductData[] = [];
    const byId = new Map<string, DetailedProduct>();
    let afterId = '';
    for (;;) {
      const rows: Row[] = await this.db.query(
        `SELECT id, product_type_id, canonical_parent_category_id, packaging_unit::float8 AS packaging_unit, unit_of_quantity,
                weight_kg::float8 AS weight_kg, procurement_time_days, price_cents::float8 AS price_cents, list_price_cents::float8 AS list_price_cents,
                price_unit, quantity_in_stock::float8 AS quantity_in_stock, pricing_group, is_only_on_request, image, image_thumbnail, image_small, sort
           FROM product WHERE active AND id > $1 ORDER BY id LIMIT ${PRODUCT_BATCH}`,
        [afterId],
      );
      for (const r of rows) {
        const id = strings.intern(String(r.id));
        const product: DetailedProduct = {
          id,
          typeId: strings.intern(String(r.product_type_id)),
          canonicalCategoryId: strings.internOrNull(r.canonical_parent_category_id),
          packagingUnit: Number(r.packaging_unit),
          unitOfQuantity: strings.intern(String(r.unit_of_quantity)),
          weightKg: Number(r.weight_kg),
          procurementTimeDays: Number(r.procurement_time_days),
          priceCents: Number(r.price_cents),
          listPriceCents: r.list_price_cents === null ? null : Number(r.list_price_cents),
          priceUnit: Number(r.price_unit),
          quantityInStock: Number(r.quantity_in_stock),
          pricingGroup: strings.internOrNull(r.pricing_group),
          isOnlyOnRequest: Boolean(r.is_only_on_request),
          image: strings.internOrNull(r.image),
          imageThumbnail: strings.internOrNull(r.image_thumbnail),
          imageSmall: strings.internOrNull(r.image_small),
          // Filled in by loadDetails (same fields now, so the objects keep their shape).
          additionalImages: NO_LIST as ProductData['additionalImages'],
          related: NO_RELATED,
          pageParams: NO_PARAMS,
          files: NO_LIST as ProductData['files'],
          sort: Number(r.sort),
          text: productTexts(texts.get(id), id),
        };
        products.push(product);
        byId.set(id, product);
      }
      if (rows.length < PRODUCT_BATCH) break;
      afterId = String(rows[rows.length - 1].id);
    }
    products.sort((a, b) => a.sort - b.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    let pending: Promise<void> | null = null;
    const loadDetails = (): Promise<void> => (pending ??= this.details(byId, texts, longTexts, json, strings));
    return { products, loadDetails };
  }

  /**
   * Step two: the long texts and the JSON columns of the products read in step one (a product added since
   * is left out, one removed since keeps empty values: the version moved, so the next check reloads).
   */
  private async details(
    byId: Map<string, DetailedProduct>,
    texts: Map<string, Partial<Record<Locale, StoredProductText>>>,
    longTexts: TextStore,
    json: JsonInterner,
    strings: StringInterner,
  ): Promise<void> {
    let after: [string, string] = ['', ''];
    for (;;) {
      const rows: Row[] = await this.db.query(
        `SELECT product_id, locale, description, short_description, meta_description
           FROM product_translation WHERE (product_id, locale) > ($1, $2) ORDER BY product_id, locale LIMIT ${TRANSLATION_BATCH}`,
        after,
      );
      for (const r of rows) {
        const text = texts.get(String(r.product_id))?.[r.locale as Locale];
        // Variants (pack sizes, lengths) share descriptions: stored once per distinct text.
        text?.setLongTexts(
          longTexts.add(String(r.description ?? '')),
          longTexts.add(String(r.short_description ?? '')),
          longTexts.add(String(r.meta_description ?? '')),
        );
      }
      if (rows.length < TRANSLATION_BATCH) break;
      const last = rows[rows.length - 1];
      after = [String(last.product_id), String(last.locale)];
    }
    longTexts.trim();

    const related = new RelatedIdPool(strings.intern);
    let afterId = '';
    for (;;) {
      const rows: Row[] = await this.db.query(
        `SELECT id, additional_images::text AS additional_images, related_products::text AS related_products,
                page_params::text AS page_params, files::text AS files
           FROM product WHERE active AND id > $1 ORDER BY id LIMIT ${PRODUCT_BATCH}`,
        [afterId],
      );
      for (const r of rows) {
        const product = byId.get(String(r.id));
        if (product === undefined) continue;
        product.additionalImages = json.parse(r.additional_images, []) as ProductData['additionalImages'];
        product.related = related.add((r.related_products ? JSON.parse(String(r.related_products)) : {}) as Partial<RelatedProductIds>);
        product.pageParams = json.parse(r.page_params, {}) as ProductData['pageParams'];
        product.files = json.parse(r.files, []) as ProductData['files'];
      }
      if (rows.length < PRODUCT_BATCH) break;
      afterId = String(rows[rows.length - 1].id);
    }
    related.trim();
  }

  /**
   * Attribute value ids per product: one row per product with the ids as text ("3,17,42"), in keyset-paged
   * statements — a tenth of the rows (and of the embedded database's answer) of one row per value.
   */
  private async productValueIds(): Promise<Map<string, number[]>> {
    const values = new Map<string, number[]>();
    let after = '';
    for (;;) {
      const rows: Row[] = await this.db.query(
        `SELECT product_id, string_agg(value_id::text, ',' ORDER BY value_id) AS ids FROM product_attribute_value
          WHERE product_id > $1 GROUP BY product_id ORDER BY product_id LIMIT ${VALUE_BATCH}`,
        [after],
      );
      for (const r of rows) values.set(String(r.product_id), String(r.ids).split(',').map(Number));
      if (rows.length < VALUE_BATCH) break;
      after = String(rows[rows.length - 1].product_id);
    }
    return values;
  }

  /** Translation rows grouped by id, then locale. */
  private async translations(sql: string): Promise<Map<string, Partial<Record<Locale, Row>>>> {
    const rows: Row[] = await this.db.query(sql);
    const byId = new Map<string, Partial<Record<Locale, Row>>>();
    for (const r of rows) {
      const id = String(r.id);
      let entry = byId.get(id);
      if (!entry) byId.set(id, (entry = {}));
      entry[r.locale as Locale] = r;
    }
    return byId;
  }
}

/** One field of the translations per locale, falling back to the default locale, then to `fallback`. */
function localized(t: Partial<Record<Locale, Row>> | undefined, field: string, fallback: string): Localized<string> {
  const value = (locale: Locale): string => {
    const v = t?.[locale]?.[field] ?? t?.[DEFAULT_LOCALE]?.[field];
    return v === null || v === undefined ? fallback : String(v);
  };
  return Object.fromEntries(LOCALES.map((l) => [l, value(l)])) as Localized<string>;
}

/** A product as step one builds it; step two sets the detail fields (before any product page reads them). */
type DetailedProduct = { -readonly [K in 'additionalImages' | 'related' | 'pageParams' | 'files']: ProductData[K] } & Omit<
  ProductData,
  'additionalImages' | 'related' | 'pageParams' | 'files'
>;

const NO_LIST: readonly never[] = Object.freeze([]);
const NO_PARAMS: ProductData['pageParams'] = Object.freeze({});

const EMPTY_TEXT: ProductText = { name: '', slug: '', description: '', shortDescription: '', metaDescription: '', synonyms: [] };

function productTexts(t: Partial<Record<Locale, ProductText>> | undefined, id: string): Localized<ProductText> {
  const fallback = t?.[DEFAULT_LOCALE] ?? Object.values(t ?? {})[0] ?? { ...EMPTY_TEXT, name: id, slug: id.toLowerCase() };
  return Object.fromEntries(LOCALES.map((l) => [l, t?.[l] ?? fallback])) as Localized<ProductText>;
}

function splitSynonyms(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * One instance per distinct string (article numbers referenced by related lists, synonyms, image paths,
 * type ids): at 100,000 products this saves well over 100 MB of duplicate strings. Only used while loading.
 */
class StringInterner {
  private readonly strings = new Map<string, string>();

  readonly intern = (value: string): string => {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    this.strings.set(value, value);
    return value;
  };

  internOrNull(value: unknown): string | null {
    return value === null || value === undefined ? null : this.intern(String(value));
  }
}

/** Parses JSON text once per distinct text; products sharing a value share the parsed object (treat as read-only). */
class JsonInterner {
  private readonly cache = new Map<string, unknown>();

  parse(text: unknown, fallback: unknown): unknown {
    if (text === null || text === undefined) return fallback;
    const key = String(text);
    let value = this.cache.get(key);
    if (value === undefined) {
      value = deepFreeze(JSON.parse(key));
      if (this.cache.size < 200_000) this.cache.set(key, value);
    }
    return value;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/**
 * The related article numbers of all products (about 17 each: fits-to, similar, combinable) as one Int32Array
 * of indexes into a table of the distinct numbers: some 70 bytes per product instead of ~270 for three arrays
 * of strings. The lists are only read for a product page, so each read builds its array.
 */
class RelatedIdPool {
  constructor(private readonly intern: (id: string) => string) {}

  private readonly table: string[] = [];
  private indexes: Map<string, number> | null = new Map();
  private data = new Int32Array(1 << 16);
  private length = 0;

  add(related: Partial<RelatedProductIds>): RelatedProductIds {
    const start = this.length;
    this.push(related.fitsTo);
    const similar = this.length;
    this.push(related.similar);
    const combinable = this.length;
    this.push(related.combinable);
    return start === this.length ? NO_RELATED : new PooledRelatedIds(this, start, similar, combinable, this.length);
  }

  /** After the load: the exact-size buffer; no more additions. */
  trim(): void {
    this.data = this.data.slice(0, this.length);
    this.indexes = null;
  }

  ids(from: number, to: number): string[] {
    const out = new Array<string>(to - from);
    for (let k = from; k < to; k += 1) out[k - from] = this.table[this.data[k]];
    return out;
  }

  private push(ids: readonly unknown[] | undefined): void {
    if (!Array.isArray(ids)) return;
    for (const raw of ids) {
      const id = String(raw);
      let index = this.indexes!.get(id);
      if (index === undefined) {
        index = this.table.length;
        this.table.push(this.intern(id));
        this.indexes!.set(id, index);
      }
      if (this.length === this.data.length) {
        const grown = new Int32Array(this.data.length * 2);
        grown.set(this.data);
        this.data = grown;
      }
      this.data[this.length++] = index;
    }
  }
}

const NO_RELATED: RelatedProductIds = Object.freeze({ fitsTo: Object.freeze([]), similar: Object.freeze([]), combinable: Object.freeze([]) });

/** One product's related lists in a RelatedIdPool. */
class PooledRelatedIds implements RelatedProductIds {
  constructor(
    private readonly pool: RelatedIdPool,
    private readonly start: number,
    private readonly similarStart: number,
    private readonly combinableStart: number,
    private readonly end: number,
  ) {}

  get fitsTo(): readonly string[] {
    return this.pool.ids(this.start, this.similarStart);
  }

  get similar(): readonly string[] {
    return this.pool.ids(this.similarStart, this.combinableStart);
  }

  get combinable(): readonly string[] {
    return this.pool.ids(this.combinableStart, this.end);
  }
}

/**
 * The long product texts (descriptions, short and meta descriptions: about 60 MB at 100,000 products, only
 * read for a product page and its head) in one buffer outside the V8 heap, each distinct text once; Latin-1
 * texts at one byte per character, others as UTF-8. Keeps the heap (and the work of every full GC) smaller;
 * a read decodes the text (a few microseconds).
 */
class TextStore {
  private ids: Map<string, number> | null = new Map([['', 0]]);
  private bytes = Buffer.allocUnsafe(1 << 20);
  private length = 0;
  private starts = new Int32Array(1 << 12);
  private utf8 = new Uint8Array(1 << 12);
  private count = 1;

  /** The id of a text (the same text, the same id). */
  add(text: string): number {
    let id = this.ids!.get(text);
    if (id !== undefined) return id;
    id = this.count;
    const latin1 = !/[\u0100-\uffff]/.test(text);
    const size = latin1 ? text.length : Buffer.byteLength(text, 'utf8');
    if (this.length + size > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + size));
      this.bytes.copy(grown, 0, 0, this.length);
      this.bytes = grown;
    }
    this.bytes.write(text, this.length, size, latin1 ? 'latin1' : 'utf8');
    if (id + 1 >= this.starts.length) {
      const starts = new Int32Array(this.starts.length * 2);
      starts.set(this.starts);
      this.starts = starts;
      const utf8 = new Uint8Array(this.utf8.length * 2);
      utf8.set(this.utf8);
      this.utf8 = utf8;
    }
    this.starts[id] = this.length;
    this.utf8[id] = latin1 ? 0 : 1;
    this.length += size;
    this.starts[id + 1] = this.length;
    this.count += 1;
    this.ids!.set(text, id);
    return id;
  }

  text(id: number): string {
    return this.bytes.toString(this.utf8[id] === 1 ? 'utf8' : 'latin1', this.starts[id], this.starts[id + 1]);
  }

  /** After the load: exact-size buffers; no more additions. */
  trim(): void {
    this.bytes = Buffer.from(this.bytes.subarray(0, this.length));
    this.starts = this.starts.slice(0, this.count + 1);
    this.utf8 = this.utf8.slice(0, this.count);
    this.ids = null;
  }
}

/** A product's texts in one locale; the long ones are read from the TextStore (empty until the second step). */
class StoredProductText implements ProductText {
  private descriptionId = 0;
  private shortDescriptionId = 0;
  private metaDescriptionId = 0;

  constructor(
    readonly name: string,
    readonly slug: string,
    readonly synonyms: readonly string[],
    private readonly store: TextStore,
  ) {}

  setLongTexts(descriptionId: number, shortDescriptionId: number, metaDescriptionId: number): void {
    this.descriptionId = descriptionId;
    this.shortDescriptionId = shortDescriptionId;
    this.metaDescriptionId = metaDescriptionId;
  }

  get description(): string {
    return this.store.text(this.descriptionId);
  }

  get shortDescription(): string {
    return this.store.text(this.shortDescriptionId);
  }

  get metaDescription(): string {
    return this.store.text(this.metaDescriptionId);
  }
}
