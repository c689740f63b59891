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
    // The catalogue's names: the diameter sign and × are special characters, dropped like °.
    ['Ø 10 × 200 mm', '10-200-mm'],
    ['Auswerferstift Ø10 mm', 'auswerferstift-10-mm'],
    ['Camlock-Kupplung Typ C DN 25 (1"), Aluminium', 'camlock-kupplung-typ-c-dn-25-1-aluminium'],
    ['G 1/2', 'g-12'],
    ['x\u00a0y', 'x-y'],
    // The letter ø inside a word is transliterated.
    ['Ørsted Kabel', 'orsted-kabel'],
    ['Søren', 'soren'],
  ])('%j → %j', (input, expected) => {
    expect(toSlug(input)).toBe(expected);
  });

  it('only produces [a-z0-9-] without double, leading or trailing hyphens', () => {
    const slug = toSlug('  Ein *sehr* langer Titel: 1/2" – Zoll & mehr… ');
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug).toBe('ein-sehr-langer-titel-12-zoll-and-mehr');
  });
});
