import {
  FILTER_MIN_ITEMS,
  FilterAttributeDef,
  FilterableItem,
  MultiSelectFilter,
  RangeFilter,
  applyFilters,
  attributeNumericValue,
  clearFilter,
  deriveFilters,
  pruneEmptyFilters,
  pruneSelection,
  setRangeSelection,
  sortFilterOptions,
  toggleFilterValue,
} from './filters';

const item = (id: string, attributes: Record<string, Array<[string, string, number?]>>): FilterableItem => ({
  id,
  attributes: Object.fromEntries(
    Object.entries(attributes).map(([key, values]) => [
      key,
      values.map(([code, label, numeric]) => (numeric === undefined ? { code, label } : { code, label, numeric })),
    ]),
  ),
});

const items: FilterableItem[] = [
  item('1', { material: [['steel', 'Stahl']], dn: [['10', '10']], brand: [['acme', 'ACME']], len: [['l1', '1,5 m', 1.5]] }),
  item('2', { material: [['brass', 'Messing']], dn: [['20', '20']], brand: [['acme', 'ACME']], len: [['l2', '3 m', 3]] }),
  item('3', { material: [['steel', 'Stahl']], dn: [['8', '8']], brand: [['acme', 'ACME']], len: [['l3', '2 m', 2]] }),
  item('4', { material: [['alu', 'Aluminium']], dn: [['10', '10']], brand: [['acme', 'ACME']] }),
  item('5', { material: [['öl', 'Ölbeständig'], ['steel', 'Stahl']], dn: [['100', '100']], brand: [['acme', 'ACME']], len: [['l5', '10 m', 10]] }),
];

const defs: FilterAttributeDef[] = [
  { id: 'material', heading: 'material', type: 'multiSelect' },
  { id: 'dn', heading: 'nominalDiameter', type: 'multiSelect', measuringUnit: 'mm' },
  { id: 'brand', heading: 'brand', type: 'multiSelect' },
  { id: 'len', heading: 'length', type: 'range', measuringUnit: 'm' },
];

const multi = (filters: ReturnType<typeof deriveFilters>, id: string) =>
  filters.find((f) => f.id === id) as MultiSelectFilter;

describe('attributeNumericValue', () => {
  it('uses numeric, numeric labels or fractions', () => {
    expect(attributeNumericValue({ code: 'a', label: 'x', numeric: 4 })).toBe(4);
    expect(attributeNumericValue({ code: 'a', label: '12' })).toBe(12);
    expect(attributeNumericValue({ code: 'a', label: '2,5' })).toBe(2.5);
    expect(attributeNumericValue({ code: 'a', label: '-0.75' })).toBe(-0.75);
    expect(attributeNumericValue({ code: 'a', label: '3/4' })).toBe(0.7);
    expect(attributeNumericValue({ code: 'a', label: '10 mm' })).toBeUndefined();
    expect(attributeNumericValue({ code: 'a', label: 'Stahl' })).toBeUndefined();
  });
});

