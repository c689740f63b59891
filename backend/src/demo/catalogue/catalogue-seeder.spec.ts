import { generateCatalogue } from './catalogue-generator';
import { clearCatalogue, insertCatalogue, seedCatalogue, unnestInsertSql, type SqlRunner } from './catalogue-seeder';

interface Statement {
  table: string;
  sql: string;
  params: unknown[][];
}

/** A fake database: records the statements and their rows and hands out serial attribute value ids. */
function fakeDatabase(shape: 'pg' | 'typeorm' = 'pg') {
  const statements: Statement[] = [];
  const rows = new Map<string, unknown[][]>();
  let nextValueId = 1;
  const column = (table: string, name: string): unknown[] => {
    const all = rows.get(table) ?? [];
    const index = columnsOf.get(table)?.indexOf(name) ?? -1;
    return all.map((r) => r[index]);
  };
  const columnsOf = new Map<string, string[]>();
  const run: SqlRunner = async (sql, params = []) => {
    const match = /^INSERT INTO (\w+) \(([^)]*)\)/.exec(sql);
    if (!match) {
      statements.push({ table: '', sql, params: [] });
      return { rows: [] };
    }
    const [, table, cols] = match;
    const names = cols.split(', ');
    columnsOf.set(table, names);
    const arrays = params as unknown[][];
    expect(arrays).toHaveLength(names.length);
    for (const a of arrays) expect(a).toHaveLength(arrays[0].length);
    statements.push({ table, sql, params: arrays });
    const inserted = arrays[0].map((_, i) => arrays.map((a) => a[i]));
    rows.set(table, [...(rows.get(table) ?? []), ...inserted]);
    if (table === 'attribute_value') {
      // serial ids, as RETURNING id, attribute_id, code gives them back
      columnsOf.set(table, [...names, 'id']);
      const returned = inserted.map((r) => {
        const id = nextValueId++;
        r.push(id);
        return { id, attribute_id: r[0], code: r[1] };
      });
      return shape === 'typeorm' ? returned : { rows: returned, rowCount: returned.length };
    }
    return shape === 'typeorm' ? [] : { rows: [], rowCount: inserted.length };
  };
  return { run, statements, rows, column };
}

describe('unnestInsertSql', () => {
  it('builds one array parameter per column and unpacks text[] columns from JSON', () => {
    expect(unnestInsertSql('t', [
      { name: 'id', type: 'text' },
      { name: 'n', type: 'int8' },
      { name: 'tags', type: 'text[]' },
    ], 'RETURNING id')).toBe(
      'INSERT INTO t (id, n, tags) SELECT u.c1, u.c2, ARRAY(SELECT e FROM jsonb_array_elements_text(u.c3) WITH ORDINALITY AS t(e, o) ORDER BY o) ' +
        'FROM unnest($1::text[], $2::int8[], $3::jsonb[]) AS u(c1, c2, c3) RETURNING id',
    );
  });
});

