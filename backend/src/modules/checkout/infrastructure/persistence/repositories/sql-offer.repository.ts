import { Injectable } from '@nestjs/common';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import type { OfferStatus, OfferType } from '@shop/domain';
import { OfferRepository, type NewOffer, type OfferChange, type StoredOffer } from '../../../domain/ports/offer.repository.port';
import { returnedRows } from '../../../../../shared/persistence/returned-rows';

type Row = Record<string, any>;

const COLUMNS = `id, type, status, version, buyer, positions, ready_for_shipment_msg, price, currency, locale, created_at, sent_at, to_char(valid_until, 'YYYY-MM-DD') AS valid_until, order_id`;

function offerOf(r: Row): StoredOffer {
  const price = r.price ?? {};
  return {
    id: Number(r.id),
    type: r.type as OfferType,
    status: r.status as OfferStatus,
    version: Number(r.version),
    buyer: { id: r.buyer?.id ?? null, company: String(r.buyer?.company ?? ''), customerId: r.buyer?.customerId ?? null, salutation: String(r.buyer?.salutation ?? ''), firstname: String(r.buyer?.firstname ?? ''), lastname: String(r.buyer?.lastname ?? ''), email: String(r.buyer?.email ?? '') },
    positions: Array.isArray(r.positions) ? r.positions : [],
    readyForShipmentMsg: String(r.ready_for_shipment_msg ?? ''),
    price: {
      itemTotal: Number(price.itemTotal ?? 0),
      shoppingCartValue: Number(price.shoppingCartValue ?? price.itemTotal ?? 0),
      trainingCost: Number(price.trainingCost ?? 0),
      rate: price.rate == null ? null : Number(price.rate),
      purchasePrice: price.purchasePrice == null ? null : Number(price.purchasePrice),
      months: price.months == null ? null : Number(price.months),
      couponCode: price.couponCode ?? null,
    },
    currency: String(r.currency),
    locale: r.locale === 'en' ? 'en' : 'de',
    createdAt: new Date(r.created_at),
    sentAt: r.sent_at ? new Date(r.sent_at) : null,
    validUntil: r.valid_until ?? null,
    orderId: r.order_id == null ? null : Number(r.order_id),
  };
}

/** Offer requests in `offer` (buyer, positions and figures as JSON), in the caller's unit of work. */
@Injectable()
export class SqlOfferRepository extends OfferRepository {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  async add(offer: NewOffer): Promise<number> {
    const rows = (await this.tx
      .manager()
      .query(`INSERT INTO offer (type, user_id, buyer, positions, ready_for_shipment_msg, price, currency, locale) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`, [
        offer.type,
        offer.buyer.id,
        JSON.stringify(offer.buyer),
        JSON.stringify(offer.positions),
        offer.readyForShipmentMsg,
        JSON.stringify(offer.price),
        offer.currency,
        offer.locale,
      ])) as Array<{ id: string }>;
    return Number(rows[0].id);
  }

  async find(id: number): Promise<StoredOffer | null> {
    const rows: Row[] = await this.tx.manager().query(`SELECT ${COLUMNS} FROM offer WHERE id = $1`, [id]);
    return rows[0] ? offerOf(rows[0]) : null;
  }

  async findForUpdate(id: number): Promise<StoredOffer | null> {
    const rows: Row[] = await this.tx.manager().query(`SELECT ${COLUMNS} FROM offer WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ? offerOf(rows[0]) : null;
  }

  async update(id: number, change: OfferChange): Promise<void> {
    const params: unknown[] = [id];
    const sets: string[] = [];
    const set = (column: string, value: unknown) => sets.push(`${column} = $${params.push(value)}`);
    if (change.status) set('status', change.status);
    if (change.positions) set('positions', JSON.stringify(change.positions));
    if (change.price) set('price', JSON.stringify(change.price));
    if (change.sentAt) set('sent_at', change.sentAt);
    if (change.validUntil) set('valid_until', change.validUntil);
    if (change.bumpVersion) sets.push('version = version + 1');
    if (sets.length === 0) return;
    await this.tx.manager().query(`UPDATE offer SET ${sets.join(', ')} WHERE id = $1`, params);
  }

  async linkOrder(id: number, orderId: number): Promise<boolean> {
    const result: unknown = await this.tx
      .manager()
      .query(`UPDATE offer SET status = 'accepted', order_id = $2 WHERE id = $1 AND status = 'sent' AND order_id IS NULL RETURNING id`, [id, orderId]);
    return returnedRows(result).length === 1;
  }
}
