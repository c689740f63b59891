import { Injectable } from '@nestjs/common';
import { err, ok, offerTransition, type Result } from '@shop/domain';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { OfferRepository } from '../../../domain/ports/offer.repository.port';
import type { OfferActionError, OfferActionResult } from '../adjust-offer/adjust-offer.handler';

export interface ChangeOfferStatusCommand {
  offerId: number;
  action: 'decline' | 'expire';
  adminId: number;
}

/**
 * The admin marks an offer declined (the buyer said no) or expired (no answer in time): with the offer locked,
 * as the status machine of @shop/domain allows (from open or sent; accepted, declined and expired are final),
 * with its audit entry in the same unit of work.
 */
@Injectable()
export class ChangeOfferStatusHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly offers: OfferRepository,
    private readonly audit: AuditLog,
  ) {}

  async execute(command: ChangeOfferStatusCommand): Promise<Result<OfferActionResult, OfferActionError>> {
    return this.uow.run(async () => {
      const offer = await this.offers.findForUpdate(command.offerId);
      if (!offer) return err({ code: 'offerNotFound' as const });
      const transition = offerTransition(offer.status, command.action);
      if (!transition.ok) return err({ code: transition.refusal, status: offer.status });
      await this.offers.update(offer.id, { status: transition.to });
      await this.audit.record({ adminId: command.adminId, action: `offer.${command.action}`, entity: 'offer', entityId: offer.id, before: { status: offer.status }, after: { status: transition.to } });
      return ok({ id: offer.id, status: transition.to, version: offer.version });
    });
  }
}
