/** Small deterministic pseudo-random helpers (no Math.random anywhere in the seeder). */

export type Rng = () => number;

/** mulberry32: a tiny 32-bit PRNG, returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
