import { Injectable } from '@nestjs/common';
import { offerActionsOf, type OfferAction, type OfferStatus, type OfferType } from '@shop/domain';
import { DataSource } from 'typeorm';
import { OrderCatalogue } from '../../domain/ports/order-catalogue.port';
import { OfferRepository, offerNumber, type OfferBuyer, type OfferPrice } from '../../domain/ports/offer.repository.port';

export interface AdminOfferPositionView {
  index: number;
  productId: string;
  /** The article's name (configured products: their configurator's, as the request stored it). */
  name: string;
  customProductType: string | null;
  /** A configured product's configuration spelled out (as the request stored it); empty for articles. */
  summary: string[];
  qty: string;
  /** Net cents per price unit. */
  price: number;
  priceUnit: number;
  lineTotal: number;
  /** Whole pieces only (configured products) or the article's own rule. */
  wholePieces: boolean;
}

export interface AdminOfferDetail {
  id: number;
  number: string;
  type: OfferType;
  status: OfferStatus;
  version: number;
  createdAt: string;
  sentAt: string | null;
  validUntil: string | null;
  buyer: OfferBuyer;
  positions: AdminOfferPositionView[];
  price: OfferPrice;
  currency: string;
  locale: 'de' | 'en';
  readyForShipmentMsg: string;
  /** The order the accepted offer became. */
  orderId: number | null;
  /** What the status machine allows now. */
  actions: OfferAction[];
}

export interface CustomerOfferView {
  id: number;
  number: string;
  type: string;
  status: string;
  createdAt: string;
  validUntil: string | null;
  positionCount: number;
  /** Net value of goods, cents. */
  value: number;
  rate: number | null;
  months: number | null;
  currency: string;
  orderId: number | null;
}

type Row = Record<string, any>;

/** The reads of offers: one offer for the admin, a customer's own offers for the account area. */
@Injectable()
export class OfferQueries {
  constructor(
    private readonly db: DataSource,
    private readonly offers: OfferRepository,
    private readonly catalogue: OrderCatalogue,
  ) {}

  async adminDetail(id: number, locale: 'de' | 'en'): Promise<AdminOfferDetail | null> {
    const offer = await this.offers.find(id);
    if (!offer) return null;
    const articles = await this.catalogue.articles(offer.positions.filter((p) => !p.customProductType).map((p) => p.productId));
    return {
      id: offer.id,
      number: offerNumber(offer.id),
      type: offer.type,
      status: offer.status,
      version: offer.version,
      createdAt: offer.createdAt.toISOString(),
      sentAt: offer.sentAt?.toISOString() ?? null,
      validUntil: offer.validUntil,
      buyer: offer.buyer,
      positions: offer.positions.map((p, index) => {
        const article = p.customProductType ? undefined : articles.get(p.productId);
        return {
          index,
          productId: p.productId,
          name: article ? article.name[locale] || article.name.de : (p.name ?? p.productId),
          customProductType: p.customProductType,
          summary: p.summary ?? [],
          qty: p.qty,
          price: p.price,
          priceUnit: p.priceUnit,
          lineTotal: p.lineTotal,
          wholePieces: p.customProductType ? true : !(article?.orderQuantity.hasDecimalOrderQuantity ?? false),
        };
      }),
      price: offer.price,
      currency: offer.currency,
      locale: offer.locale,
      readyForShipmentMsg: offer.readyForShipmentMsg,
      orderId: offer.orderId,
      actions: [...offerActionsOf(offer.status)],
    };
  }

  /** The customer's own offers, newest first (only rows whose user_id is the caller's). */
  async ofCustomer(userId: number): Promise<CustomerOfferView[]> {
    const rows: Row[] = await this.db.query(
      `SELECT id, type, status, created_at, to_char(valid_until, 'YYYY-MM-DD') AS valid_until, jsonb_array_length(positions) AS position_count, price, currency, order_id
         FROM offer WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200`,
      [userId],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      number: offerNumber(Number(r.id)),
      type: r.type,
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
      validUntil: r.valid_until ?? null,
      positionCount: Number(r.position_count),
      value: Number(r.price?.shoppingCartValue ?? r.price?.itemTotal ?? 0),
      rate: r.price?.rate == null ? null : Number(r.price.rate),
      months: r.price?.months == null ? null : Number(r.price.months),
      currency: r.currency,
      orderId: r.order_id == null ? null : Number(r.order_id),
    }));
  }
}
