/** UN/ECE Rec. 20 unit codes of the units of quantity, for structured data (spec §9). */
export const UNIT_CODES: Readonly<Record<string, string>> = {
  pieces: 'C62',
  meters: 'MTR',
  kilogram: 'KGM',
  hourShort: 'HUR',
};

export function unitCodeOf(unitOfQuantity: string): string {
  return UNIT_CODES[unitOfQuantity] ?? 'C62';
}
