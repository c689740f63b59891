/**
 * A customer's incoterms as the shop owner sets them (the admin's customer editor, browser and server alike) (docs/rules/validation.md#country-restrictions-and-incoterms):
 * each a three-letter label and the order value in cents from which it applies. The checkout picks the one with the
 * highest threshold at or below the order value (`applicableIncoterm` in libs/domain).
 */
export interface CustomerIncotermSetting {
  label: string;
  /** Order value in cents (a whole number, 0 or more) from which the incoterm applies. */
  threshold: number;
}

/** At most this many incoterms per customer. */
export const MAX_CUSTOMER_INCOTERMS = 10;

/** The largest threshold accepted: 100 billion cents, the shop's upper bound for a line total. */
const MAX_THRESHOLD = 100_000_000_000;

/**
 * Checks and normalises a list of incoterms: labels are three letters (upper-cased), thresholds whole cents from
 * 0 to 100 billion, each label once, at most ten. Field errors as `incoterms.<index>.<field>` message ids.
 */
export function validateCustomerIncoterms(input: ReadonlyArray<{ label?: unknown; threshold?: unknown }>): { incoterms: CustomerIncotermSetting[]; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const incoterms: CustomerIncotermSetting[] = [];
  if (input.length > MAX_CUSTOMER_INCOTERMS) return { incoterms, fields: { incoterms: 'adCeIncotermsTooMany' } };
  const seen = new Set<string>();
  input.forEach((item, i) => {
    const label = typeof item.label === 'string' ? item.label.trim().toUpperCase() : '';
    const threshold = item.threshold;
    if (!/^[A-Z]{3}$/.test(label)) fields[`incoterms.${i}.label`] = 'adCeIncotermLabelInvalid';
    else if (seen.has(label)) fields[`incoterms.${i}.label`] = 'adCeIncotermDuplicate';
    if (typeof threshold !== 'number' || !Number.isSafeInteger(threshold) || threshold < 0 || threshold > MAX_THRESHOLD) fields[`incoterms.${i}.threshold`] = 'adCeIncotermThresholdInvalid';
    seen.add(label);
    if (!fields[`incoterms.${i}.label`] && !fields[`incoterms.${i}.threshold`]) incoterms.push({ label, threshold: threshold as number });
  });
  return { incoterms, fields };
}
