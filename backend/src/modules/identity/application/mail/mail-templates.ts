/**
 * The identity mails in German and English: registration opt-in, password reset, new-email
 * confirmation, and the notice sent instead when an address already has an account (so that neither
 * registration nor e-mail change tells a stranger whether an address is registered).
 */
export type MailTemplate = 'registrationOptIn' | 'passwordReset' | 'emailChange' | 'accountExists';

export interface TemplateInput {
  shopName: string;
  link: string;
  validHours: number;
  salutation?: 'mr' | 'mrs' | null;
  lastname?: string | null;
  newEmail?: string;
}

type Lang = 'de' | 'en';

function greeting(lang: Lang, i: TemplateInput): string {
  if (!i.lastname || !i.salutation) return lang === 'de' ? 'Guten Tag,' : 'Hello,';
  if (lang === 'de') return i.salutation === 'mrs' ? `Sehr geehrte Frau ${i.lastname},` : `Sehr geehrter Herr ${i.lastname},`;
  return `Dear ${i.salutation === 'mrs' ? 'Ms' : 'Mr'} ${i.lastname},`;
}

function hours(lang: Lang, n: number): string {
  if (n < 1) return lang === 'de' ? `${Math.max(1, Math.round(n * 60))} Minuten` : `${Math.max(1, Math.round(n * 60))} minutes`;
  if (lang === 'de') return n === 1 ? '1 Stunde' : `${n} Stunden`;
  return n === 1 ? '1 hour' : `${n} hours`;
}

function signature(lang: Lang, shop: string): string {
  return lang === 'de' ? `Mit freundlichen Grüßen\nIhr ${shop}-Team` : `Kind regards\nYour ${shop} team`;
}

const TEMPLATES: Record<MailTemplate, Record<Lang, (i: TemplateInput) => { subject: string; body: string }>> = {
  registrationOptIn: {
    de: (i) => ({
      subject: `Bitte bestätigen Sie Ihre Registrierung bei ${i.shopName}`,
      body: `vielen Dank für Ihre Registrierung bei ${i.shopName}. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Kundenkonto zu aktivieren:\n\n${i.link}\n\nDer Link ist ${hours('de', i.validHours)} gültig und kann einmal verwendet werden. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail bitte; ohne Bestätigung wird kein Konto aktiviert.`,
    }),
    en: (i) => ({
      subject: `Please confirm your registration at ${i.shopName}`,
      body: `thank you for registering at ${i.shopName}. Please confirm your e-mail address to activate your customer account:\n\n${i.link}\n\nThe link is valid for ${hours('en', i.validHours)} and can be used once. If you did not register, please ignore this e-mail; no account is activated without confirmation.`,
    }),
  },
  passwordReset: {
    de: (i) => ({
      subject: `Neues Passwort für Ihr Kundenkonto bei ${i.shopName}`,
      body: `Sie haben ein neues Passwort für Ihr Kundenkonto angefordert. Über diesen Link legen Sie es fest:\n\n${i.link}\n\nDer Link ist ${hours('de', i.validHours)} gültig und kann einmal verwendet werden. Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail bitte; Ihr bisheriges Passwort bleibt gültig.`,
    }),
    en: (i) => ({
      subject: `New password for your customer account at ${i.shopName}`,
      body: `you have asked for a new password for your customer account. Use this link to set it:\n\n${i.link}\n\nThe link is valid for ${hours('en', i.validHours)} and can be used once. If you did not ask for a new password, please ignore this e-mail; your current password stays valid.`,
    }),
  },
  emailChange: {
    de: (i) => ({
      subject: `Bitte bestätigen Sie Ihre neue E-Mail-Adresse bei ${i.shopName}`,
      body: `Sie möchten die E-Mail-Adresse Ihres Kundenkontos auf ${i.newEmail} ändern. Bitte bestätigen Sie die neue Adresse über diesen Link:\n\n${i.link}\n\nDer Link ist ${hours('de', i.validHours)} gültig und kann einmal verwendet werden. Bis zur Bestätigung gilt Ihre bisherige Adresse. Wenn Sie die Änderung nicht angefordert haben, ignorieren Sie diese E-Mail bitte.`,
    }),
    en: (i) => ({
      subject: `Please confirm your new e-mail address at ${i.shopName}`,
      body: `you would like to change the e-mail address of your customer account to ${i.newEmail}. Please confirm the new address with this link:\n\n${i.link}\n\nThe link is valid for ${hours('en', i.validHours)} and can be used once. Your current address stays in use until you confirm. If you did not ask for this change, please ignore this e-mail.`,
    }),
  },
  accountExists: {
    de: (i) => ({
      subject: `Ihr Kundenkonto bei ${i.shopName}`,
      body: `jemand – vermutlich Sie – wollte mit dieser E-Mail-Adresse ein Kundenkonto bei ${i.shopName} anlegen oder ein Konto auf diese Adresse umstellen. Für diese Adresse besteht bereits ein Kundenkonto. Melden Sie sich einfach an; falls Sie Ihr Passwort vergessen haben, können Sie auf der Anmeldeseite ein neues anfordern:\n\n${i.link}\n\nWenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail bitte.`,
    }),
    en: (i) => ({
      subject: `Your customer account at ${i.shopName}`,
      body: `someone – probably you – wanted to create a customer account at ${i.shopName} with this e-mail address, or to move an account to it. This address already has a customer account. Simply log in; if you have forgotten your password, you can ask for a new one on the login page:\n\n${i.link}\n\nIf you did not ask for anything, please ignore this e-mail.`,
    }),
  },
};

/** Subject and plain-text body of a mail in the given locale (German for anything but en). */
export function renderMail(template: MailTemplate, locale: string, input: TemplateInput): { subject: string; text: string } {
  const lang: Lang = locale === 'en' ? 'en' : 'de';
  const { subject, body } = TEMPLATES[template][lang](input);
  return { subject, text: `${greeting(lang, input)}\n\n${body}\n\n${signature(lang, input.shopName)}\n` };
}