describe('seedCatalogue', () => {
  it('inserts every row in foreign-key order with batched statements', async () => {
    const db = fakeDatabase();
    const progress: [number, number][] = [];
    const result = await seedCatalogue(db.run, { products: 2000, seed: 7, batchSize: 500, onProgress: (done, total) => progress.push([done, total]) });
    const catalogue = generateCatalogue({ products: 2000, seed: 7 });

    expect(result.products).toBe(2000);
    expect(result.attributes).toBe(catalogue.attributes.length);
    expect(result.values).toBe(catalogue.attributeValues.length);
    expect(result.categories).toHaveLength(catalogue.categories.length);
    expect(result.categories[0]).toEqual({ id: 'hoses', parentId: null, sort: 1, name: { de: 'Schläuche', en: 'Hoses' }, slug: { de: 'schlaeuche', en: 'hoses' } });
    expect(progress).toEqual([
      [500, 2000],
      [1000, 2000],
      [1500, 2000],
      [2000, 2000],
    ]);

    // Foreign-key order: a table appears only after the tables it references.
    const firstIndex = (table: string): number => db.statements.findIndex((s) => s.table === table);
    const order = ['product_type', 'product_type_translation', 'product_category', 'product_category_translation', 'attribute', 'attribute_translation', 'attribute_value', 'attribute_value_translation', 'product', 'product_translation', 'product_category_product', 'product_attribute_value'];
    for (let i = 1; i < order.length; i++) expect(firstIndex(order[i])).toBeGreaterThan(firstIndex(order[i - 1]));
    // Per batch, a product's dependent rows come after the product batch itself.
    const seenProducts = new Set<string>();
    for (const s of db.statements) {
      if (s.table === 'product') for (const id of s.params[0] as string[]) seenProducts.add(id);
      if (s.table === 'product_translation' || s.table === 'product_category_product' || s.table === 'product_attribute_value') {
        const productColumn = s.table === 'product_category_product' ? 1 : 0;
        for (const id of s.params[productColumn] as string[]) expect(seenProducts.has(id)).toBe(true);
      }
    }

    // Few round trips, bounded statements, far below the 65535 parameter limit.
    expect(db.statements.length).toBeLessThan(40);
    for (const s of db.statements) {
      expect(s.params.length).toBeLessThan(65535);
      expect(s.params[0].length).toBeLessThanOrEqual(500 * 8);
    }

    // Every row arrived; attribute value ids were read back and used.
    expect(db.rows.get('product')).toHaveLength(2000);
    expect(db.rows.get('product_translation')).toHaveLength(4000);
    expect(db.rows.get('product_category_product')).toHaveLength(catalogue.productCategoryLinks.length);
    expect(db.rows.get('product_attribute_value')).toHaveLength(catalogue.productAttributeValues.length);
    const valueIds = new Set(db.column('attribute_value', 'id'));
    expect(valueIds.size).toBe(catalogue.attributeValues.length);
    for (const id of db.column('product_attribute_value', 'value_id')) expect(valueIds.has(id)).toBe(true);
    for (const id of db.column('attribute_value_translation', 'value_id')) expect(valueIds.has(id)).toBe(true);
  });

  it('sends JSON and array columns as text and money as integers', async () => {
    const db = fakeDatabase();
    await seedCatalogue(db.run, { products: 50 });
    const product = db.statements.find((s) => s.table === 'product');
    const columns = /\(([^)]*)\)/.exec(product?.sql ?? '')?.[1].split(', ') ?? [];
    const param = (name: string): unknown[] => product?.params[columns.indexOf(name)] ?? [];
    for (const v of param('price_cents')) expect(Number.isSafeInteger(v)).toBe(true);
    for (const v of param('related_products')) expect(JSON.parse(v as string)).toHaveProperty('fitsTo');
    expect(param('list_price_cents').some((v) => v === null) || param('list_price_cents').every((v) => Number.isSafeInteger(v))).toBe(true);
    const type = db.statements.find((s) => s.table === 'product_type');
    expect(type?.sql).toContain('jsonb_array_elements_text');
    for (const v of type?.params[2] ?? []) expect(Array.isArray(JSON.parse(v as string))).toBe(true);
  });

  it('accepts a TypeORM-style runner that returns the rows array', async () => {
    const db = fakeDatabase('typeorm');
    const result = await insertCatalogue(db.run, generateCatalogue({ products: 30 }));
    expect(result.products).toBe(30);
  });

  it('fails loudly when the attribute value ids do not come back', async () => {
    const run: SqlRunner = async () => ({ rows: [] });
    await expect(seedCatalogue(run, { products: 10 })).rejects.toThrow(/attribute value ids/);
  });

  it('clears the catalogue tables without cascading into other tables', async () => {
    const db = fakeDatabase();
    await clearCatalogue(db.run);
    expect(db.statements[0].sql).toMatch(/^TRUNCATE product_attribute_value, .* RESTART IDENTITY$/s);
    expect(db.statements[0].sql).not.toContain('CASCADE');
  });
});