describe('deriveFilters', () => {
  it(`needs at least ${FILTER_MIN_ITEMS} items`, () => {
    expect(FILTER_MIN_ITEMS).toBe(5);
    expect(deriveFilters(items.slice(0, 4), defs, 'de')).toEqual([]);
    expect(deriveFilters(items, defs, 'de')).toHaveLength(4);
  });

  it('counts options and sorts them alphabetically by locale', () => {
    const material = multi(deriveFilters(items, defs, 'de'), 'material');
    expect(material.options.map((o) => [o.label, o.count])).toEqual([
      ['Aluminium', 1],
      ['Messing', 1],
      ['Ölbeständig', 1], // German collation: Ö sorts with O, before S
      ['Stahl', 3],
    ]);
    expect(material.disabled).toBe(false);
    expect(material.columns).toBe(1);
  });

  it('sorts numerically when all values are numeric', () => {
    const dn = multi(deriveFilters(items, defs, 'de'), 'dn');
    expect(dn.options.map((o) => o.value)).toEqual(['8', '10', '20', '100']);
    expect(dn.options.find((o) => o.value === '10')?.count).toBe(2);
    expect(dn.measuringUnit).toBe('mm');
  });

  it('drops an option whose count equals the item count and disables dropdowns with fewer than 2 options', () => {
    const brand = multi(deriveFilters(items, defs, 'de'), 'brand');
    expect(brand.options).toEqual([]);
    expect(brand.disabled).toBe(true);
  });

  it('keeps a selected option even if every item has it', () => {
    const brand = multi(deriveFilters(items, defs, 'de', { brand: { type: 'multiSelect', values: ['acme'] } }), 'brand');
    expect(brand.options.map((o) => o.value)).toEqual(['acme']);
    expect(brand.selectedValues).toEqual(['acme']);
    expect(brand.disabled).toBe(true);
  });

  it('uses two columns above 40 options', () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => item(String(i), { color: [[`c${i}`, `Colour ${String(i).padStart(2, '0')}`]] }));
    const colorDef: FilterAttributeDef[] = [{ id: 'color', heading: 'colour', type: 'multiSelect' }];
    expect((deriveFilters(many(40), colorDef, 'en')[0] as MultiSelectFilter).columns).toBe(1);
    expect((deriveFilters(many(41), colorDef, 'en')[0] as MultiSelectFilter).columns).toBe(2);
  });

  it('derives range filters from numeric values', () => {
    const len = deriveFilters(items, defs, 'de', { len: { type: 'range', min: 2 } }).find((f) => f.id === 'len') as RangeFilter;
    expect(len).toEqual({
      id: 'len',
      heading: 'length',
      type: 'range',
      min: 1.5,
      max: 10,
      selectedMin: 2,
      disabled: false,
      measuringUnit: 'm',
    });
  });

  it('omits range filters without numeric values and disables single-value ranges', () => {
    const rangeDefs: FilterAttributeDef[] = [
      { id: 'material', heading: 'material', type: 'range' },
      { id: 'brand', heading: 'brand', type: 'range' },
    ];
    expect(deriveFilters(items, rangeDefs, 'de')).toEqual([]);
    const same = items.map((it) => ({ ...it, attributes: { w: [{ code: 'w', label: '5' }] } }));
    const [w] = deriveFilters(same, [{ id: 'w', heading: 'weight', type: 'range' }], 'de') as RangeFilter[];
    expect(w.disabled).toBe(true);
  });
});

describe('sortFilterOptions', () => {
  it('falls back to alphabetical when one option is not numeric', () => {
    const sorted = sortFilterOptions(
      [
        { value: 'b', label: '10', count: 1, numeric: 10 },
        { value: 'a', label: '9', count: 1, numeric: 9 },
        { value: 'c', label: 'n/a', count: 1 },
      ],
      'en',
    );
    expect(sorted.map((o) => o.label)).toEqual(['10', '9', 'n/a']);
  });
});

describe('applyFilters', () => {
  it('ORs values within an attribute and ANDs attributes', () => {
    expect(applyFilters(items, { material: { type: 'multiSelect', values: ['steel', 'brass'] } }).map((i) => i.id)).toEqual([
      '1',
      '2',
      '3',
      '5',
    ]);
    expect(
      applyFilters(items, {
        material: { type: 'multiSelect', values: ['steel'] },
        dn: { type: 'multiSelect', values: ['10'] },
      }).map((i) => i.id),
    ).toEqual(['1']);
  });

  it('filters ranges inclusively and excludes items without values', () => {
    expect(applyFilters(items, { len: { type: 'range', min: 2, max: 3 } }).map((i) => i.id)).toEqual(['2', '3']);
    expect(applyFilters(items, { len: { type: 'range', min: 3 } }).map((i) => i.id)).toEqual(['2', '5']);
  });

  it('ignores empty selections', () => {
    expect(applyFilters(items, {})).toHaveLength(5);
    expect(applyFilters(items, { material: { type: 'multiSelect', values: [] } })).toHaveLength(5);
    expect(applyFilters(items, { len: { type: 'range' } })).toHaveLength(5);
  });
});

