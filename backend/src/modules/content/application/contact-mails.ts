import { translate } from '@shop/i18n';
import { quoteText } from '@shop/domain';
import type { MailMessage } from '../../../shared/mail/mail-message';
import type { ContactRequest } from '../domain/contact-request';

/** The request as labelled lines, in one language. */
function details(request: ContactRequest, locale: string): string {
  const line = (label: string, value: string | null) => (value ? `${translate(locale, label)}: ${value}` : null);
  return [
    line('contactMailFieldName', `${request.salutation ? `${translate(locale, `salutation_${request.salutation}`)} ` : ''}${request.firstname} ${request.lastname}`),
    line('contactMailFieldCompany', request.company),
    line('contactMailFieldEmail', request.email),
    line('contactMailFieldPhone', request.phone),
    line('contactMailFieldLocale', request.locale),
    '',
    `${translate(locale, 'contactMailFieldMessage')}:`,
    request.message,
  ]
    .filter((l): l is string => l !== null)
    .join('\n');
}

/**
 * The two mails of a request: to the shop (in the shop's language, reply-to the sender, so answering the
 * mail answers the customer) and the sender's copy (in the sender's language). Plain text: nothing the sender
 * typed is ever interpreted as HTML.
 */
export function contactMails(request: ContactRequest, shop: { email: string; name: string }, id: number): { toShop: MailMessage | null; copy: MailMessage } {
  const name = `${request.firstname} ${request.lastname}`;
  const toShop: MailMessage | null = shop.email
    ? {
        to: shop.email,
        replyTo: request.email,
        subject: `${translate('de', 'contactMailShopSubject', { name, company: request.company })} [#${id}]`,
        text: `${translate('de', 'contactMailShopIntro')}\n\n${details(request, 'de')}\n`,
      }
    : null;
  const copy: MailMessage = {
    to: request.email,
    subject: translate(request.locale, 'contactMailCopySubject', { brand: shop.name }),
    text: `${translate(request.locale, 'contactMailCopyIntro', { name })}\n\n${details(request, request.locale)}\n\n${translate(request.locale, 'contactMailCopyOutro', { brand: shop.name })}\n`,
  };
  return { toShop, copy };
}

/**
 * An admin's reply to a request (docs/decisions/0047-contact-inbox-and-order-admin.md): to the requester, in the
 * request's language, Reply-To the shop's address (the mail itself comes from the no-reply sender), the admin's
 * text and the request quoted below it. Plain text, like the request's own mails.
 */
export function contactReplyMail(request: ContactRequest & { id: number; createdAt: Date }, replyText: string, shop: { email: string; name: string }): MailMessage {
  const locale = request.locale;
  const date = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(request.createdAt);
  return {
    to: request.email,
    ...(shop.email ? { replyTo: shop.email } : {}),
    subject: `${translate(locale, 'adContactReplySubject', { brand: shop.name })} [#${request.id}]`,
    text: [
      replyText.replace(/\r\n?/g, '\n').trim(),
      '',
      translate(locale, 'adContactReplyQuoteIntro', { date, name: `${request.firstname} ${request.lastname}` }),
      quoteText(request.message),
      '',
    ].join('\n'),
  };
}
