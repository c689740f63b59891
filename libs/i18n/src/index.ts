import { de } from './de';
import { en } from './en';
import { formatMessage } from './icu';
import type { Catalogue, Locale, MessageId, MessageParams, MissingTranslationReporter } from './types';

export type { Catalogue, Locale, MessageId, MessageParams, MissingTranslationReporter } from './types';
export { mailTexts, type MailCatalogue, type MailTemplate } from './mail';
export { orderDocumentTexts, type OrderDocumentCatalogue } from './order-document';
export { formatDate, formatMessage, formatNumber, intlLocale, type DateStyle, type IcuParams } from './icu';
export { vatNoteTexts, type VatNoteCatalogue } from './vat-notes';

export const defaultLocale: Locale = 'de';
export const locales: readonly Locale[] = ['de', 'en'];

/** The catalogues keyed by locale. `de satisfies Catalogue` keeps both key sets in step. */
export const messages: Record<Locale, Catalogue> = { de: de satisfies Catalogue, en };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** True if the id is known to the catalogues. */
export function hasMessage(id: string): id is MessageId {
  return Object.prototype.hasOwnProperty.call(messages.de, id);
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
  const catalogue = isLocale(locale) ? messages[locale] : messages[defaultLocale];
  if (!hasMessage(id)) {
    if (!reported.has(id)) {
      reported.add(id);
      try {
        reporter?.(id, locale);
      } catch {
        // a failing reporter must never break rendering
      }
    }
    return id;
  }
  const text = catalogue[id] || messages[defaultLocale][id];
  return interpolate(text, params, isLocale(locale) ? locale : defaultLocale);
}

/** A translate function bound to one locale. */
export function translator(locale: string): (id: MessageId | (string & Record<never, never>), params?: MessageParams) => string {
  return (id, params) => translate(locale, id, params);
}
