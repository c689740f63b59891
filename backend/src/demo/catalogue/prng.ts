/** Small deterministic pseudo-random helpers (no Math.random anywhere in the seeder). */

import { mulberry32, type Rng } from '@shop/domain';

export { mulberry32, type Rng };

/** FNV-1a 32-bit hash of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A generator for one named thing (e.g. a product id): its values depend only on the seed and the
 * key, not on how many other things were generated before it.
 */
export function rngFor(seed: number, key: string, salt = 0): Rng {
  return mulberry32((seed ^ hashString(key) ^ Math.imul(salt, 0x9e3779b1)) >>> 0);
}

export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)];
}
