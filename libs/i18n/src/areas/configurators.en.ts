/**
 * Configurators texts (en). Spread into the en catalogue (../en.ts); the keys must match areas/configurators.de.ts.
 */
export const configuratorsEn = {
} as const;
