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
  if (registeredAnywhere(id)) return true;
  // Not there yet while texts are on their way: the part asking renders again when they come.
  awaited?.(id);
  return false;
}

function registeredAnywhere(id: string): boolean {
  return locales.some((locale) => Object.prototype.hasOwnProperty.call(registered[locale], id));
}

let recorder: ((id: string) => void) | undefined;
let awaited: ((id: string) => boolean) | undefined;

/**
 * Sets (or clears) what hears every id a translation finds: the server's render records the texts its page
 * shows with it, and sends them with the page (frontend/src/i18n/texts.ts).
 */
export function setTextUseRecorder(next: ((id: string) => void) | undefined): void {
  recorder = next;
}

/**
 * Sets (or clears) what hears an id not registered while the rest of the texts are still on their way: it
 * answers true when the id may yet come, and the translation then gives an empty text and reports nothing.
 */
export function setAwaitedTexts(next: ((id: string) => boolean) | undefined): void {
  awaited = next;
}

/** The registered texts of the ids in a locale (with the translation's fallback), as they are, unfilled. */
export function textsOf(locale: Locale, ids: Iterable<string>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const id of ids) {
    if (registeredAnywhere(id)) texts[id] = registeredText(locale, id);
  }
  return texts;
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
  if (!registeredAnywhere(key)) {
    if (awaited?.(key)) return '';
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
  recorder?.(key);
  return interpolate(registeredText(own, key), params, own);
}

/** An id's registered text in a locale, else in the default locale, else in the other one ('' when none has it). */
function registeredText(locale: Locale, id: string): string {
  return registered[locale][id] || registered[defaultLocale][id] || registered[locale === 'de' ? 'en' : 'de'][id] || '';
}

/** A translate function bound to one locale. */
export function translator(locale: string): (id: MessageId | (string & Record<never, never>), params?: MessageParams) => string {
  return (id, params) => translate(locale, id, params);
}
