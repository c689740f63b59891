import { Injectable } from '@nestjs/common';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import { OfferRepository, type NewOffer } from '../../../domain/ports/offer.repository.port';

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
}
