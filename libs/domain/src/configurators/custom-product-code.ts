/**
 * Custom product ids (docs/rules/calls.md#custom-products: the same id for the same configuration;
 * docs/rules/entities.md#configurations-and-custom-products: hose code "8 characters starting SC", ejector code "8 characters starting AC"): a
 * prefix of two upper-case letters plus 6 base-36 characters (0-9, A-Z) of an FNV-1a hash of the
 * configuration's canonical key. `attempt` > 0 gives another id when the first is taken by another
 * configuration (the server stores which configuration an id stands for and tries the next attempt).
 */
export const CUSTOM_PRODUCT_CODE_LENGTH = 8;

const SUFFIX_LENGTH = 6;
const SPACE = 36 ** SUFFIX_LENGTH;
const PREFIX_PATTERN = /^[A-Z]{2}$/;
const CODE_PATTERN = /^[A-Z]{2}[A-Z0-9]{6}$/;

/** FNV-1a, 32 bit, over UTF-16 code units. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The id of a configuration with this key under this prefix ('SC', 'AC', 'RZ'). */
export function customProductCode(prefix: string, key: string, attempt = 0): string {
  if (!PREFIX_PATTERN.test(prefix)) throw new RangeError(`custom product prefix must be two upper-case letters: ${prefix}`);
  const hash = fnv1a32(attempt === 0 ? key : `${key}#${attempt}`) % SPACE;
  return prefix + hash.toString(36).toUpperCase().padStart(SUFFIX_LENGTH, '0');
}

/** True for a well-formed custom product id (any prefix). */
export function isCustomProductCode(value: unknown): value is string {
  return typeof value === 'string' && CODE_PATTERN.test(value);
}

/**
 * A canonical key of a flat configuration: its entries sorted by key, undefined and null left out, as JSON.
 * Two flat records with the same entries give the same key whatever their key order.
 */
export function flatConfigurationKey(flat: Readonly<Record<string, string | number | boolean | null | undefined>>): string {
  const keys = Object.keys(flat).filter((k) => flat[k] !== undefined && flat[k] !== null).sort();
  return JSON.stringify(keys.map((k) => [k, flat[k]]));
}
