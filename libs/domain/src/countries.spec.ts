import { COUNTRIES, DEFAULT_COUNTRY, countriesSortedByName, countryName, getCountry, isCountryCode } from './countries';

describe('countries', () => {
  it('has about 190 unique two-letter codes with German and English names', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(185);
    expect(COUNTRIES.length).toBeLessThanOrEqual(200);
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.names.de.length).toBeGreaterThan(1);
      expect(country.names.en.length).toBeGreaterThan(1);
    }
  });

  it('defaults to DE', () => {
    expect(DEFAULT_COUNTRY).toBe('DE');
    expect(countryName(DEFAULT_COUNTRY, 'de')).toBe('Deutschland');
    expect(countryName(DEFAULT_COUNTRY, 'en')).toBe('Germany');
  });

  it('uses CS for the Serbia label', () => {
    expect(getCountry('CS')?.names).toEqual({ de: 'Serbien', en: 'Serbia' });
    expect(isCountryCode('RS')).toBe(false);
  });

  it('isCountryCode checks exact codes', () => {
    expect(isCountryCode('AT')).toBe(true);
    expect(isCountryCode('CH')).toBe(true);
    expect(isCountryCode('de')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('')).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
    expect(countryName('XX', 'de')).toBeUndefined();
  });

  it('sorts by localised name', () => {
    const de = countriesSortedByName('de').map((c) => c.names.de);
    expect(de.indexOf('Österreich')).toBeLessThan(de.indexOf('Polen'));
    expect(de.indexOf('Ägypten')).toBeLessThan(de.indexOf('Albanien'));
    const en = countriesSortedByName('en').map((c) => c.names.en);
    expect(en[0]).toBe('Afghanistan');
  });
});
