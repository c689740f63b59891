import { interpolate, mailTexts, type Locale, type MailTemplate } from '@shop/i18n';

/**
 * The identity mails in German and English: registration opt-in, password reset, new-email
 * confirmation, and the notice sent instead when an address already has an account (so that neither
 * registration nor e-mail change tells a stranger whether an address is registered). The texts live in
 * `@shop/i18n` (`mailTexts`); this file only fills them in.
 */
export type { MailTemplate } from '@shop/i18n';

export interface TemplateInput {
  shopName: string;
  link: string;
  validHours: number;
  salutation?: 'mr' | 'mrs' | null;
  lastname?: string | null;
  newEmail?: string;
  /** The company a member is invited into, and who invited (the invitation mail). */
  company?: string;
  inviter?: string;
}

/** Subject and plain-text body of a mail in the given locale (German for anything but en). */
export function renderMail(template: MailTemplate, locale: string, input: TemplateInput): { subject: string; text: string } {
  const lang = (locale === 'en' ? 'en' : 'de') satisfies Locale;
  const texts = mailTexts[lang];
  const validity =
    input.validHours < 1
      ? interpolate(texts.minutes, { n: Math.max(1, Math.round(input.validHours * 60)) }, lang)
      : input.validHours === 1
        ? texts.oneHour
        : interpolate(texts.hours, { n: input.validHours }, lang);
  const params = { shopName: input.shopName, link: input.link, validity, newEmail: input.newEmail ?? '', lastname: input.lastname ?? '', company: input.company ?? '', inviter: input.inviter ?? '' };
  const greeting = !input.lastname || !input.salutation ? texts.greetingNeutral : input.salutation === 'mrs' ? texts.greetingMrs : texts.greetingMr;
  const { subject, body } = texts.templates[template];
  return {
    subject: interpolate(subject, params),
    text: `${interpolate(greeting, params)}\n\n${interpolate(body, params)}\n\n${interpolate(texts.signature, params)}\n`,
  };
}
