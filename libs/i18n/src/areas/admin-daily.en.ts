/**
 * Admin texts of the daily work (dashboard, orders, users, price rules, statistics) area (en).
 * Spread into the en catalogue (../en.ts); the keys must match areas/admin-daily.de.ts.
 */
export const adminDailyEn = {
} as const;
