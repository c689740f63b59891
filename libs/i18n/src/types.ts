import type { de } from './catalogues';

/** The languages the shop speaks; de is the default. */
export type Locale = 'de' | 'en';

/** Every message id of the catalogues (the German catalogue is the reference). */
export type MessageId = keyof typeof de;

/** A complete catalogue: exactly the German key set, each a string. */
export type Catalogue = Record<MessageId, string>;

/** Values for {name} placeholders (and the ICU forms: plural counts, select keys, dates). */
export type MessageParams = Record<string, string | number | Date>;

/** Called once per unknown message id (the frontend reports "translationId undefined"). */
export type MissingTranslationReporter = (id: string, locale: string) => void;
