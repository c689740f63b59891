import { applyFilters, pruneEmptyFilters, pruneSelection, type FilterSelection } from '@shop/domain';
import { DefaultCadProvider } from '../../infrastructure/cad/default-cad.provider';
import { FakeCatalogueSource } from '../../testing/catalogue-fixture';
import { CatalogueReadModel } from '../read-model/catalogue-read-model';
import type { ProductListPageView } from '../views/catalogue-views';
import { ProductViews } from '../views/product-views';
import { anyFilterMatch, categoryListIndex, CategoryListQuery, filterPositions } from './category-list.query';
import { mulberry32 } from '@shop/domain';

const rng = mulberry32;

describe('CategoryListQuery', () => {
  const readModel = new CatalogueReadModel(new FakeCatalogueSource());
  const query = new CategoryListQuery(readModel, new ProductViews(new DefaultCadProvider()));
  const page = async (categoryId: string, q: Record<string, string> = {}, locale: 'de' | 'en' = 'de', pageSize?: number): Promise<ProductListPageView> => {
    const r = await query.run({ categoryId, locale, query: q, pageSize });
    if (!r.ok) throw new Error(`${r.error.code}`);
    return r.value.page();
  };

  it("evaluates large lists on the category's index exactly as @shop/domain's applyFilters", async () => {
    const s = await readModel.snapshot();
    const random = rng(42);
    let emptied = 0;
    for (const categoryId of ['ejector-pins', 'fittings', 'hoses']) {
      const index = categoryListIndex(s, s.categoryById.get(categoryId)!);
      const filters = index.baseFilters('de');
      for (let run = 0; run < 60; run++) {
        const selection: Record<string, FilterSelection[string]> = {};
        for (const f of filters) {
          if (random() > 0.45) continue;
          if (f.type === 'multiSelect' && f.options.length > 0) {
            const values = f.options.filter(() => random() < 0.4).map((o) => o.value);
            if (values.length > 0) selection[f.id] = { type: 'multiSelect', values };
          } else if (f.type === 'range') {
            const a = f.min + (f.max - f.min) * random();
            const b = f.min + (f.max - f.min) * random();
            selection[f.id] = random() < 0.3 ? { type: 'range', min: Math.min(a, b) } : { type: 'range', min: Math.min(a, b), max: Math.max(a, b) };
          }
        }
        const expected = applyFilters(index.filterItems('de'), selection).map((i) => i.pos);
        expect(Array.from(filterPositions(index, 'de', selection, 0))).toEqual(expected);
        expect(Array.from(filterPositions(index, 'de', selection))).toEqual(expected);
        // The pruning of filters that leave the list empty (docs/rules/states-and-transitions.md#lists-and-filters) on the index: the same selection as @shop/domain's pruneEmptyFilters on the items.
        const pruned = pruneSelection(selection, (s) => anyFilterMatch(index, 'de', s));
        expect(pruned).toEqual(pruneEmptyFilters(index.filterItems('de'), selection));
        if (expected.length === 0) emptied++;
      }
    }
    // The random selections include enough empty results for the pruning comparison to mean something.
    expect(emptied).toBeGreaterThan(10);
  });

  it('answers concurrent one-off and repeated combinations as it answers them one at a time', async () => {
    const all = await page('ejector-pins');
    const material = all.filters.find((f) => f.id === 'material')!;
    const length = all.filters.find((f) => f.id === 'length')!;
    const queries = Array.from({ length: 24 }, (_, i) => ({
      'lf-material': material.values[i % material.values.length].value,
      'lf-length-min': String(length.min! + ((length.max! - length.min!) * (i % 7)) / 10),
      ...(i % 3 === 0 ? { listSort: 'priceAsc' } : {}),
      ...(i % 4 === 1 ? { listPage: '2' } : {}),
    }));
    const fresh = new CategoryListQuery(new CatalogueReadModel(new FakeCatalogueSource()), new ProductViews(new DefaultCadProvider()));
    const one = async (q: Record<string, string>): Promise<ProductListPageView> => {
      const r = await fresh.run({ categoryId: 'ejector-pins', locale: 'de', query: q });
      if (!r.ok) throw new Error(r.error.code);
      return r.value.page();
    };
    const sequential: ProductListPageView[] = [];
    for (const q of queries) sequential.push(await page('ejector-pins', q));
    // Three rounds: one-off results (read from the scratch lists), kept on the second request, then from the cache.
    for (let round = 0; round < 3; round++) expect(await Promise.all(queries.map(one))).toEqual(sequential);
  });

  it('derives the filters of the whole product set: an option every item has is dropped, fewer than 2 options disable', async () => {
    const epdm = await page('hoses-epdm');
    const hoseClass = epdm.filters.find((f) => f.id === 'hoseClass')!;
    expect(hoseClass.values).toEqual([]);
    expect(hoseClass.disabled).toBe(true);
    const nominal = epdm.filters.find((f) => f.id === 'nominalSize')!;
    expect(nominal.values.length).toBeGreaterThan(1);
    expect(nominal.values.every((o) => o.count < epdm.total)).toBe(true);
    expect(nominal.twoColumns).toBe(false);
    // numeric options sort numerically
    const numeric = nominal.values.map((o) => Number(o.value));
    expect(numeric).toEqual([...numeric].sort((a, b) => a - b));
  });

  it('offers no filters for lists under 5 items', async () => {
    const small = await page('hose-accessories');
    expect(small.total).toBeLessThan(5);
    expect(small.filters).toEqual([]);
  });

  it('applies a multi-select filter (OR within it) and a range; counts stay those of the whole list', async () => {
    const all = await page('ejector-pins');
    const material = all.filters.find((f) => f.id === 'material')!;
    const [a, b] = material.values;
    const one = await page('ejector-pins', { 'lf-material': a.value });
    expect(one.total).toBe(a.count);
    expect(one.filters.find((f) => f.id === 'material')!.selectedValues).toEqual([a.value]);
    expect(one.filters.find((f) => f.id === 'material')!.values).toEqual(material.values);
    const two = await page('ejector-pins', { 'lf-material': `${a.value},${b.value}` });
    expect(two.total).toBe(a.count + b.count);
    const length = all.filters.find((f) => f.id === 'length')!;
    const mid = (length.min! + length.max!) / 2;
    const ranged = await page('ejector-pins', { 'lf-material': a.value, 'lf-length-max': String(mid) });
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.total).toBeLessThan(one.total);
    expect(ranged.removedFilters).toEqual([]);
    expect(ranged.items.every((i) => i.attributes.some((v) => v.attributeId === 'length' && v.numeric! <= mid))).toBe(true);
    expect(ranged.filters.find((f) => f.id === 'length')!.selectedMax).toBe(mid);
  });

  it('removes the filters that leave the list empty and names them', async () => {
    const all = await page('ejector-pins');
    expect(all.removedFilters).toEqual([]);
    const [a] = all.filters.find((f) => f.id === 'material')!.values;
    const length = all.filters.find((f) => f.id === 'length')!;
    const q = { 'lf-material': a.value, 'lf-length-max': String(length.min) };
    const s = await readModel.snapshot();
    const items = categoryListIndex(s, s.categoryById.get('ejector-pins')!).filterItems('de');
    // Each filter has items on its own, the two together have none.
    expect(applyFilters(items, { material: { type: 'multiSelect', values: [a.value] }, length: { type: 'range', max: length.min } })).toEqual([]);
    const pruned = await page('ejector-pins', q);
    expect(pruned.removedFilters).toEqual(['length']);
    expect(pruned.total).toBe(a.count);
    expect(pruned.filters.find((f) => f.id === 'material')!.selectedValues).toEqual([a.value]);
    expect(pruned.filters.find((f) => f.id === 'length')!.selectedMax).toBeUndefined();
    // Answered again from the result cache: the same.
    expect((await page('ejector-pins', q)).removedFilters).toEqual(['length']);
    // A list search that finds nothing is not the filters' fault: they stay.
    const searched = await page('ejector-pins', { ...q, listSearch: 'qqxxzzyy' });
    expect(searched).toMatchObject({ total: 0, removedFilters: [] });
  });

  it('drops a range filter that covers the full range', async () => {
    const all = await page('ejector-pins');
    const length = all.filters.find((f) => f.id === 'length')!;
    const full = await page('ejector-pins', { 'lf-length-min': String(length.min! - 1), 'lf-length-max': String(length.max) });
    expect(full.total).toBe(all.total);
    const f = full.filters.find((x) => x.id === 'length')!;
    expect(f.selectedMin).toBeUndefined();
    expect(f.selectedMax).toBeUndefined();
  });

  it('refuses filters the category does not offer and bad range bounds', async () => {
    const unknown = await query.run({ categoryId: 'hoses-epdm', locale: 'de', query: { 'lf-robotType': 'scara', 'lf-nominalSize-min': '3' } });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) {
      expect(unknown.error.code).toBe('unknownFilter');
      expect(unknown.error).toMatchObject({ fields: { 'lf-robotType': 'unknownFilter', 'lf-nominalSize-min': 'unknownFilter' } });
    }
    const bad = await query.run({ categoryId: 'hoses-epdm', locale: 'de', query: { 'lf-innerDiameter-min': 'ten' } });
    expect(bad.ok || bad.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'lf-innerDiameter-min': 'invalidFilterValue' } });
    const missing = await query.run({ categoryId: 'nope', locale: 'de', query: {} });
    expect(missing.ok || missing.error.code).toBe('categoryIdUnknown');
  });

  it('sorts by option name and falls back to relevance for unknown names', async () => {
    const byPrice = await page('couplings', { listSort: 'priceAsc' }, 'de', 100);
    const unit = byPrice.items.map((i) => i.priceInfo!.price / i.priceInfo!.priceUnit);
    expect(unit).toEqual([...unit].sort((a, b) => a - b));
    expect(byPrice.sort).toBe('priceAsc');
    const desc = await page('couplings', { listSort: 'priceDesc' }, 'de', 100);
    const unitDesc = desc.items.map((i) => i.priceInfo!.price / i.priceInfo!.priceUnit);
    expect(unitDesc).toEqual([...unitDesc].sort((a, b) => b - a));
    const byId = await page('couplings', { listSort: 'articleNumber' }, 'de', 100);
    const ids = byId.items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort(new Intl.Collator('de', { numeric: true }).compare));
    const unknown = await page('couplings', { listSort: 'cheapestFirst' });
    expect(unknown.sort).toBe('relevance');
    expect(unknown.sorts.map((o) => o.name)).toEqual(['relevance', 'nameAsc', 'nameDesc', 'priceAsc', 'priceDesc', 'articleNumber']);
  });

  it('pages 1-based in, 0-based out; beyond the last page answers no items with the right total', async () => {
    const first = await page('couplings');
    expect(first.pageSize).toBe(24);
    expect(first.pageIndex).toBe(0);
    expect(first.pageCount).toBe(Math.ceil(first.total / 24));
    const second = await page('couplings', { listPage: '2' });
    expect(second.pageIndex).toBe(1);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const beyond = await page('couplings', { listPage: '999' });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
    expect((await page('couplings', {}, 'de', 5)).items).toHaveLength(5);
  });

  it('searches within the list with the catalogue ranking, combined with filters', async () => {
    const found = await page('hoses', { listSearch: 'Kompensator' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((i) => i.id.startsWith('SL-HIF'))).toBe(true);
    const exact = await page('ejector-pins', { listSearch: 'AW-GER-2-100-N' });
    expect(exact.items[0].id).toBe('AW-GER-2-100-N');
    const short = await page('hoses', { listSearch: 'K' });
    expect(short.total).toBe((await page('hoses')).total);
  });

  it('answers English labels and paths for locale en', async () => {
    const en = await page('hoses-epdm', {}, 'en');
    expect(en.items[0].path.startsWith('/en/hoses/')).toBe(true);
    expect(en.columns.find((c) => c.attributeId === 'nominalSize')?.heading).toBe('Nominal size');
    expect(en.items[0].priceInfo?.formattedPrice).toMatch(/^€/);
  });
});
