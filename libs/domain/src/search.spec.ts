import {
  DROPDOWN_LIMITS,
  MAX_RESULTS,
  MAX_SCANNED,
  MIN_TERM,
  SCORE_EXACT_ID,
  SCORE_EXACT_NAME,
  SCORE_PARTIAL,
  SEARCH_DEBOUNCE_MS,
  SearchField,
  WEIGHT_TOLERANCE,
  buildSearchIndex,
  checkSearchTerm,
  formatResultCount,
  normalizeSearchTerm,
  searchIndex,
  searchItems,
  searchResultMessage,
  searchTermFromUrl,
  searchTermParts,
  searchTermToUrl,
} from './search';

interface Product {
  id: string;
  name: string;
  synonyms?: string[];
}

const fields: SearchField<Product>[] = [
  { get: (p) => p.id, exact: SCORE_EXACT_ID },
  { get: (p) => p.name, exact: SCORE_EXACT_NAME },
  { get: (p) => p.synonyms, exact: SCORE_EXACT_NAME },
];

const ids = (products: readonly { item: Product }[]) => products.map((hit) => hit.item.id);

describe('constants', () => {
  it('match the rules\' weights', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(350);
    expect(MIN_TERM).toBe(2);
    expect(MAX_RESULTS).toBe(1000);
    expect(MAX_SCANNED).toBe(100000);
    expect(WEIGHT_TOLERANCE).toBe(10);
    expect([SCORE_EXACT_ID, SCORE_EXACT_NAME, SCORE_PARTIAL]).toEqual([50, 15, 5]);
    expect(DROPDOWN_LIMITS).toEqual({ categories: 4, products: 6, others: 4 });
  });
});

describe('term helpers', () => {
  it('checkSearchTerm: prompt when empty, warning with one character', () => {
    expect(checkSearchTerm('')).toEqual({ kind: 'prompt', messageId: 'searchTermTooShort' });
    expect(checkSearchTerm('   ')).toEqual({ kind: 'prompt', messageId: 'searchTermTooShort' });
    expect(checkSearchTerm(undefined)).toEqual({ kind: 'prompt', messageId: 'searchTermTooShort' });
    expect(checkSearchTerm('a')).toEqual({ kind: 'warning', messageId: 'searchTermTooShort' });
    expect(checkSearchTerm(' ü ')).toEqual({ kind: 'warning', messageId: 'searchTermTooShort' });
    expect(checkSearchTerm('ab')).toBeNull();
  });

  it('underscores in the URL stand for spaces', () => {
    expect(searchTermFromUrl('hose_clip_DN10')).toBe('hose clip DN10');
    expect(searchTermFromUrl(null)).toBe('');
    expect(searchTermToUrl('  hose   clip ')).toBe('hose_clip');
  });

  it('normalises case, umlauts, accents and whitespace', () => {
    expect(normalizeSearchTerm('  Größe\t XL  Crème ')).toBe('groesse xl creme');
  });

  it('ignores one-character parts and duplicates', () => {
    expect(searchTermParts('a Hose hose B Ü 10')).toEqual(['hose', '10']);
    expect(searchTermParts('x')).toEqual([]);
  });

  it('formats result counts', () => {
    expect(formatResultCount(0)).toBe('0');
    expect(formatResultCount(1000)).toBe('1000');
    expect(formatResultCount(1001)).toBe('1000+');
  });
});

