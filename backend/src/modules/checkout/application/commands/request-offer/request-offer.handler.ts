import { Injectable } from '@nestjs/common';
import { err, isOfferTypeAllowed, ok, rentToBuy, validateOfferBuyer, validateSalutation, type OfferType, type Result } from '@shop/domain';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import { OfferMails } from '../../offer-mails';
import { CustomProducts } from '../../../../configurators';
import { PricingService, type PricingBuyer } from '../../../../pricing';

export interface OfferBuyer {
  company: string;
  customerId?: string | null;
  salutation?: string | null;
  firstname: string;
  lastname: string;
  email: string;
}

export interface RequestOfferCommand {
  type: OfferType;
  /** The logged-in customer (offer/new), or null for a guest (offer/guest/new: buyer required). */
  customer: (PricingBuyer & { email: string; company: string; salutation: string; firstname: string; lastname: string; customerId: string | null }) | null;
  buyer: OfferBuyer | null;
  positions: Array<{ productId: string; qty: string; customProductType?: string | null; customConfiguration?: Record<string, unknown> }>;
  readyForShipmentMsg: string;
  /** Training cost in cents within the positions' total (automation offers): the rent-to-buy rate spreads it over 6 months. */
  trainingCost?: number;
  /** The cart's coupon: the offer is priced with it (an unknown or expired code is ignored, as in the cart). */
  couponCode?: string;
  locale: 'de' | 'en';
}

export interface RequestedOffer {
  resultStatus: 'success';
  offerId: number;
  offerNumber: string;
  price: { itemTotal: number; shoppingCartValue: number; rate: number | null; purchasePrice: number | null; months: number | null; couponCode: string | null };
}

export type RequestOfferError =
  | { code: 'VALIDATION_FAILED'; fields: Record<string, string> }
  | { code: 'minOfferValueNotReachedMsg' | 'leasingNotAvailableMsg' | 'productIdUnknown' };

/**
 * An offer request (spec §6, §7): the buyer (the session's customer, or a guest's validated buyer data),
 * the positions priced again on the server (a price in the request is never read), the minimum offer
 * value, leasing only from 30,000 € net, the rent-to-buy rate and final price computed by the spec's
 * formulas; stored with a number.
 */
@Injectable()
export class RequestOfferHandler {
  constructor(
    private readonly tx: TransactionContext,
    private readonly mails: OfferMails,
    private readonly pricing: PricingService,
    private readonly customProducts: CustomProducts,
  ) {}

  /** The training cost within the configured positions (cents × quantity), or null when none has one. */
  private async configuredTrainingCost(positions: RequestOfferCommand['positions']): Promise<number | null> {
    let total: number | null = null;
    for (const p of positions) {
      if (!p.customProductType) continue;
      const resolved = await this.customProducts.resolve({ productId: p.productId, customProductType: p.customProductType, customConfiguration: p.customConfiguration });
      const perPiece = resolved.ok ? (resolved.value.product.trainingCostCents ?? 0) : 0;
      const qty = Number(p.qty);
      if (perPiece > 0 && Number.isFinite(qty)) total = (total ?? 0) + Math.round(perPiece * qty);
    }
    return total;
  }

  /** The configurations the configurators accepted (their canonical flat forms), by type and id: what the offer keeps. */
  private async acceptedConfigurations(positions: RequestOfferCommand['positions']): Promise<Map<string, Record<string, unknown>>> {
    const accepted = new Map<string, Record<string, unknown>>();
    for (const p of positions) {
      if (!p.customProductType) continue;
      const resolved = await this.customProducts.resolve({ productId: p.productId, customProductType: p.customProductType, customConfiguration: p.customConfiguration });
      if (resolved.ok) accepted.set(`${p.customProductType}:${p.productId}`, { ...resolved.value.product.configuration });
    }
    return accepted;
  }

