import { Injectable, type OnModuleInit } from '@nestjs/common';
import { deliveryTimeTexts, formatMoney, type AdminOrderStatus, type VatTreatment } from '@shop/domain';
import { interpolate, mailTexts, translator, type MailCatalogue } from '@shop/i18n';
import { vatNoteLines } from './order-vat-note';
import type { Order } from '../domain/order';
import type { OrderDocument } from '../domain/order-document';
import { OrderMailer, type ApprovalMailContext, type ApprovalRecipient, type OrderMailContext } from '../domain/ports/order-mailer.port';
import type { PaymentInstruction } from '../domain/ports/payment-provider.port';
import { ShopConfig } from '../../../config/app-config';
import { MailAttachmentGenerators } from '../../../shared/mail/mail-attachment-generators';
import type { MailMessage } from '../../../shared/mail/mail-message';
import { MailQueue, type OutgoingMail } from '../../../shared/mail/mail-queue';
import { ContentQueries } from '../../content';
import { OrderConfirmationDocument } from './order-confirmation-document';

export const ORDER_CONFIRMATION_PDF = 'orderConfirmationPdf';

export type ConfirmationContext = OrderMailContext;

/** A queued confirmation's carried order document (plain JSON from the queue). */
function isOrderDocument(value: unknown): value is OrderDocument {
  return typeof value === 'object' && value !== null && typeof (value as OrderDocument).orderNumber === 'string' && Array.isArray((value as OrderDocument).positions);
}

export interface ConfirmationRecipient {
  email: string;
  salutation?: string | null;
  lastname?: string | null;
}

function greetingOf(texts: MailCatalogue, recipient: ConfirmationRecipient): string {
  return !recipient.lastname || !recipient.salutation ? texts.greetingNeutral : recipient.salutation === 'mrs' ? texts.greetingMrs : texts.greetingMr;
}

/**
 * The shop's contact address answers the order mails: they come from a no-reply sender (MAIL_FROM), so they
 * carry Reply-To and invite a reply only when the brand has a contact address (Settings → brand → e-mail).
 */
function replyOf(context: ConfirmationContext, texts: MailCatalogue): { replyTo?: string; invitation: string } {
  return context.shopAddress ? { replyTo: context.shopAddress, invitation: texts.replyInvitation } : { invitation: '' };
}

/** The order confirmation mail (pure: the texts fit the buyer, guest or customer, in the order's language). */
export function confirmationMail(
  context: ConfirmationContext,
  /** document: the confirmation's content, carried with the queued mail so its PDF is made without reading the order back. */
  order: { id: number; number: string; deliveryTimeInfo: string; customerOrderId?: string; costCentre?: string; document?: OrderDocument },
  recipient: ConfirmationRecipient,
  payment: PaymentInstruction | null,
  baseUrl: string,
  vat: Pick<VatTreatment, 'kind' | 'buyerVatId' | 'sellerVatId'> | null = null,
): MailMessage {
  const { locale } = context;
  const texts = mailTexts[locale];
  const link = context.buyer === 'customer' && context.accountOrderUrl ? `${context.accountOrderUrl}?oid=${order.id}` : baseUrl;
  const params = { shopName: context.shopName, orderNumber: order.number, link, lastname: recipient.lastname ?? '', buyer: context.buyer === 'customer' && context.accountOrderUrl ? 'customer' : 'guest' };
  const template = texts.templates.orderConfirmation;
  const delivery = deliveryTimeTexts(order.deliveryTimeInfo, translator(locale)).join('; ');
  const reply = replyOf(context, texts);
  return {
    to: recipient.email,
    ...(context.shopAddress ? { cc: [context.shopAddress] } : {}),
    ...(reply.replyTo ? { replyTo: reply.replyTo } : {}),
    subject: interpolate(template.subject, params, locale),
    text:
      [
        interpolate(greetingOf(texts, recipient), params, locale),
        interpolate(template.body, params, locale),
        [order.customerOrderId ? interpolate(texts.customerOrderNumber, { value: order.customerOrderId }, locale) : '', order.costCentre ? interpolate(texts.costCentre, { value: order.costCentre }, locale) : '']
          .filter(Boolean)
          .join('\n'),
        delivery ? interpolate(texts.deliveryTime, { text: delivery }, locale) : '',
        paymentText(texts, payment, locale),
        vatNoteLines(vat, locale).join('\n'),
        reply.invitation,
        interpolate(texts.signature, params, locale),
      ]
        .filter(Boolean)
        .join('\n\n') + '\n',
    generatedAttachments: [{ generator: ORDER_CONFIRMATION_PDF, params: { orderId: order.id, locale, ...(order.document ? { document: order.document } : {}) } }],
  };
}

