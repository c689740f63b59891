/**
 * Admin texts of the data and operations (files, import/export, jobs, tools, backup, system info) area (de).
 * Spread into the de catalogue (../de.ts); the keys must match areas/admin-ops.en.ts.
 */
export const adminOpsDe = {
} as const;
