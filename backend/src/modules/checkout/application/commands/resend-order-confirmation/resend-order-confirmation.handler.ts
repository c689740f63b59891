import { Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@shop/domain';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { OrderMailer } from '../../../domain/ports/order-mailer.port';
import { OrderRepository } from '../../../domain/ports/order.repository.port';

export interface ResendOrderConfirmationCommand {
  orderId: number;
  adminId: number;
}

/**
 * An admin sends the order confirmation again (the buyer lost it): the same mail with its PDF, in the order's
 * language, with the payment instruction and VAT note the order keeps; queued and audited in one unit of work
 * (docs/decisions/0047-contact-inbox-and-order-admin.md).
 */
@Injectable()
export class ResendOrderConfirmationHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly orders: OrderRepository,
    private readonly mailer: OrderMailer,
    private readonly audit: AuditLog,
  ) {}

  async execute(command: ResendOrderConfirmationCommand): Promise<Result<{ id: number; to: string }, { code: 'orderNotFound' }>> {
    const order = await this.orders.findById(command.orderId);
    if (!order) return err({ code: 'orderNotFound' as const });
    const context = await this.mailer.prepare(order.locale === 'en' ? 'en' : 'de', order.buyer.id !== null);
    const vat = order.vat.kind ? { kind: order.vat.kind, buyerVatId: order.vat.buyerVatId, sellerVatId: order.vat.sellerVatId } : null;
    return this.uow.run(async () => {
      await this.mailer.queueConfirmation(context, order, order.payment, vat);
      await this.audit.record({ adminId: command.adminId, action: 'order.resendConfirmation', entity: 'order', entityId: command.orderId, before: null, after: { to: order.buyer.email } });
      return ok({ id: command.orderId, to: order.buyer.email });
    });
  }
}
