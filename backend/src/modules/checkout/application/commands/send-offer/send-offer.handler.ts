import { Injectable } from '@nestjs/common';
import { err, offerTransition, offerValidUntil, ok, type Result } from '@shop/domain';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { orderOfOffer } from '../../../domain/offer-order';
import { OfferOrderTermsPort } from '../../../domain/ports/offer-order-terms.port';
import { OrderCatalogue } from '../../../domain/ports/order-catalogue.port';
import { OfferMailer, OfferRepository, offerNumber } from '../../../domain/ports/offer.repository.port';
import { formatValidUntil, OfferDocument } from '../../offers/offer-document';
import type { OfferActionError, OfferActionResult } from '../adjust-offer/adjust-offer.handler';

export interface SendOfferCommand {
  offerId: number;
  /** The version the admin saw (and the PDF shows): a change made meanwhile refuses the sending. */
  expectedVersion: number;
  adminId: number;
}

export type SendOfferError = OfferActionError | { code: 'offerNoDeliveryTerms' };

/**
 * The admin sends an offer to the buyer (docs/decisions/0046-offers-to-orders.md): its PDF — the order it would
 * become with the offered prices, the shop's first shipping and payment method and VAT, valid for
 * OFFER_VALID_DAYS — is rendered before the unit of work; in it, with the offer locked and still at the
 * version rendered, the status becomes `sent`, the mail with the PDF attached is queued (sent after the commit)
 * and the audit entry written. Sending again (after an adjustment) sends the new version.
 */
@Injectable()
export class SendOfferHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly offers: OfferRepository,
    private readonly mails: OfferMailer,
    private readonly catalogue: OrderCatalogue,
    private readonly terms: OfferOrderTermsPort,
    private readonly documents: OfferDocument,
    private readonly audit: AuditLog,
  ) {}

  async execute(command: SendOfferCommand, now = new Date()): Promise<Result<OfferActionResult & { validUntil: string }, SendOfferError>> {
    const offer = await this.offers.find(command.offerId);
    if (!offer) return err({ code: 'offerNotFound' });
    const transition = offerTransition(offer.status, 'send');
    if (!transition.ok) return err({ code: transition.refusal, status: offer.status });
    if (offer.version !== command.expectedVersion) return err({ code: 'offerVersionConflict', version: offer.version });
    const [terms, articles] = await Promise.all([
      this.terms.termsFor({ buyer: { id: offer.buyer.id }, positions: offer.positions, value: offer.price.shoppingCartValue, locale: offer.locale }),
      this.catalogue.articles(offer.positions.filter((p) => !p.customProductType).map((p) => p.productId)),
    ]);
    if (!terms) return err({ code: 'offerNoDeliveryTerms' });
    const number = offerNumber(offer.id);
    const validUntil = offerValidUntil(now);
    const pdf = await this.documents.render(orderOfOffer(offer, articles, terms, number, now), number, offer.createdAt, validUntil, offer.locale);
    const context = await this.mails.prepare(offer.locale);
    return this.uow.run(async () => {
      const locked = await this.offers.findForUpdate(command.offerId);
      if (!locked) return err({ code: 'offerNotFound' as const });
      const again = offerTransition(locked.status, 'send');
      if (!again.ok) return err({ code: again.refusal, status: locked.status });
      if (locked.version !== offer.version) return err({ code: 'offerVersionConflict' as const, version: locked.version });
      await this.offers.update(locked.id, { status: again.to, sentAt: now, validUntil });
      await this.mails.queueOffer(context, { offerNumber: number, buyer: locked.buyer, validUntil: formatValidUntil(validUntil, locked.locale), pdf });
      await this.audit.record({ adminId: command.adminId, action: 'offer.send', entity: 'offer', entityId: locked.id, before: { status: locked.status }, after: { status: again.to, version: locked.version, validUntil, to: locked.buyer.email } });
      return ok({ id: locked.id, status: again.to, version: locked.version, validUntil });
    });
  }
}
