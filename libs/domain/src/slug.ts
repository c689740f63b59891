/**
 * Slugs and the transliteration shared by slugs and search.
 */

/** Characters that Unicode NFD does not decompose to a plain letter. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const SPECIAL_LETTERS_PATTERN = /[äöüßæœøłđðþı]/g;
const COMBINING_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/**
 * Lower-cases and transliterates text: German umlauts become ae/oe/ue, ß
 * becomes ss, other accents are stripped (via NFD), so "Größe Crème" →
 * "groesse creme". Punctuation and spaces are kept.
 */
export function transliterate(text: string): string {
  const lower = text.toLowerCase();
  if (ASCII_ONLY.test(lower)) return lower;
  return lower
    .normalize('NFC')
    .replace(SPECIAL_LETTERS_PATTERN, (c) => SPECIAL_LETTERS[c])
    .normalize('NFD')
    .replace(COMBINING_MARKS, '');
}

/** A lone Ø (not part of a word): in this catalogue the diameter sign, as in "Ø 10 × 200 mm". */
const DIAMETER_SIGN = /(^|[^\p{L}])[øØ](?![\p{L}])/gu;

/**
 * URL slug (docs/rules/validation.md#slugs): lower-case, umlauts transliterated, spaces to
 * hyphens, & becomes -and-, other special characters removed; repeated hyphens
 * are collapsed and there is no leading or trailing hyphen.
 *
 * The diameter sign is a special character and is dropped like × or °; the
 * letter ø inside a word is transliterated to o ("Ørsted" → "orsted").
 *
 * toSlug('Schläuche & Armaturen') === 'schlaeuche-and-armaturen'
 * toSlug('Ø 10 × 200 mm') === '10-200-mm'
 */
export function toSlug(text: string): string {
  return transliterate(text.replace(DIAMETER_SIGN, '$1'))
    .replace(/&/g, '-and-')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
