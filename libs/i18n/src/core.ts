/**
 * The language rules without any texts: locales, the message formatter and the translation over the texts
 * registered so far ({@link addTexts}). `@shop/i18n` (./index) registers every catalogue at once (backend, tests);
 * the browser's build resolves `@shop/i18n` to this module and registers each area of the current language when
 * it is loaded (frontend/src/i18n/texts.ts), so a page carries only the texts it shows.
 */
import { formatMessage } from './icu';
import type { Locale, MessageId, MessageParams, MissingTranslationReporter } from './types';

export type { Catalogue, Locale, MessageId, MessageParams, MissingTranslationReporter } from './types';
export { formatDate, formatMessage, formatNumber, intlLocale, type DateStyle, type IcuParams } from './icu';

export const defaultLocale: Locale = 'de';
export const locales: readonly Locale[] = ['de', 'en'];

/** The texts registered so far, per locale. */
const registered: Record<Locale, Record<string, string>> = { de: {}, en: {} };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Registers texts of a locale (a catalogue or an area of one). */
export function addTexts(locale: Locale, texts: Readonly<Record<string, string>>): void {
  Object.assign(registered[locale], texts);
}

/** True if the locale's registered texts hold the id. */
export function hasText(locale: Locale, id: string): boolean {
  return Object.prototype.hasOwnProperty.call(registered[locale], id);
}

/** True if the id is known to the registered texts. */
export function hasMessage(id: string): id is MessageId {
  return locales.some((locale) => Object.prototype.hasOwnProperty.call(registered[locale], id));
}

let reporter: MissingTranslationReporter | undefined;
const reported = new Set<string>();

/** Sets (or clears) the reporter that hears about unknown ids; each id is reported at most once. */
export function setMissingTranslationReporter(next: MissingTranslationReporter | undefined): void {
  reporter = next;
}

/**
 * Fills a text's placeholders in a locale: `{name}`, and the ICU plural, select, number and date forms (see
 * `formatMessage` in icu.ts); unknown placeholders are left as they are. The locale (default de) picks the
 * plural rules and the number and date formats.
 */
export function interpolate(text: string, params?: MessageParams, locale: string = defaultLocale): string {
  if (!params) return text;
  return formatMessage(text, params, locale);
}

/**
 * Translates a message id. Unknown locales and missing texts fall back to de; an id unknown to every
 * catalogue is returned as it is and reported once ("translationId undefined").
 */
export function translate(locale: string, id: MessageId | (string & Record<never, never>), params?: MessageParams): string {
  const own = isLocale(locale) ? locale : defaultLocale;
  // Narrowed as a plain string: narrowing the parameter's union of every message id took the type checker 2.4 s.
  const key: string = id;
  if (!hasMessage(key)) {
    if (!reported.has(key)) {
      reported.add(key);
      try {
        reporter?.(key, locale);
      } catch {
        // a failing reporter must never break rendering
      }
    }
    return key;
  }
  const text = registered[own][key] || registered[defaultLocale][key] || registered[own === 'de' ? 'en' : 'de'][key] || '';
  return interpolate(text, params, own);
}

/** A translate function bound to one locale. */
export function translator(locale: string): (id: MessageId | (string & Record<never, never>), params?: MessageParams) => string {
  return (id, params) => translate(locale, id, params);
}