describe('ranking', () => {
  const products: Product[] = [
    { id: 'SC-1001', name: 'Hose clip 10 mm' },
    { id: 'SC-1002', name: 'Hose' },
    { id: 'SC-1003', name: 'Garden hose nozzle' },
    { id: 'SC-1004', name: 'Coupling' },
    { id: 'AB-2000', name: 'Adapter for SC-1001' },
    { id: 'AB-2001', name: 'Schlauchschelle Größe 2', synonyms: ['Clamp', 'Bride'] },
  ];

  it('ranks an exact id match first and drops items more than 10 points behind', () => {
    const result = searchItems(products, 'sc-1001', { fields });
    expect(ids(result.hits)).toEqual(['SC-1001']); // adapter only scores partial 5 < 50 - 10
    expect(result.hits[0].score).toBe(SCORE_EXACT_ID);
    expect(result.bestScore).toBe(50);
  });

  it('sums part scores and keeps items within the tolerance', () => {
    const result = searchItems(products, 'hose clip', { fields });
    // Hose: exact name 15; Hose clip 10 mm: partial 5 + 5 = 10; Garden hose nozzle: 5
    expect(result.hits.map((h) => [h.item.id, h.score])).toEqual([
      ['SC-1002', 15],
      ['SC-1001', 10],
      ['SC-1003', 5],
    ]);
    expect(result.total).toBe(3);
    expect(result.tooMany).toBe(false);
  });

  it('drops items beyond the tolerance', () => {
    const items: Product[] = [
      { id: 'X1', name: 'Hose' },
      { id: 'X2', name: 'Hose' , synonyms: ['hose'] },
      { id: 'X3', name: 'Long hose' },
    ];
    // X2: 15 + 15 = 30; X1: 15; X3: 5 → only X2 within 10 of 30
    expect(ids(searchItems(items, 'hose', { fields }).hits)).toEqual(['X2']);
    expect(ids(searchItems(items, 'hose', { fields, tolerance: 15 }).hits)).toEqual(['X2', 'X1']);
  });

  it('is case-, umlaut- and accent-insensitive', () => {
    expect(ids(searchItems(products, 'GROESSE', { fields }).hits)).toEqual(['AB-2001']);
    expect(ids(searchItems(products, 'größe', { fields }).hits)).toEqual(['AB-2001']);
    expect(ids(searchItems([{ id: 'Z', name: 'Crème' }], 'creme', { fields }).hits)).toEqual(['Z']);
  });

  it('matches synonyms exactly or partially', () => {
    const exact = searchItems(products, 'bride', { fields });
    expect(exact.hits.map((h) => [h.item.id, h.score])).toEqual([['AB-2001', 15]]);
    const partial = searchItems(products, 'clam', { fields });
    expect(partial.hits.map((h) => [h.item.id, h.score])).toEqual([['AB-2001', 5]]);
  });

  it('ignores one-character term parts', () => {
    const result = searchItems(products, 'hose x', { fields });
    expect(ids(result.hits)).toEqual(['SC-1002', 'SC-1001', 'SC-1003']);
  });

  it('does not search with too-short terms', () => {
    const result = searchItems(products, 'h', { fields });
    expect(result.hits).toEqual([]);
    expect(result.termCheck).toEqual({ kind: 'warning', messageId: 'searchTermTooShort' });
    expect(searchResultMessage(result)).toBeNull();
  });

  it('reports no results', () => {
    const result = searchItems(products, 'zzz', { fields });
    expect(result).toEqual({ hits: [], total: 0, tooMany: false, bestScore: 0, termCheck: null });
    expect(searchResultMessage(result)).toBe('noSearchResults');
    expect(searchResultMessage(searchItems(products, 'a b', { fields }))).toBe('noSearchResults');
  });

  it('keeps input order for ties, or uses the tie-breaker', () => {
    const items: Product[] = [
      { id: 'B', name: 'valve b' },
      { id: 'A', name: 'valve a' },
      { id: 'C', name: 'valve c' },
    ];
    expect(ids(searchItems(items, 'valve', { fields }).hits)).toEqual(['B', 'A', 'C']);
    const sorted = searchItems(items, 'valve', { fields, compare: (x, y) => x.id.localeCompare(y.id) });
    expect(ids(sorted.hits)).toEqual(['A', 'B', 'C']);
  });

  it('caps results at MAX_RESULTS with tooMany', () => {
    const items = Array.from({ length: 1500 }, (_, i) => ({ id: `P${i}`, name: `Valve ${i}` }));
    const result = searchItems(items, 'valve', { fields });
    expect(result.hits).toHaveLength(MAX_RESULTS);
    expect(result.total).toBe(1500);
    expect(result.tooMany).toBe(true);
    expect(formatResultCount(result.total)).toBe('1000+');
    expect(searchResultMessage(result)).toBe('searchTooManyResults');
    expect(result.hits[0].item.id).toBe('P0');
    expect(result.hits[999].item.id).toBe('P999');
  });

  it('scans at most maxScanned items', () => {
    const items = Array.from({ length: 30 }, (_, i) => ({ id: `P${i}`, name: 'Valve' }));
    const result = searchItems(items, 'valve', { fields, maxScanned: 10 });
    expect(result.total).toBe(10);
    expect(searchIndex(buildSearchIndex(items, fields), 'valve', { maxScanned: 10 }).total).toBe(10);
  });

  it('scores exact only for whole values, once per part and field', () => {
    const items: Product[] = [
      { id: 'A', name: 'hose clip hose', synonyms: ['garden hose', 'hose'] },
      { id: 'B', name: 'clip' },
    ];
    const result = searchItems(items, 'hose', { fields });
    // A: name partial 5 (counted once although "hose" occurs twice) + synonyms exact 15
    expect(result.hits.map((h) => [h.item.id, h.score])).toEqual([['A', 20]]);
    expect(searchItems(items, 'clip', { fields }).hits.map((h) => [h.item.id, h.score])).toEqual([
      ['B', 15],
      ['A', 5],
    ]);
  });

  it('matches inside tokens and punctuation', () => {
    const items: Product[] = [{ id: 'SC-10.5/A', name: 'Schlauch-Kupplung (DN10)' }];
    expect(searchItems(items, 'sc-10.5/a', { fields }).hits[0].score).toBe(50);
    expect(searchItems(items, 'kupplung', { fields }).hits[0].score).toBe(5);
    expect(searchItems(items, '(dn10)', { fields }).hits[0].score).toBe(5);
  });

  it('rejects negative weights', () => {
    expect(() => buildSearchIndex([], [{ get: () => '', exact: -1 }])).toThrow(RangeError);
  });

  it('can be queried repeatedly without state leaking between queries', () => {
    const index = buildSearchIndex(
      Array.from({ length: 50 }, (_, i) => ({ id: `P${i}`, name: i % 2 === 0 ? 'even valve' : 'odd valve' })),
      fields,
    );
    for (let round = 0; round < 3; round += 1) {
      expect(searchIndex(index, 'even').total).toBe(25);
      expect(searchIndex(index, 'valve').total).toBe(50);
      expect(searchIndex(index, 'even valve').hits[0].score).toBe(10);
      expect(searchIndex(index, 'even valve').total).toBe(50); // 5 is within 10 of 10
    }
  });

  it('handles numbers, null and missing fields', () => {
    const index = buildSearchIndex<{ n: number | null; tags?: (string | null)[] }>(
      [{ n: 4711, tags: [null, 'x'] }, { n: null }],
      [
        { get: (i) => i.n, exact: 50 },
        { get: (i) => i.tags, exact: 15 },
      ],
    );
    expect(searchIndex(index, '4711').hits.map((h) => h.score)).toEqual([50]);
    expect(index.tokenCount).toBe(2); // '4711', 'x'
    expect(searchIndex(index, 'xx').total).toBe(0);
  });
});

