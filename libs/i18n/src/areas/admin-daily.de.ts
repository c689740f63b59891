/**
 * Admin texts of the daily work (dashboard, orders, users, price rules, statistics) area (de).
 * Spread into the de catalogue (../de.ts); the keys must match areas/admin-daily.en.ts.
 */
export const adminDailyDe = {
} as const;
