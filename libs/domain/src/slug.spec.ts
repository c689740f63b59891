import { toSlug, transliterate } from './slug';

describe('transliterate', () => {
  it('lower-cases and transliterates umlauts and ß', () => {
    expect(transliterate('ÄÖÜ äöü ß')).toBe('aeoeue aeoeue ss');
    expect(transliterate('Größe')).toBe('groesse');
    expect(transliterate('ẞ')).toBe('ss');
  });

  it('strips other accents via NFD and keeps punctuation', () => {
    expect(transliterate('Crème brûlée, façade!')).toBe('creme brulee, facade!');
    expect(transliterate('Łódź Øre Æther')).toBe('lodz ore aether');
  });

  it('handles decomposed input (a + combining diaeresis)', () => {
    expect(transliterate('Mu\u0308ller')).toBe('mueller');
  });

  it('returns ASCII unchanged apart from case', () => {
    expect(transliterate('SC-123.45 Hose')).toBe('sc-123.45 hose');
  });
});

describe('toSlug', () => {
  it.each([
    ['Schläuche & Armaturen', 'schlaeuche-and-armaturen'],
    ['Rock&Roll', 'rock-and-roll'],
    ['  Über   Größe  ', 'ueber-groesse'],
    ['Straße', 'strasse'],
    ['Crème Brûlée', 'creme-brulee'],
    ['50% off!', '50-off'],
    ['a -- b', 'a-b'],
    ['-leading and trailing-', 'leading-and-trailing'],
    ['Hydraulik-Schlauch DN 10', 'hydraulik-schlauch-dn-10'],
    ['Tab\tand\nnewline', 'tab-and-newline'],
    ['foo_bar/baz', 'foobarbaz'],
    ['&', 'and'],
    ['', ''],
    ['!!!', ''],
    ['ÄÖÜ', 'aeoeue'],
  ])('%j → %j', (input, expected) => {
    expect(toSlug(input)).toBe(expected);
  });

  it('only produces [a-z0-9-] without double, leading or trailing hyphens', () => {
    const slug = toSlug('  Ein *sehr* langer Titel: 1/2" – Zoll & mehr… ');
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug).toBe('ein-sehr-langer-titel-12-zoll-and-mehr');
  });
});
