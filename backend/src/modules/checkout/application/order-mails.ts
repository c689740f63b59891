import { Injectable, type OnModuleInit } from '@nestjs/common';
import { formatMoney, type VatTreatment } from '@shop/domain';
import { interpolate, mailTexts, type MailCatalogue } from '@shop/i18n';
import { vatNoteLines } from './order-vat-note';
import type { PaymentInstruction } from '../domain/ports/payment-provider.port';
import { ShopConfig } from '../../../config/app-config';
import { MailAttachmentGenerators } from '../../../shared/mail/mail-attachment-generators';
import { MailQueue } from '../../../shared/mail/mail-queue';
import { ContentQueries } from '../../content';
import { OrderConfirmationDocument } from './order-confirmation-document';

export const ORDER_CONFIRMATION_PDF = 'orderConfirmationPdf';

export interface ConfirmationContext {
  locale: 'de' | 'en';
  shopName: string;
  shopAddress: string | null;
  /** The account's order page (customers), else null: the mail links the shop. */
  accountOrderUrl: string | null;
}

export interface ConfirmationRecipient {
  email: string;
  salutation?: string | null;
  lastname?: string | null;
}

/**
 * The order confirmation mail (checkout issue): queued in the order's transaction, so it exists exactly when
 * the order does, and sent by the mail queue with retries; its PDF is made when the mail is sent (not in the
 * order request). The buyer gets it in the order's language; the shop's address gets a copy.
 */
@Injectable()
export class OrderMails implements OnModuleInit {
  constructor(
    private readonly queue: MailQueue,
    private readonly generators: MailAttachmentGenerators,
    private readonly documents: OrderConfirmationDocument,
    private readonly content: ContentQueries,
    private readonly config: ShopConfig,
  ) {}

  onModuleInit(): void {
    this.generators.register(ORDER_CONFIRMATION_PDF, async (params) => {
      const file = await this.documents.ofOrder(Number(params.orderId), params.locale === 'en' ? 'en' : 'de');
      if (!file) throw new Error(`order ${String(params.orderId)} not found for its confirmation`);
      return { filename: file.fileName, contentType: 'application/pdf', content: file.content };
    });
  }

  /**
   * What the confirmation needs from the settings (shop name, the shop's address, the account page), read
   * before the order's transaction: a read through the pool while a transaction holds a connection could wait
   * for a connection that only the waiting transactions would free.
   */
  async prepare(locale: 'de' | 'en', isCustomer: boolean): Promise<ConfirmationContext> {
    const [general, pages] = await Promise.all([this.content.generalConfig(), this.content.webpages()]);
    const accountOrder = isCustomer ? pages.find((p) => p.code === 'accountOrder' && p.locale === locale) : undefined;
    return {
      locale,
      shopName: general.brand?.shortName || general.brand?.longName || 'Shop',
      shopAddress: general.brand?.email?.trim() || null,
      accountOrderUrl: accountOrder ? `${this.config.get('baseUrl')}${accountOrder.path}` : null,
    };
  }

  /** Queues the confirmation; call it inside the order's transaction (UnitOfWork / TransactionContext). */
  async queueConfirmation(
    context: ConfirmationContext,
    orderId: number,
    orderNumber: string,
    recipient: ConfirmationRecipient,
    payment: PaymentInstruction | null = null,
    vat: Pick<VatTreatment, 'kind' | 'buyerVatId' | 'sellerVatId'> | null = null,
  ): Promise<void> {
    const texts = mailTexts[context.locale];
    const link = context.accountOrderUrl ? `${context.accountOrderUrl}?oid=${orderId}` : this.config.get('baseUrl');
    const params = { shopName: context.shopName, orderNumber, link, lastname: recipient.lastname ?? '' };
    const greeting = !recipient.lastname || !recipient.salutation ? texts.greetingNeutral : recipient.salutation === 'mrs' ? texts.greetingMrs : texts.greetingMr;
    const template = texts.templates.orderConfirmation;
    await this.queue.enqueue(
      {
        to: recipient.email,
        ...(context.shopAddress ? { cc: [context.shopAddress] } : {}),
        subject: interpolate(template.subject, params),
        text: [interpolate(greeting, params), interpolate(template.body, params), paymentText(texts, payment, context.locale), vatNoteLines(vat, context.locale).join('\n'), interpolate(texts.signature, params)].filter(Boolean).join('\n\n') + '\n',
        generatedAttachments: [{ generator: ORDER_CONFIRMATION_PDF, params: { orderId, locale: context.locale } }],
      },
      'orderConfirmation',
    );
  }
}

/**
 * The buyer's mail when an admin completes or cancels an order (issue 14): in the order's language, queued in
 * the status change's transaction (so it exists exactly when the change does). `context` comes from
 * `OrderMails.prepare`, read before the transaction.
 */
export async function queueOrderStatusMail(
  queue: MailQueue,
  context: ConfirmationContext,
  order: { id: number; orderDate: string; status: 'completed' | 'canceled' },
  recipient: ConfirmationRecipient,
  baseUrl: string,
): Promise<void> {
  const texts = mailTexts[context.locale];
  const link = context.accountOrderUrl ? `${context.accountOrderUrl}?oid=${order.id}` : baseUrl;
  const orderDate = new Intl.DateTimeFormat(context.locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(new Date(order.orderDate));
  const params = { shopName: context.shopName, orderNumber: String(order.id), orderDate, link, lastname: recipient.lastname ?? '' };
  const greeting = !recipient.lastname || !recipient.salutation ? texts.greetingNeutral : recipient.salutation === 'mrs' ? texts.greetingMrs : texts.greetingMr;
  const template = order.status === 'completed' ? texts.templates.orderCompleted : texts.templates.orderCanceled;
  await queue.enqueue(
    {
      to: recipient.email,
      ...(context.shopAddress ? { cc: [context.shopAddress] } : {}),
      subject: interpolate(template.subject, params),
      text: [interpolate(greeting, params), interpolate(template.body, params), interpolate(texts.signature, params)].join('\n\n') + '\n',
    },
    order.status === 'completed' ? 'orderCompleted' : 'orderCanceled',
  );
}

/** The payment paragraph of the confirmation (how to pay), or '' when the provider has nothing to say yet. */
export function paymentText(texts: MailCatalogue, payment: PaymentInstruction | null, locale: 'de' | 'en'): string {
  switch (payment?.kind) {
    case 'invoice':
      return interpolate(texts.payment.invoice, { dueDays: payment.dueDays });
    case 'bankTransfer':
      return interpolate(texts.payment.bankTransfer, { amount: formatMoney(payment.amount, payment.currency, locale), reference: payment.reference, ...payment.account });
    case 'onDelivery':
      return texts.payment.onDelivery;
    default:
      return '';
  }
}
