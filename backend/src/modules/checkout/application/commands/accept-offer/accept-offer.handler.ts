import { Injectable } from '@nestjs/common';
import { err, offerTransition, ok, type Result } from '@shop/domain';
import { CompanyDirectory } from '../../../../identity';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { Order } from '../../../domain/order';
import { orderOfOffer } from '../../../domain/offer-order';
import { OfferOrderTermsPort } from '../../../domain/ports/offer-order-terms.port';
import { OrderCatalogue } from '../../../domain/ports/order-catalogue.port';
import { OrderMailer } from '../../../domain/ports/order-mailer.port';
import { OrderRepository } from '../../../domain/ports/order.repository.port';
import { OfferRepository, offerNumber } from '../../../domain/ports/offer.repository.port';
import type { OfferActionError } from '../adjust-offer/adjust-offer.handler';

export interface AcceptOfferCommand {
  offerId: number;
  /** The version that was sent and accepted by the buyer. */
  expectedVersion: number;
  adminId: number;
}

export type AcceptOfferError = OfferActionError | { code: 'offerNoDeliveryTerms' };

export interface AcceptedOffer {
  id: number;
  status: 'accepted';
  orderId: number;
  orderNumber: string;
}

/** The offer's link was taken by another accept: the unit of work rolls the second order back. */
class OfferAlreadyLinked extends Error {}

/**
 * The buyer accepted: the offer becomes an order in one step, with the prices as offered
 * (docs/decisions/0046-offers-to-orders.md). The Order is placed through the aggregate (`Order.place` checks
 * its figures add up), stored by the `OrderRepository` and confirmed by the `OrderMailer` like every order.
 * Exactly once: the offer is locked in the unit of work (a second accept waits, then finds it accepted), and
 * the database links offer and order by a conditional update of the unique `offer.order_id` — a second order
 * for the same offer cannot commit.
 */
@Injectable()
export class AcceptOfferHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly offers: OfferRepository,
    private readonly orders: OrderRepository,
    private readonly mailer: OrderMailer,
    private readonly catalogue: OrderCatalogue,
    private readonly terms: OfferOrderTermsPort,
    private readonly audit: AuditLog,
    private readonly companies: CompanyDirectory,
  ) {}

  async execute(command: AcceptOfferCommand, now = new Date()): Promise<Result<AcceptedOffer, AcceptOfferError>> {
    const offer = await this.offers.find(command.offerId);
    if (!offer) return err({ code: 'offerNotFound' });
    const transition = offerTransition(offer.status, 'accept');
    if (!transition.ok) return err({ code: transition.refusal, status: offer.status });
    if (offer.version !== command.expectedVersion) return err({ code: 'offerVersionConflict', version: offer.version });
    const [terms, articles] = await Promise.all([
      this.terms.termsFor({ buyer: { id: offer.buyer.id }, positions: offer.positions, value: offer.price.shoppingCartValue, locale: offer.locale }),
      this.catalogue.articles(offer.positions.filter((p) => !p.customProductType).map((p) => p.productId)),
    ]);
    if (!terms) return err({ code: 'offerNoDeliveryTerms' });
    const context = await this.mailer.prepare(offer.locale, offer.buyer.id !== null);
    // The buyer's company at accepting (the company order history reads it; ADR 0051); a guest's offer has none.
    const companyId = offer.buyer.id === null ? null : ((await this.companies.memberOf(offer.buyer.id))?.companyId ?? offer.buyer.id);
    const order = Order.place({ ...orderOfOffer(offer, articles, terms, offerNumber(offer.id), now), companyId });
    try {
      return await this.uow.run(async () => {
        const locked = await this.offers.findForUpdate(command.offerId);
        if (!locked) return err({ code: 'offerNotFound' as const });
        const again = offerTransition(locked.status, 'accept');
        if (!again.ok) return err({ code: again.refusal, status: locked.status });
        if (locked.version !== offer.version) return err({ code: 'offerVersionConflict' as const, version: locked.version });
        await this.orders.add(order);
        if (!(await this.offers.linkOrder(locked.id, order.id))) throw new OfferAlreadyLinked();
        const provider = terms.payment.provider;
        const instruction = provider
          ? provider.mailInstruction({ orderId: order.id, orderNumber: order.number, total: order.totals.total, currency: order.currency, locale: order.locale, buyerEmail: order.buyer.email }, terms.payment.bankAccount)
          : null;
        // As for a placed order: a provider without an outside service has started the payment with this.
        if (provider?.startsWithOrder && instruction) {
          order.recordPayment(instruction);
          await this.orders.save(order);
        }
        await this.mailer.queueConfirmation(context, order, instruction, terms.vatTreatment);
        await this.audit.record({ adminId: command.adminId, action: 'offer.accept', entity: 'offer', entityId: locked.id, before: { status: locked.status, version: locked.version }, after: { status: 'accepted', orderId: order.id, total: order.totals.total } });
        return ok({ id: locked.id, status: 'accepted' as const, orderId: order.id, orderNumber: order.number });
      });
    } catch (error) {
      if (error instanceof OfferAlreadyLinked) return err({ code: 'offerStatusFinal', status: 'accepted' });
      throw error;
    }
  }
}
