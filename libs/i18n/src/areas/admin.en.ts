/**
 * Admin texts (en). Spread into the en catalogue (../en.ts); the keys must match areas/admin.de.ts.
 */
export const adminEn = {
} as const;
