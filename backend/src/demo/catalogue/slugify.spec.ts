import { slugify } from './slugify';

/** The rule of spec §5 written as a regex chain; the one-pass implementation must agree with it. */
function reference(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/&/g, '-and-')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

describe('slugify', () => {
  it.each([
    ['Schläuche', 'schlaeuche'],
    ['Größe Übermaß', 'groesse-uebermass'],
    ['ÄÖÜ', 'aeoeue'],
    ['Kupplungen & Armaturen', 'kupplungen-and-armaturen'],
    ['Couplings & fittings', 'couplings-and-fittings'],
    ['Rock&Roll', 'rock-and-roll'],
    ['EPDM-Schlauch DN 25', 'epdm-schlauch-dn-25'],
    ['Camlock-Kupplung Typ C DN 25 (1"), Aluminium', 'camlock-kupplung-typ-c-dn-25-1-aluminium'],
    ['Ø 10 × 200 mm', '10-200-mm'],
    ['  -- a  --  b -- ', 'a-b'],
    ['Café crème', 'cafe-creme'],
    ['G 1/2', 'g-12'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
    expect(reference(input)).toBe(expected);
  });

  it('agrees with the regex formulation on mixed input', () => {
    const samples = ['R=0,2 mm', 'x\u00a0y', 'ﬁne Straße', 'Kollaborierender Roboter (Cobot), 10 kg', '1.4571 / 1.4404', 'A_B+C', 'tab\there', 'ǅ-Ligatur'];
    for (const s of samples) expect(slugify(s)).toBe(reference(s));
  });
});