describe('selection helpers', () => {
  it('toggles multi-select values', () => {
    let selection = toggleFilterValue({}, 'material', 'steel');
    expect(selection).toEqual({ material: { type: 'multiSelect', values: ['steel'] } });
    selection = toggleFilterValue(selection, 'material', 'brass');
    expect(selection.material).toEqual({ type: 'multiSelect', values: ['steel', 'brass'] });
    selection = toggleFilterValue(toggleFilterValue(selection, 'material', 'steel'), 'material', 'brass');
    expect(selection).toEqual({});
  });

  it('selecting the full range removes the filter', () => {
    const filter = { id: 'len', min: 1.5, max: 10 };
    expect(setRangeSelection({}, filter, 2, 8)).toEqual({ len: { type: 'range', min: 2, max: 8 } });
    expect(setRangeSelection({}, filter, 1.5, 8)).toEqual({ len: { type: 'range', max: 8 } });
    expect(setRangeSelection({ len: { type: 'range', min: 2 } }, filter, 1.5, 10)).toEqual({});
    expect(setRangeSelection({ len: { type: 'range', min: 2 } }, filter, 0, 99)).toEqual({});
    expect(setRangeSelection({ len: { type: 'range', min: 2 } }, filter, undefined, undefined)).toEqual({});
  });

  it('clears a filter without touching others', () => {
    const selection = { a: { type: 'multiSelect', values: ['x'] }, b: { type: 'range', min: 1 } } as const;
    expect(clearFilter(selection, 'a')).toEqual({ b: { type: 'range', min: 1 } });
    expect(selection).toHaveProperty('a'); // not mutated
  });

  it('removes filters that yield no results when the list is empty', () => {
    const selection = {
      material: { type: 'multiSelect', values: ['steel'] },
      len: { type: 'range', min: 50 },
    } as const;
    expect(pruneEmptyFilters(items, selection)).toEqual({ material: { type: 'multiSelect', values: ['steel'] } });
    const fine = { material: { type: 'multiSelect', values: ['steel'] } } as const;
    expect(pruneEmptyFilters(items, fine)).toBe(fine);
  });

  it('removes the last added filter when filters yield results alone but not together', () => {
    const selection = {
      material: { type: 'multiSelect', values: ['steel'] },
      dn: { type: 'multiSelect', values: ['20'] },
    } as const;
    expect(applyFilters(items, selection)).toEqual([]);
    expect(pruneEmptyFilters(items, selection)).toEqual({ material: { type: 'multiSelect', values: ['steel'] } });
    const reversed = { dn: selection.dn, material: selection.material };
    expect(pruneEmptyFilters(items, reversed)).toEqual({ dn: selection.dn });
    expect(pruneEmptyFilters([], selection)).toEqual({});
  });

  it('prunes with a caller-supplied match test exactly like pruneEmptyFilters', () => {
    const selection = {
      material: { type: 'multiSelect', values: ['steel'] },
      dn: { type: 'multiSelect', values: ['20'] },
      len: { type: 'range', min: 50 },
    } as const;
    const asked: string[][] = [];
    const pruned = pruneSelection(selection, (s) => {
      asked.push(Object.keys(s));
      return applyFilters(items, s).length > 0;
    });
    expect(pruned).toEqual(pruneEmptyFilters(items, selection));
    expect(pruned).toEqual({ material: { type: 'multiSelect', values: ['steel'] } });
    expect(asked[0]).toEqual(['material', 'dn', 'len']);
    const fine = { material: { type: 'multiSelect', values: ['steel'] } } as const;
    expect(pruneSelection(fine, () => true)).toBe(fine);
  });
});
