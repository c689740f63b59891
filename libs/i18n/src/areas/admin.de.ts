/**
 * Admin texts (de). Spread into the de catalogue (../de.ts); the keys must match areas/admin.en.ts.
 */
export const adminDe = {
} as const;
