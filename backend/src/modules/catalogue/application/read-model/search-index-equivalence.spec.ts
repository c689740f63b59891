/**
 * The catalogue search answers from @shop/domain's n-gram index; until the n-gram index (ADR 0006) it scanned the dictionary of
 * distinct tokens. The ranking must not change: this test runs both on a generated catalogue (the demo
 * generator, both locales) with many random terms and asserts the same hits in the same order with the same
 * scores, totals and flags. The old scan is kept for this purpose in ../../testing/search-scan.ts.
 */
import { buildSearchIndex, LOCALES, searchIndex, type SearchIndex, type SearchOptions, type SearchResult } from '@shop/domain';
import { catalogueFixture } from '../../testing/catalogue-fixture';
import { buildScanIndex, scanSearch, type ScanIndex } from '../../testing/search-scan';
import { CatalogueSnapshot, productSearchFields, type ProductRec } from './catalogue-snapshot';
import { mulberry32 } from '@shop/domain';

const prng = mulberry32;

const UMLAUTS: Record<string, string> = { ae: 'ä', oe: 'ö', ue: 'ü', ss: 'ß', Ae: 'Ä', Oe: 'Ö', Ue: 'Ü' };

/** Random search terms drawn from the catalogue's own texts, plus terms that cannot match. */
function randomTerms(products: readonly ProductRec[], count: number, seed: number): string[] {
  const rnd = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const substring = (text: string, min: number, max: number): string => {
    if (text.length <= min) return text;
    const size = Math.min(text.length, int(min, max));
    const start = int(0, text.length - size);
    return text.slice(start, start + size);
  };
  const source = (): string => {
    const p = pick(products);
    const text = p.data.text[pick(LOCALES)];
    switch (int(0, 5)) {
      case 0:
      case 1:
        return text.name;
      case 2:
        return p.id;
      case 3:
        return text.synonyms.length > 0 ? pick(text.synonyms) : text.name;
      case 4:
        return p.categories.length > 0 ? pick(p.categories).data.name[pick(LOCALES)] : p.id;
      default:
        return p.type.name[pick(LOCALES)];
    }
  };
  const piece = (): string => {
    const kind = int(0, 9);
    if (kind === 0) return substring(source(), 2, 2); // two characters
    if (kind === 1) return source(); // a whole value (exact matches)
    if (kind === 2) return substring(source(), 3, 3);
    if (kind === 3) {
      // With an umlaut where the catalogue spells it transliterated (and the other way round).
      const text = substring(source(), 3, 12);
      return text.replace(/ae|oe|ue|ss|Ae|Oe|Ue/, (m) => UMLAUTS[m]).replace(/ä|ö|ü/, (m) => ({ ä: 'ae', ö: 'oe', ü: 'ue' })[m]!);
    }
    if (kind === 4) return pick(['zqxj', 'qqq', 'xy9z', 'ÿø', 'é\u0301e', 'e\u0301', '~~', 'zz', '0000000']); // nothing or odd characters
    if (kind === 5) return substring(source(), 2, 4).toUpperCase();
    return substring(source(), 2, 12);
  };
  const terms: string[] = [];
  for (let k = 0; k < count; k += 1) {
    const parts = int(1, 10) <= 6 ? 1 : int(2, 4);
    const term = Array.from({ length: parts }, piece).join(pick([' ', ' ', '  ', ' x ']));
    terms.push(term);
  }
  return terms;
}

/** The comparable content of a result: hits as [position, score], and the counts. */
function summary(result: SearchResult<ProductRec>) {
  return {
    hits: result.hits.map((h) => [h.index, h.score, h.item.id]),
    total: result.total,
    tooMany: result.tooMany,
    bestScore: result.bestScore,
    termCheck: result.termCheck,
  };
}

describe('the n-gram search index ranks exactly like the dictionary scan', () => {
  const data = catalogueFixture(20000);
  const snapshot = new CatalogueSnapshot(data.version, data);
  const products = snapshot.products;
  const indexes = new Map<string, [SearchIndex<ProductRec>, ScanIndex<ProductRec>]>();
  for (const locale of LOCALES) {
    const fields = productSearchFields(locale);
    indexes.set(locale, [buildSearchIndex(products, fields), buildScanIndex(products, fields)]);
  }
  const terms = randomTerms(products, 700, 9);

  const compare = (options: SearchOptions<ProductRec>, termCount = terms.length) => {
    let matched = 0;
    let multiPart = 0;
    for (const locale of LOCALES) {
      const [index, scan] = indexes.get(locale)!;
      for (const term of terms.slice(0, termCount)) {
        const expected = summary(scanSearch(scan, term, options));
        const actual = summary(searchIndex(index, term, options));
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          // One readable failure instead of 3,000 assertions.
          expect({ locale, term, ...actual }).toEqual({ locale, term, ...expected });
        }
        if (expected.total > 0) matched += 1;
        if (term.trim().split(/\s+/).length > 1) multiPart += 1;
      }
    }
    return { matched, multiPart };
  };

  it('on 700 random terms per locale (substrings of names, article numbers, synonyms, categories, umlauts, 2-character parts, no match)', () => {
    const { matched, multiPart } = compare({});
    // The random terms cover both outcomes and multi-part terms.
    expect(matched).toBeGreaterThan(terms.length);
    expect(matched).toBeLessThan(2 * terms.length);
    expect(multiPart).toBeGreaterThan(100);
  });

  it('with a small scan limit, a result limit, a tolerance and a tie-breaker', () => {
    compare({ maxScanned: 7000, maxResults: 40, tolerance: 5, compare: (a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) }, 250);
  });

  it('answers repeated and overlapping queries without state leaking between them', () => {
    const [index, scan] = indexes.get('de')!;
    for (const term of ['auswerfer 10', 'schlauch', 'auswerfer 10', 'SL-EPDM', 'epdm epdm', 'kupplung 1/2', 'schlauch']) {
      expect(summary(searchIndex(index, term))).toEqual(summary(scanSearch(scan, term)));
    }
  });
});
