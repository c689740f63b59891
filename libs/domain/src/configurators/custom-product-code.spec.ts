import { customProductCode, flatConfigurationKey, fnv1a32, isCustomProductCode } from './custom-product-code';
import { ejectorCode } from './ejector';

describe('custom product ids', () => {
  it('are the prefix and six base-36 characters, the same for the same key', () => {
    const key = flatConfigurationKey({ hose: 'SL-EPDM-025', length: '2.5', endA: 'KU-1' });
    const id = customProductCode('SC', key);
    expect(id).toMatch(/^SC[0-9A-Z]{6}$/);
    expect(customProductCode('SC', key)).toBe(id);
    expect(isCustomProductCode(id)).toBe(true);
  });

  it('differ for another key, another prefix, or another attempt', () => {
    const a = flatConfigurationKey({ hose: 'A', length: '1' });
    const b = flatConfigurationKey({ hose: 'A', length: '2' });
    expect(customProductCode('SC', a)).not.toBe(customProductCode('SC', b));
    expect(customProductCode('AC', a).slice(2)).toBe(customProductCode('SC', a).slice(2));
    expect(customProductCode('SC', a, 1)).not.toBe(customProductCode('SC', a, 0));
  });

  it('hash with FNV-1a 32 bit (worked values)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
    // 0xbf9cf968 = 3214735720; mod 36^6 (2176782336) = 1037953384 = 'H5YXYG' in base 36
    expect(customProductCode('AC', 'foobar')).toBe('ACH5YXYG');
  });

  it('give the ejector core the same code as its own function for the same canonical form', () => {
    const stored = { type: 'offset', material: 'hotWorkNitrided', diameter: '6', length: '120', baseProduct: 'AW-6-160' } as const;
    const canonical = JSON.stringify(Object.keys(stored).sort().map((k) => [k, stored[k as keyof typeof stored]]));
    expect(customProductCode('AC', canonical)).toBe(ejectorCode(stored as never));
    expect(flatConfigurationKey(stored)).toBe(canonical);
  });

  it('key flat records by their entries, not their order, without null or undefined', () => {
    expect(flatConfigurationKey({ b: 1, a: 'x' })).toBe(flatConfigurationKey({ a: 'x', b: 1 }));
    expect(flatConfigurationKey({ a: 'x', c: null, d: undefined })).toBe(flatConfigurationKey({ a: 'x' }));
    expect(flatConfigurationKey({ a: true })).not.toBe(flatConfigurationKey({ a: 'true' }));
  });

  it('refuse a malformed prefix and recognise only well-formed ids', () => {
    expect(() => customProductCode('sc', 'k')).toThrow(RangeError);
    expect(isCustomProductCode('SC12345')).toBe(false);
    expect(isCustomProductCode('sc123456')).toBe(false);
    expect(isCustomProductCode('SC12345!')).toBe(false);
    expect(isCustomProductCode(42)).toBe(false);
  });
});
