import { Injectable } from '@nestjs/common';
import { formatMoney, type OfferType } from '@shop/domain';
import { interpolate, mailTexts, offerDocumentTexts } from '@shop/i18n';
import { MailQueue } from '../../../shared/mail/mail-queue';
import { ContentQueries } from '../../content';
import { OfferMailer, type OfferMailContext, type OfferMailInput, type SentOfferMail } from '../domain/ports/offer.repository.port';

const TYPE_LABEL: Record<'de' | 'en', Record<OfferType, string>> = {
  de: { buy: 'Kauf', rentalPurchaseOffer: 'Mietkauf, 6 Monate', leasingInquiry: 'Leasinganfrage' },
  en: { buy: 'purchase', rentalPurchaseOffer: 'rent-to-buy, 6 months', leasingInquiry: 'leasing inquiry' },
};

export type { OfferMailContext, OfferMailInput };

/**
 * The mails of an offer request (docs/rules/calls.md#offers-and-orders: "a mail to the shop and the buyer"): queued in the offer's
 * transaction and sent by the mail queue with retries; the shop's copy names the buyer, reply-to the buyer.
 */
@Injectable()
export class OfferMails extends OfferMailer {
  constructor(
    private readonly queue: MailQueue,
    private readonly content: ContentQueries,
  ) {
    super();
  }

  /** Reads the settings before the offer's transaction (no pool reads inside it, ADR 0015). */
  async prepare(locale: 'de' | 'en'): Promise<OfferMailContext> {
    const general = await this.content.generalConfig();
    return { locale, shopName: general.brand?.shortName || general.brand?.longName || 'Shop', shopAddress: general.brand?.email?.trim() || null };
  }

  async queueRequest(context: OfferMailContext, input: OfferMailInput): Promise<void> {
    const { locale } = context;
    const texts = mailTexts[locale];
    const money = (cents: number) => formatMoney(cents, input.currency, locale);
    const positions = input.positions.map((p) => `${p.qty} × ${p.productId} à ${money(p.price)} = ${money(p.lineTotal)}`).join('\n');
    const rental =
      input.rate !== null && input.purchasePrice !== null
        ? locale === 'de'
          ? `\n6 Monatsraten à ${money(input.rate)} zzgl. MwSt., danach Kaufpreis ${money(input.purchasePrice)}`
          : `\n6 monthly rates of ${money(input.rate)} plus VAT, then a purchase price of ${money(input.purchasePrice)}`
        : '';
    const params = {
      shopName: context.shopName,
      offerNumber: input.offerNumber,
      offerType: TYPE_LABEL[locale][input.type],
      positions,
      value: money(input.value),
      rental,
      buyer: `${input.buyer.company}, ${input.buyer.firstname} ${input.buyer.lastname} <${input.buyer.email}>${input.buyer.customerId ? `, ${input.buyer.customerId}` : ''}`,
      lastname: input.buyer.lastname,
    };
    const greeting = !input.buyer.lastname || !input.buyer.salutation ? texts.greetingNeutral : input.buyer.salutation === 'mrs' ? texts.greetingMrs : texts.greetingMr;
    const own = texts.templates.offerRequest;
    await this.queue.enqueue(
      {
        to: input.buyer.email,
        subject: interpolate(own.subject, params),
        text: `${interpolate(greeting, params)}\n\n${interpolate(own.body, params)}\n\n${interpolate(texts.signature, params)}\n`,
      },
      'offerRequest',
    );
    if (context.shopAddress) {
      const shop = mailTexts.de.templates.offerRequestShop;
      const shopParams = { ...params, offerType: TYPE_LABEL.de[input.type], value: formatMoney(input.value, input.currency, 'de') };
      await this.queue.enqueue(
        { to: context.shopAddress, replyTo: input.buyer.email, subject: interpolate(shop.subject, shopParams), text: `${mailTexts.de.greetingNeutral}\n\n${interpolate(shop.body, shopParams)}\n` },
        'offerRequestShop',
      );
    }
  }

  async queueOffer(context: OfferMailContext, input: SentOfferMail): Promise<void> {
    const { locale } = context;
    const texts = mailTexts[locale];
    const own = offerDocumentTexts[locale];
    const params = { shopName: context.shopName, number: input.offerNumber, validUntil: input.validUntil, lastname: input.buyer.lastname };
    const greeting = !input.buyer.lastname || !input.buyer.salutation ? texts.greetingNeutral : input.buyer.salutation === 'mrs' ? texts.greetingMrs : texts.greetingMr;
    await this.queue.enqueue(
      {
        to: input.buyer.email,
        ...(context.shopAddress ? { cc: [context.shopAddress], replyTo: context.shopAddress } : {}),
        subject: interpolate(own.mailSubject, params),
        text: `${interpolate(greeting, params)}\n\n${interpolate(own.mailBody, params)}\n\n${interpolate(texts.signature, params)}\n`,
        attachments: [{ filename: input.pdf.filename, contentType: 'application/pdf', content: input.pdf.content }],
      },
      'offerSent',
    );
  }
}
