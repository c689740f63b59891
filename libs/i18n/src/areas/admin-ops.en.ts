/**
 * Admin texts of the data and operations (files, import/export, jobs, tools, backup, system info) area (en).
 * Spread into the en catalogue (../en.ts); the keys must match areas/admin-ops.de.ts.
 */
export const adminOpsEn = {
} as const;
