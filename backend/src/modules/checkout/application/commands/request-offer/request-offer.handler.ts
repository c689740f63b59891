import { Injectable } from '@nestjs/common';
import { err, ok, validateOfferBuyer, validateSalutation, type OfferType, type Result } from '@shop/domain';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { CheckoutPricing, type CartPositionInput, type CheckoutBuyer } from '../../../domain/ports/checkout-pricing.port';
import { OrderCatalogue } from '../../../domain/ports/order-catalogue.port';
import { OfferMailer, OfferRepository, offerNumber, type OfferBuyer as StoredOfferBuyer, type OfferPosition } from '../../../domain/ports/offer.repository.port';

export { offerNumber };

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
  customer: (CheckoutBuyer & { id: number; email: string; company: string; salutation: string; firstname: string; lastname: string; customerId: string | null }) | null;
  buyer: OfferBuyer | null;
  positions: CartPositionInput[];
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
    private readonly uow: UnitOfWork,
    private readonly offers: OfferRepository,
    private readonly mails: OfferMailer,
    private readonly pricing: CheckoutPricing,
    private readonly catalogue: OrderCatalogue,
  ) {}

  /** The configurations the configurators accepted (their canonical flat forms), by type and id: what the offer keeps. */
  private async acceptedConfigurations(positions: RequestOfferCommand['positions']): Promise<Map<string, Record<string, unknown>>> {
    const accepted = new Map<string, Record<string, unknown>>();
    for (const p of positions) {
      if (!p.customProductType) continue;
      const configured = await this.catalogue.configured({ ...p, customProductType: p.customProductType });
      if (configured) accepted.set(`${p.customProductType}:${p.productId}`, configured.configuration);
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

    const pricingBuyer = command.customer ? { id: command.customer.id, companyId: command.customer.companyId ?? null, pricingGroup: command.customer.pricingGroup, incoterms: command.customer.incoterms } : null;
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
    const buyer: StoredOfferBuyer = command.customer
      ? { id: command.customer.id, company: command.customer.company, customerId: command.customer.customerId, salutation: command.customer.salutation, firstname: command.customer.firstname, lastname: command.customer.lastname, email: command.customer.email }
      : { id: null, company: command.buyer!.company.trim(), customerId: command.buyer!.customerId?.trim() || null, salutation: command.buyer!.salutation || 'mr', firstname: command.buyer!.firstname.trim(), lastname: command.buyer!.lastname.trim(), email: command.buyer!.email.trim().toLowerCase() };
    const configurations = await this.acceptedConfigurations(command.positions);
    const positions: OfferPosition[] = price.positions.map((p, i) => ({
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
    // The offer and its mails in one unit of work: a mail exists exactly when its offer does.
    const offerId = await this.uow.run(async () => {
      const id = await this.offers.add({ type: command.type, buyer, positions, readyForShipmentMsg: command.readyForShipmentMsg.slice(0, 500), price: offerPrice, currency: price.currency, locale: command.locale });
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
