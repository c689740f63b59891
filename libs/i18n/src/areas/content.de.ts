/**
 * Content texts (de). Spread into the de catalogue (../de.ts); the keys must match areas/content.en.ts.
 */
export const contentDe = {
} as const;
