/**
 * Content texts (en). Spread into the en catalogue (../en.ts); the keys must match areas/content.de.ts.
 */
export const contentEn = {
} as const;
