import { Injectable } from '@nestjs/common';
import { interpolate, orderDocumentTexts } from '@shop/i18n';
import { ContentQueries } from '../../content';
import { IdentityFacade } from '../../identity';
import type { Order } from '../domain/order';
import type { OrderDocument, OrderDocumentLocale } from '../domain/order-document';
import { orderViewOf } from '../domain/order-view';
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

  /**
   * The confirmation's content of an order at hand (one just placed or decided), as plain data for the mail queue:
   * rendered when the mail is sent (`renderDocument`) without reading the order back. A customer's number is the
   * one the order keeps from the account at the time of ordering; a guest's confirmation shows none (as read back).
   */
  documentOf(order: Order, locale: OrderDocumentLocale): OrderDocument {
    return toOrderDocument(orderViewOf(order), locale, order.buyer.id !== null ? order.buyer.customerId : null);
  }

  /** A confirmation's content as its PDF file, with the letterhead as configured now. */
  async renderDocument(document: OrderDocument, locale: OrderDocumentLocale): Promise<OrderDocumentFile> {
    const config = await this.content.generalConfig();
    const content = await this.renderer.renderConfirmation(document, toBrandLetterhead(config.brand, locale), locale);
    return { fileName: interpolate(orderDocumentTexts[locale].fileName, { number: document.orderNumber }), content };
  }

  private async render(order: NonNullable<Awaited<ReturnType<OrderQueries['orderById']>>>, userId: number | null, locale: OrderDocumentLocale): Promise<OrderDocumentFile> {
    const customerId = userId !== null ? await this.identity.customerNumber(userId) : null;
    return this.renderDocument(toOrderDocument(order, locale, customerId), locale);
  }
}
