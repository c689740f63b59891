/**
 * Configurators texts (de). Spread into the de catalogue (../de.ts); the keys must match areas/configurators.en.ts.
 */
export const configuratorsDe = {
} as const;