  async execute(command: RequestOfferCommand): Promise<Result<RequestedOffer, RequestOfferError>> {
    const fields: Record<string, string> = {};
    if (!command.customer) {
      const b = command.buyer;
      if (!b) fields.buyer = 'requiredFieldMessage';
      else {
        for (const [field, message] of Object.entries(validateOfferBuyer({ company: b.company ?? '', customerId: b.customerId ?? '', firstname: b.firstname ?? '', lastname: b.lastname ?? '', email: b.email ?? '' }))) {
          fields[`buyer.${field}`] = message as string;
        }
        if (b.salutation && validateSalutation(b.salutation)) fields['buyer.salutation'] = 'invalidSalutationMessage';
      }
    }
    if (command.positions.length === 0) fields.positions = 'cartEmpty';
    if (Object.keys(fields).length > 0) return err({ code: 'VALIDATION_FAILED', fields });

    const pricingBuyer = command.customer ? { id: command.customer.id, pricingGroup: command.customer.pricingGroup, incoterms: command.customer.incoterms } : null;
    const price = await this.pricing.priceCart(pricingBuyer, { positions: command.positions, locale: command.locale, ...(command.couponCode ? { couponCode: command.couponCode } : {}) });
    if (price.unknownProductIds.length > 0) return err({ code: 'productIdUnknown' });
    const refused = price.refusedConfiguredProducts[0];
    if (refused) return err({ code: 'VALIDATION_FAILED', fields: { [`positions.${command.positions.findIndex((p) => p.productId === refused.productId)}.customConfiguration`]: refused.messageIds[0] ?? 'customProductInvalid' } });
    if (!price.minOfferValueIsReached) return err({ code: 'minOfferValueNotReachedMsg' });
    if (!isOfferTypeAllowed(command.type, price.shoppingCartValue)) return err({ code: 'leasingNotAvailableMsg' });

    // Configured automation cells say their training cost themselves; the request's figure counts only without them.
    const configuredTraining = await this.configuredTrainingCost(command.positions);
    const requested = configuredTraining ?? Math.trunc(command.trainingCost ?? 0);
    const training = Math.min(Math.max(0, requested), price.shoppingCartValue);
    const rental = command.type === 'rentalPurchaseOffer' ? rentToBuy(price.shoppingCartValue - training, training) : null;
    const offerPrice = {
      itemTotal: price.itemTotal,
      shoppingCartValue: price.shoppingCartValue,
      rate: rental?.monthlyRate ?? null,
      purchasePrice: rental?.finalPrice ?? null,
      months: rental?.months ?? null,
      couponCode: price.couponCode,
    };
    const buyer = command.customer
      ? { id: command.customer.id, company: command.customer.company, customerId: command.customer.customerId, salutation: command.customer.salutation, firstname: command.customer.firstname, lastname: command.customer.lastname, email: command.customer.email }
      : { id: null, company: command.buyer!.company.trim(), customerId: command.buyer!.customerId?.trim() || null, salutation: command.buyer!.salutation || 'mr', firstname: command.buyer!.firstname.trim(), lastname: command.buyer!.lastname.trim(), email: command.buyer!.email.trim().toLowerCase() };
    const configurations = await this.acceptedConfigurations(command.positions);
    const positions = price.positions.map((p, i) => ({
      productId: p.productId,
      customProductType: p.customProductType,
      ...(p.customProductType ? { name: p.name, summary: p.summary, customConfiguration: configurations.get(`${p.customProductType}:${p.productId}`) ?? null } : {}),
      qty: p.qty,
      price: p.price,
      priceUnit: p.priceUnit,
      lineTotal: p.lineTotal,
      sort: i,
    }));
    const mailContext = await this.mails.prepare(command.locale);
    // The offer and its mails in one transaction: a mail exists exactly when its offer does.
    const offerId = await this.tx.run(async () => {
      const rows: Array<{ id: string }> = await this.tx.manager().query(
        `INSERT INTO offer (type, user_id, buyer, positions, ready_for_shipment_msg, price, currency, locale) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [command.type, buyer.id, JSON.stringify(buyer), JSON.stringify(positions), command.readyForShipmentMsg.slice(0, 500), JSON.stringify(offerPrice), price.currency, command.locale],
      );
      const id = Number(rows[0].id);
      await this.mails.queueRequest(mailContext, {
        offerNumber: offerNumber(id),
        type: command.type,
        buyer,
        positions,
        value: price.shoppingCartValue,
        currency: price.currency,
        rate: offerPrice.rate,
        purchasePrice: offerPrice.purchasePrice,
      });
      return id;
    });
    return ok({ resultStatus: 'success', offerId, offerNumber: offerNumber(offerId), price: offerPrice });
  }
}

/** The number an offer is known by (A- and at least six digits). */
export function offerNumber(id: number): string {
  return `A-${String(id).padStart(6, '0')}`;
}
