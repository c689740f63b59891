/**
 * The automation configurator's tables (docs/rules/constants.md#automation-configurator): the fence length table and the service-day table.
 *
 * Fence length table. The spec fixes its range (930 to 10715 mm) and that it maps a side's length to fence
 * panels, but not its rows. The rows below follow from the spec's own numbers: with posts of 65 mm (the
 * post profile with its clamps) and panels of at most 1000 mm, the default sides are exactly
 * 2195 mm = 2 × 1000 + 3 × 65 and 3260 mm = 3 × 1000 + 4 × 65, the shortest side 930 mm = one 800 mm panel
 * + 2 posts and the longest 10715 mm = 10 × 1000 + 11 × 65. Between them the panel area S grows in steps of
 * 100 mm (800 … 10000 mm): as many 1000 mm panels as fit, a rest of 500–900 mm as one panel, a rest of
 * 100–400 mm shared with one 1000 mm panel as two panels (1100 → 600 + 500, …, 1400 → 700 + 700), so no panel
 * is narrower than 500 mm. A side of n panels has n + 1 posts, its length is S + (n + 1) × 65 mm.
 *
 * The rows name panel WIDTHS; which product is the panel of a width is catalogue data
 * (`AutomationFenceCatalogue.panels`), so the shop owner changes articles, not code.
 */

/** Width of one fence post along the fence, in mm (post with its clamps). */
export const FENCE_POST_WIDTH_MM = 65;
/** Panel widths the fence length table uses, in mm. */
export const FENCE_PANEL_WIDTHS_MM = [500, 600, 700, 800, 900, 1000] as const;
export type FencePanelWidth = (typeof FENCE_PANEL_WIDTHS_MM)[number];

/** One row: a side of exactly `lengthMm` (outside the end posts) is built from these panels. */
export interface FenceLengthRow {
  readonly lengthMm: number;
  readonly panelWidths: readonly FencePanelWidth[];
}

