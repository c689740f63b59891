/** UN/ECE Rec. 20 unit codes of the units of quantity, for structured data (the page head's JSON-LD, docs/rules/screens-and-routes.md#page-head). */
export const UNIT_CODES: Readonly<Record<string, string>> = {
  pieces: 'C62',
  meters: 'MTR',
  kilogram: 'KGM',
  hourShort: 'HUR',
};

export function unitCodeOf(unitOfQuantity: string): string {
  return UNIT_CODES[unitOfQuantity] ?? 'C62';
}