describe('100,000 items', () => {
  const WORDS = ['valve', 'hose', 'clip', 'coupling', 'nozzle', 'fitting', 'ejector', 'pin', 'socket', 'adapter', 'größe', 'flansch'];
  const N = 100_000;
  const items: Product[] = Array.from({ length: N }, (_, i) => ({
    id: `ART-${String(i).padStart(6, '0')}`,
    name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} ${i % 97}`,
    synonyms: i % 10 === 0 ? [WORDS[(i + 5) % WORDS.length]] : undefined,
  }));
  const index = buildSearchIndex(items, fields);

  /** Straightforward reference implementation of the ranking rules. */
  function reference(term: string): Array<[string, number]> {
    const parts = searchTermParts(term);
    const scored: Array<[string, number, number]> = [];
    items.forEach((item, position) => {
      let score = 0;
      for (const part of parts) {
        const id = normalizeSearchTerm(item.id);
        const name = normalizeSearchTerm(item.name);
        const synonyms = (item.synonyms ?? []).map(normalizeSearchTerm);
        score += id === part ? 50 : id.includes(part) ? 5 : 0;
        score += name === part ? 15 : name.includes(part) ? 5 : 0;
        score += synonyms.includes(part) ? 15 : synonyms.some((s) => s.includes(part)) ? 5 : 0;
      }
      if (score > 0) scored.push([item.id, score, position]);
    });
    const best = Math.max(0, ...scored.map((s) => s[1]));
    return scored
      .filter((s) => s[1] >= best - WEIGHT_TOLERANCE)
      .sort((a, b) => b[1] - a[1] || a[2] - b[2])
      .map(([id, score]) => [id, score]);
  }

  it('ranks an exact article number first', () => {
    const result = searchIndex(index, 'art-054321');
    expect(result.hits[0].item.id).toBe('ART-054321');
    expect(result.hits[0].score).toBe(50);
    expect(result.total).toBe(1);
  });

  it.each(['valve', 'hose clip', 'groesse flansch', 'ART-0999', 'pin 42', 'nozzle socket 5'])(
    'agrees with the reference ranking for %j',
    (term) => {
      const expected = reference(term);
      const result = searchIndex(index, term);
      expect(result.total).toBe(expected.length);
      expect(result.tooMany).toBe(expected.length > MAX_RESULTS);
      expect(result.hits.map((h) => [h.item.id, h.score])).toEqual(expected.slice(0, MAX_RESULTS));
    },
  );

  it('gives the same answer through searchItems', () => {
    expect(ids(searchItems(items, 'ejector 13', { fields }).hits)).toEqual(ids(searchIndex(index, 'ejector 13').hits));
  });
});
