import { Injectable } from '@nestjs/common';
import { interpolate, orderDocumentTexts } from '@shop/i18n';
import { ContentQueries } from '../../content';
import { IdentityFacade } from '../../identity';
import type { OrderDocumentLocale } from '../domain/order-document';
import { OrderDocumentRenderer } from '../domain/ports/order-document-renderer.port';
import { OrderQueries } from './queries/order.queries';
import { toBrandLetterhead, toOrderDocument } from './order-document.mapper';

export interface OrderDocumentFile {
  fileName: string;
  content: Buffer;
}

/**
 * The order confirmation of one of a customer's own orders as a PDF file (the account's download; later
 * the confirmation mail's attachment). Null for an unknown order and for an order of someone else alike.
 */
@Injectable()
export class OrderConfirmationDocument {
  constructor(
    private readonly orders: OrderQueries,
    private readonly renderer: OrderDocumentRenderer,
    private readonly content: ContentQueries,
    private readonly identity: IdentityFacade,
  ) {}

  async ofCustomer(userId: number, orderId: number, locale: OrderDocumentLocale): Promise<OrderDocumentFile | null> {
    const order = await this.orders.orderOfCustomer(userId, orderId);
    return order ? this.render(order, userId, locale) : null;
  }

  /** The confirmation of any order (its confirmation mail; the buyer is the order's own). */
  async ofOrder(orderId: number, locale: OrderDocumentLocale): Promise<OrderDocumentFile | null> {
    const rows: Array<{ user_id: string | null }> = await this.orders.ownerOf(orderId);
    const order = await this.orders.orderById(orderId);
    return order ? this.render(order, rows[0]?.user_id ? Number(rows[0].user_id) : null, locale) : null;
  }

  private async render(order: NonNullable<Awaited<ReturnType<OrderQueries['orderById']>>>, userId: number | null, locale: OrderDocumentLocale): Promise<OrderDocumentFile> {
    const [config, customerId] = await Promise.all([this.content.generalConfig(), userId !== null ? this.identity.customerNumber(userId) : Promise.resolve(null)]);
    const document = toOrderDocument(order, locale, customerId);
    const content = await this.renderer.renderConfirmation(document, toBrandLetterhead(config.brand, locale), locale);
    return { fileName: interpolate(orderDocumentTexts[locale].fileName, { number: document.orderNumber }), content };
  }
}
