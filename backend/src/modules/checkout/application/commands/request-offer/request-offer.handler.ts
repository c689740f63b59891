import { Injectable } from '@nestjs/common';
import { err, ok, validateOfferBuyer, validateSalutation, type OfferType, type Result } from '@shop/domain';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import { OfferMails } from '../../offer-mails';
import { PricingService, type PricingBuyer } from '../../../../pricing';
import { CustomProducts } from '../../../../configurators';

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
  /** The cart's coupon: the offer is priced with it (an unknown or expired code is ignored, as in the cart). */
  couponCode?: string;
  locale: 'de' | 'en';
}

export interface RequestedOffer {
  resultStatus: 'success';
  offerId: number;
  offerNumber: string;
  price: { itemTotal: number; shoppingCartValue: number; trainingCost: number; rate: number | null; purchasePrice: number | null; months: number | null; couponCode: string | null };
}

export type RequestOfferError =
  | { code: 'VALIDATION_FAILED'; fields: Record<string, string> }
  | { code: 'minOfferValueNotReachedMsg' | 'leasingNotAvailableMsg' | 'productIdUnknown' };

/**
 * An offer request (docs/rules/roles.md#offers, docs/rules/calls.md#offers-and-orders): the buyer (the session's customer, or a guest's validated buyer data),
 * the positions priced again on the server (a price or training cost in the request is never read; each
 * quantity follows its rule, articles sold on request only are refused), the minimum offer value, and the
 * offer figures of the cart price — leasing only from 30,000 € net, the rent-to-buy rate and final price —
 * which are the figures the cart price answers for the same positions (@shop/domain offerTerms, ADR 0035);
 * stored with a number, and the mails print the stored figures.
 */
@Injectable()
export class RequestOfferHandler {
  constructor(
    private readonly tx: TransactionContext,
    private readonly mails: OfferMails,
    private readonly pricing: PricingService,
    private readonly customProducts: CustomProducts,
  ) {}

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
    const at = (p: { productId: string; customProductType: string | null }) => command.positions.findIndex((c) => c.productId === p.productId && (c.customProductType || null) === p.customProductType);
    const refusedPositions = Object.fromEntries(price.refusedPositions.map((r) => [`positions.${at(r)}.${r.field}`, r.messageId]));
    if (Object.keys(refusedPositions).length > 0) return err({ code: 'VALIDATION_FAILED', fields: refusedPositions });
    const refused = price.refusedConfiguredProducts[0];
    if (refused) return err({ code: 'VALIDATION_FAILED', fields: { [`positions.${at(refused)}.customConfiguration`]: refused.messageIds[0] ?? 'customProductInvalid' } });
    if (!price.minOfferValueIsReached) return err({ code: 'minOfferValueNotReachedMsg' });
    // The offer figures are the cart price's: the same function on the same priced amount (ADR 0035).
    const terms = price.offerTerms;
    if (!terms.offerTypes.includes(command.type)) return err({ code: 'leasingNotAvailableMsg' });
    const rental = command.type === 'rentalPurchaseOffer';
    const offerPrice = {
      itemTotal: price.itemTotal,
      shoppingCartValue: price.shoppingCartValue,
      trainingCost: terms.trainingCost,
      rate: rental ? terms.monthlyRate : null,
      purchasePrice: rental ? terms.finalPrice : null,
      months: rental ? terms.months : null,
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
