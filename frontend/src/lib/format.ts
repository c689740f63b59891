import { hasMessage, translate } from '@shop/i18n';

/** Name of a language in that language ("Deutsch", "English"). */
export function languageName(code: string): string {
  const id = `languageName_${code}`;
  if (hasMessage(id)) return translate(code, id);
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Country name for a two-letter code or an i18n id ending in one (e.g. 'countryDE'); CS is Serbia. */
export function countryName(codeOrId: string, locale: string): string {
  if (hasMessage(codeOrId)) return translate(locale, codeOrId);
  const match = /([A-Za-z]{2})$/.exec(codeOrId.trim());
  if (!match) return codeOrId;
  const code = match[1].toUpperCase() === 'CS' ? 'RS' : match[1].toUpperCase();
  if (hasMessage(`countryName_${code}`)) return translate(locale, `countryName_${code}`);
  try {
    let names = regionNames.get(locale);
    if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Intl's region names per locale, made once: making one loads the region data (a long task on a phone). */
const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A number in the shop's format for a locale, at most `maximumFractionDigits` decimals (3): the messages' own, one
 * cached Intl formatter per locale and digits, whole numbers grouped without Intl.
 */
export { formatNumber } from '@shop/i18n';

/** Value for tel: links (digits and a leading plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
