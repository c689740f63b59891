import { Injectable } from '@nestjs/common';
import { adjustOffer, err, ok, offerTransition, type OfferPositionChange, type OfferTransitionRefusal, type Result } from '@shop/domain';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { OrderCatalogue } from '../../../domain/ports/order-catalogue.port';
import { OfferRepository, type OfferPosition, type OfferPrice } from '../../../domain/ports/offer.repository.port';

export interface AdjustOfferCommand {
  offerId: number;
  /** The version the admin saw: a change made on an older one is refused (offerVersionConflict). */
  expectedVersion: number;
  changes: OfferPositionChange[];
  adminId: number;
}

export type OfferActionError =
  | { code: 'offerNotFound' }
  | { code: OfferTransitionRefusal; status: string }
  | { code: 'offerVersionConflict'; version: number }
  | { code: 'VALIDATION_FAILED'; fields: Record<string, string> }
  | { code: 'leasingNotAvailableMsg' };

export interface OfferActionResult {
  id: number;
  status: string;
  version: number;
}

/**
 * The admin adjusts an offer's quantities and unit prices (docs/decisions/0046-offers-to-orders.md): with the
 * offer locked, its status must allow it (open or sent; a sent offer becomes open again), the version must be
 * the one the admin saw, and `adjustOffer` (@shop/domain) checks every value as if the admin's browser were
 * hostile and computes the lines and offer terms with the functions the offer request used. The change, the
 * raised version and the audit entry are one unit of work.
 */
@Injectable()
export class AdjustOfferHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly offers: OfferRepository,
    private readonly catalogue: OrderCatalogue,
    private readonly audit: AuditLog,
  ) {}

  async execute(command: AdjustOfferCommand): Promise<Result<OfferActionResult, OfferActionError>> {
    const current = await this.offers.find(command.offerId);
    if (!current) return err({ code: 'offerNotFound' });
    // The quantity rules of the offer's articles, read before the unit of work.
    const articles = await this.catalogue.articles(current.positions.filter((p) => !p.customProductType).map((p) => p.productId));
    const rules = new Map([...articles.values()].map((a) => [a.id, a.orderQuantity]));
    return this.uow.run(async () => {
      const offer = await this.offers.findForUpdate(command.offerId);
      if (!offer) return err({ code: 'offerNotFound' as const });
      const transition = offerTransition(offer.status, 'adjust');
      if (!transition.ok) return err({ code: transition.refusal, status: offer.status });
      if (offer.version !== command.expectedVersion) return err({ code: 'offerVersionConflict' as const, version: offer.version });
      const adjusted = adjustOffer({ type: offer.type, positions: offer.positions, itemTotal: offer.price.itemTotal, shoppingCartValue: offer.price.shoppingCartValue, trainingCost: offer.price.trainingCost }, command.changes, rules);
      if (!adjusted.ok) return err('fields' in adjusted.error ? { code: 'VALIDATION_FAILED' as const, fields: adjusted.error.fields } : adjusted.error);
      const f = adjusted.value;
      const positions: OfferPosition[] = f.positions;
      const price: OfferPrice = { itemTotal: f.itemTotal, shoppingCartValue: f.shoppingCartValue, trainingCost: f.trainingCost, rate: f.rate, purchasePrice: f.purchasePrice, months: f.months, couponCode: offer.price.couponCode };
      await this.offers.update(offer.id, { status: transition.to, positions, price, bumpVersion: true });
      await this.audit.record({
        adminId: command.adminId,
        action: 'offer.adjust',
        entity: 'offer',
        entityId: offer.id,
        before: { status: offer.status, version: offer.version, positions: offer.positions.map(({ qty, price: p }) => ({ qty, price: p })), price: offer.price },
        after: { status: transition.to, version: offer.version + 1, positions: positions.map(({ qty, price: p }) => ({ qty, price: p })), price },
      });
      return ok({ id: offer.id, status: transition.to, version: offer.version + 1 });
    });
  }
}