const ROWS: readonly (readonly [number, readonly FencePanelWidth[]])[] = [
  [930, [800]],
  [1030, [900]],
  [1130, [1000]],
  [1295, [600, 500]],
  [1395, [600, 600]],
  [1495, [700, 600]],
  [1595, [700, 700]],
  [1695, [1000, 500]],
  [1795, [1000, 600]],
  [1895, [1000, 700]],
  [1995, [1000, 800]],
  [2095, [1000, 900]],
  [2195, [1000, 1000]],
  [2360, [1000, 600, 500]],
  [2460, [1000, 600, 600]],
  [2560, [1000, 700, 600]],
  [2660, [1000, 700, 700]],
  [2760, [1000, 1000, 500]],
  [2860, [1000, 1000, 600]],
  [2960, [1000, 1000, 700]],
  [3060, [1000, 1000, 800]],
  [3160, [1000, 1000, 900]],
  [3260, [1000, 1000, 1000]],
  [3425, [1000, 1000, 600, 500]],
  [3525, [1000, 1000, 600, 600]],
  [3625, [1000, 1000, 700, 600]],
  [3725, [1000, 1000, 700, 700]],
  [3825, [1000, 1000, 1000, 500]],
  [3925, [1000, 1000, 1000, 600]],
  [4025, [1000, 1000, 1000, 700]],
  [4125, [1000, 1000, 1000, 800]],
  [4225, [1000, 1000, 1000, 900]],
  [4325, [1000, 1000, 1000, 1000]],
  [4490, [1000, 1000, 1000, 600, 500]],
  [4590, [1000, 1000, 1000, 600, 600]],
  [4690, [1000, 1000, 1000, 700, 600]],
  [4790, [1000, 1000, 1000, 700, 700]],
  [4890, [1000, 1000, 1000, 1000, 500]],
  [4990, [1000, 1000, 1000, 1000, 600]],
  [5090, [1000, 1000, 1000, 1000, 700]],
  [5190, [1000, 1000, 1000, 1000, 800]],
  [5290, [1000, 1000, 1000, 1000, 900]],
  [5390, [1000, 1000, 1000, 1000, 1000]],
  [5555, [1000, 1000, 1000, 1000, 600, 500]],
  [5655, [1000, 1000, 1000, 1000, 600, 600]],
  [5755, [1000, 1000, 1000, 1000, 700, 600]],
  [5855, [1000, 1000, 1000, 1000, 700, 700]],
  [5955, [1000, 1000, 1000, 1000, 1000, 500]],
  [6055, [1000, 1000, 1000, 1000, 1000, 600]],
  [6155, [1000, 1000, 1000, 1000, 1000, 700]],
  [6255, [1000, 1000, 1000, 1000, 1000, 800]],
  [6355, [1000, 1000, 1000, 1000, 1000, 900]],
  [6455, [1000, 1000, 1000, 1000, 1000, 1000]],
  [6620, [1000, 1000, 1000, 1000, 1000, 600, 500]],
  [6720, [1000, 1000, 1000, 1000, 1000, 600, 600]],
  [6820, [1000, 1000, 1000, 1000, 1000, 700, 600]],
  [6920, [1000, 1000, 1000, 1000, 1000, 700, 700]],
  [7020, [1000, 1000, 1000, 1000, 1000, 1000, 500]],
  [7120, [1000, 1000, 1000, 1000, 1000, 1000, 600]],
  [7220, [1000, 1000, 1000, 1000, 1000, 1000, 700]],
  [7320, [1000, 1000, 1000, 1000, 1000, 1000, 800]],
  [7420, [1000, 1000, 1000, 1000, 1000, 1000, 900]],
  [7520, [1000, 1000, 1000, 1000, 1000, 1000, 1000]],
  [7685, [1000, 1000, 1000, 1000, 1000, 1000, 600, 500]],
  [7785, [1000, 1000, 1000, 1000, 1000, 1000, 600, 600]],
  [7885, [1000, 1000, 1000, 1000, 1000, 1000, 700, 600]],
  [7985, [1000, 1000, 1000, 1000, 1000, 1000, 700, 700]],
  [8085, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 500]],
  [8185, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 600]],
  [8285, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 700]],
  [8385, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 800]],
  [8485, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 900]],
  [8585, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000]],
  [8750, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 600, 500]],
  [8850, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 600, 600]],
  [8950, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 700, 600]],
  [9050, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 700, 700]],
  [9150, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 500]],
  [9250, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 600]],
  [9350, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 700]],
  [9450, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 800]],
  [9550, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 900]],
  [9650, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000]],
  [9815, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 600, 500]],
  [9915, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 600, 600]],
  [10015, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 700, 600]],
  [10115, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 700, 700]],
  [10215, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 500]],
  [10315, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 600]],
  [10415, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 700]],
  [10515, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 800]],
  [10615, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 900]],
  [10715, [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000]],
];

/** The fence length table, shortest side first (93 rows, 930 … 10715 mm). */
export const FENCE_LENGTH_TABLE: readonly FenceLengthRow[] = Object.freeze(
  ROWS.map(([lengthMm, panelWidths]) => Object.freeze({ lengthMm, panelWidths: Object.freeze([...panelWidths]) })),
);

/** Shortest and longest fence side the table knows (docs/rules/constants.md#automation-configurator). */
export const FENCE_MIN_LENGTH_MM = 930;
export const FENCE_MAX_LENGTH_MM = 10715;

/**
 * Service-day table (docs/rules/constants.md#automation-configurator). Services are offered in DE, AT and CH only; for Germany the days depend on
 * the first digit of the zip code (the zip area, index 0 … 9).
 */
export const SERVICE_DAYS_CH = 10;
export const SERVICE_DAYS_AT = 14;
export const SERVICE_DAYS_DE_BY_ZIP_AREA: readonly number[] = Object.freeze([12, 16, 14, 10, 10, 8, 6, 4, 7, 6]);