/**
 * The order confirmation mail (checkout issue): queued in the order's transaction, so it exists exactly when
 * the order does, and sent by the mail queue with retries once that transaction has committed; its PDF is
 * made when the mail is sent (not in the order request). The buyer gets it in the order's language; the
 * shop's address gets a copy and answers it (Reply-To).
 */
@Injectable()
export class OrderMails extends OrderMailer implements OnModuleInit {
  constructor(
    private readonly queue: MailQueue,
    private readonly generators: MailAttachmentGenerators,
    private readonly documents: OrderConfirmationDocument,
    private readonly content: ContentQueries,
    private readonly config: ShopConfig,
  ) {
    super();
  }

  onModuleInit(): void {
    this.generators.register(ORDER_CONFIRMATION_PDF, async (params) => {
      const locale = params.locale === 'en' ? 'en' : 'de';
      // The order as it was queued (mails queued before it was carried read the order back).
      const file = isOrderDocument(params.document) ? await this.documents.renderDocument(params.document, locale) : await this.documents.ofOrder(Number(params.orderId), locale);
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
      buyer: isCustomer ? 'customer' : 'guest',
    };
  }

  /** The confirmation of a numbered order, to be stored with it (`OrderRepository.add`). */
  confirmationOf(
    context: ConfirmationContext,
    order: Order,
    payment: PaymentInstruction | null = null,
    vat: Pick<VatTreatment, 'kind' | 'buyerVatId' | 'sellerVatId'> | null = null,
  ): OutgoingMail {
    const recipient = { email: order.buyer.email, salutation: order.buyer.salutation ?? '', lastname: order.buyer.lastname ?? '' };
    // The PDF is made when the mail is sent, from the order as it is now (nothing is read back then).
    const document = this.documents.documentOf(order, context.locale);
    const mail = confirmationMail(context, { id: order.id, number: order.number, deliveryTimeInfo: order.deliveryTimeInfo, customerOrderId: order.customerOrderId, costCentre: order.costCentre, document }, recipient, payment, this.config.get('baseUrl'), vat);
    return { message: mail, kind: 'orderConfirmation' };
  }

  /** Queues the confirmation of an order stored before (an approved one); call it inside the unit of work that changes the order. */
  async queueConfirmation(
    context: ConfirmationContext,
    order: Order,
    payment: PaymentInstruction | null = null,
    vat: Pick<VatTreatment, 'kind' | 'buyerVatId' | 'sellerVatId'> | null = null,
  ): Promise<void> {
    const { message, kind } = this.confirmationOf(context, order, payment, vat);
    await this.queue.enqueue(message, kind);
  }

  async prepareApproval(): Promise<ApprovalMailContext> {
    const [general, pages] = await Promise.all([this.content.generalConfig(), this.content.webpages()]);
    const url = (code: string, locale: 'de' | 'en') => {
      const page = pages.find((p) => p.code === code && p.locale === locale);
      return page ? `${this.config.get('baseUrl')}${page.path}` : null;
    };
    return {
      shopName: general.brand?.shortName || general.brand?.longName || 'Shop',
      shopAddress: general.brand?.email?.trim() || null,
      approvalsUrl: { de: url('accountApprovals', 'de'), en: url('accountApprovals', 'en') },
      accountOrdersUrl: { de: url('accountOrders', 'de'), en: url('accountOrders', 'en') },
    };
  }

  /** Queues one approval request per recipient, each in the recipient's language; call it inside the order's unit of work. */
  approvalRequestsOf(context: ApprovalMailContext, order: Order, recipients: readonly ApprovalRecipient[], buyerName: string): OutgoingMail[] {
    return recipients.map((recipient) => ({ message: approvalRequestMail(context, order, recipient, buyerName, this.config.get('baseUrl')), kind: 'orderApprovalRequested' }));
  }

  /** Queues the buyer's mail that his order was rejected; call it inside the decision's unit of work. */
  async queueApprovalRejected(context: ApprovalMailContext, order: Order, approverName: string): Promise<void> {
    await this.queue.enqueue(approvalRejectedMail(context, order, approverName, this.config.get('baseUrl')), 'orderApprovalRejected');
  }

  /** Queues the buyer's mail that an admin completed or canceled the order; call it inside the status change's unit of work. */
  async queueStatusMail(context: ConfirmationContext, order: Order, status: Extract<AdminOrderStatus, 'completed' | 'canceled'>): Promise<void> {
    await queueOrderStatusMail(
      this.queue,
      context,
      { id: order.id, orderDate: order.orderDate.toISOString(), status },
      { email: order.buyer.email, lastname: order.buyer.lastname || null, salutation: order.buyer.salutation ?? null },
      this.config.get('baseUrl'),
    );
  }
}

/** The buyer's mail when an admin completes or cancels an order (pure; texts fit a guest or a customer). */
export function orderStatusMail(
  context: ConfirmationContext,
  order: { id: number; orderDate: string; status: 'completed' | 'canceled' },
  recipient: ConfirmationRecipient,
  baseUrl: string,
): MailMessage {
  const { locale } = context;
  const texts = mailTexts[locale];
  const link = context.buyer === 'customer' && context.accountOrderUrl ? `${context.accountOrderUrl}?oid=${order.id}` : baseUrl;
  const params = { shopName: context.shopName, orderNumber: String(order.id), orderDate: order.orderDate, link, lastname: recipient.lastname ?? '', buyer: context.buyer === 'customer' && context.accountOrderUrl ? 'customer' : 'guest' };
  const template = order.status === 'completed' ? texts.templates.orderCompleted : texts.templates.orderCanceled;
  const reply = replyOf(context, texts);
  return {
    to: recipient.email,
    ...(context.shopAddress ? { cc: [context.shopAddress] } : {}),
    ...(reply.replyTo ? { replyTo: reply.replyTo } : {}),
    subject: interpolate(template.subject, params, locale),
    text: [interpolate(greetingOf(texts, recipient), params, locale), interpolate(template.body, params, locale), reply.invitation, interpolate(texts.signature, params, locale)].filter(Boolean).join('\n\n') + '\n',
  };
}

/**
 * The buyer's mail when an admin completes or cancels an order (docs/rules/states-and-transitions.md#order-status): in the order's language, queued in
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
  await queue.enqueue(orderStatusMail(context, order, recipient, baseUrl), order.status === 'completed' ? 'orderCompleted' : 'orderCanceled');
}

/** The payment paragraph of the confirmation (how to pay), or '' when the provider has nothing to say yet. */
export function paymentText(texts: MailCatalogue, payment: PaymentInstruction | null, locale: 'de' | 'en'): string {
  switch (payment?.kind) {
    case 'invoice':
      return interpolate(texts.payment.invoice, { dueDays: payment.dueDays }, locale);
    case 'bankTransfer':
      return interpolate(texts.payment.bankTransfer, { amount: formatMoney(payment.amount, payment.currency, locale), reference: payment.reference, ...payment.account }, locale);
    case 'onDelivery':
      return texts.payment.onDelivery;
    default:
      return '';
  }
}

/** An approver's mail: the order waits for his approval, with a link to the account's approvals page naming the order (pure). */
export function approvalRequestMail(context: ApprovalMailContext, order: Order, recipient: ApprovalRecipient, buyerName: string, baseUrl: string): MailMessage {
  const locale = recipient.locale;
  const texts = mailTexts[locale];
  const page = context.approvalsUrl[locale] ?? baseUrl;
  const reason = order.approval?.reason ?? 'orderLimit';
  const params = {
    shopName: context.shopName,
    orderNumber: order.number,
    buyerName,
    net: formatMoney(order.totals.subtotal, order.currency, locale),
    gross: formatMoney(order.totals.total, order.currency, locale),
    reason: texts.approvalReason[reason],
    link: `${page}?oid=${order.id}`,
  };
  const template = texts.templates.orderApprovalRequested;
  return {
    to: recipient.email,
    ...(context.shopAddress ? { replyTo: context.shopAddress } : {}),
    subject: interpolate(template.subject, params, locale),
    text: [texts.greetingNeutral, interpolate(template.body, params, locale), interpolate(texts.signature, params, locale)].join('\n\n') + '\n',
  };
}

/** The buyer's mail: an approver rejected his order, with the reason (pure; in the order's language). */
export function approvalRejectedMail(context: ApprovalMailContext, order: Order, approverName: string, baseUrl: string): MailMessage {
  const locale = order.locale;
  const texts = mailTexts[locale];
  const page = context.accountOrdersUrl[locale] ?? baseUrl;
  const params = { shopName: context.shopName, orderNumber: order.number, approverName, reason: order.approval?.rejectionReason ?? '', link: page, lastname: order.buyer.lastname ?? '' };
  const template = texts.templates.orderApprovalRejected;
  return {
    to: order.buyer.email,
    ...(context.shopAddress ? { replyTo: context.shopAddress } : {}),
    subject: interpolate(template.subject, params, locale),
    text:
      [interpolate(greetingOf(texts, { email: order.buyer.email, salutation: order.buyer.salutation, lastname: order.buyer.lastname }), params, locale), interpolate(template.body, params, locale), interpolate(texts.signature, params, locale)].join(
        '\n\n',
      ) + '\n',
  };
}
