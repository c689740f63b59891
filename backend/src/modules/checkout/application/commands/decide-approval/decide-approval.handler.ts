import { Injectable } from '@nestjs/common';
import { companyCan, err, ok, rejectionReasonError, type OrderApprovalState, type Result } from '@shop/domain';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { CompanyDirectory } from '../../../../identity';
import { OrderMailer } from '../../../domain/ports/order-mailer.port';
import { OrderRepository } from '../../../domain/ports/order.repository.port';

export interface DecideApprovalCommand {
  orderId: number;
  /** The logged-in member deciding (from the session). */
  memberId: number;
  decision: 'approve' | 'reject';
  /** The rejection's reason (1..500 characters); ignored for an approval. */
  reason?: string;
}

export interface ApprovalDecided {
  orderId: number;
  orderNumber: string;
  approvalState: OrderApprovalState;
}

export type DecideApprovalError =
  | { code: 'orderNotFound' }
  | { code: 'companyApprovalNotAllowed' }
  | { code: 'companyCannotApproveOwnOrder' }
  | { code: 'orderApprovalAlreadyDecided' }
  | { code: 'orderRejectionReasonInvalid' };

/**
 * An approver or admin of the buyer's company approves or rejects an order waiting for approval (ADR 0051).
 * Decided exactly once: the order's row is locked in the unit of work, so of two decisions at once the second
 * sees the first one's state (409 orderApprovalAlreadyDecided); the repository writes the decision only while
 * the order is still awaiting. Approved: the buyer's confirmation mail with its PDF is queued with the decision
 * (the same `OrderMailer.queueConfirmation` placing uses), with the prices and payment stored at placing.
 * Rejected: the buyer's mail with the reason; the order goes no further. An order of another company (or a
 * guest's) is answered as not found. Depends on ports only; the spec runs it on fakes.
 */
@Injectable()
export class DecideApprovalHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly orders: OrderRepository,
    private readonly companies: CompanyDirectory,
    private readonly mailer: OrderMailer,
  ) {}

  async execute(command: DecideApprovalCommand, now = new Date()): Promise<Result<ApprovalDecided, DecideApprovalError>> {
    const member = await this.companies.memberOf(command.memberId);
    if (!member || !member.active) return err({ code: 'orderNotFound' });
    const current = await this.orders.findById(command.orderId);
    // Another company's order (or a guest's) does not exist for this member: never its data, never 403.
    if (!current || current.companyId === null || current.companyId !== member.companyId) return err({ code: 'orderNotFound' });
    if (!companyCan(member.role, 'approve')) return err({ code: 'companyApprovalNotAllowed' });
    const reason = (command.reason ?? '').trim();
    if (command.decision === 'reject' && rejectionReasonError(reason)) return err({ code: 'orderRejectionReasonInvalid' });

    // The mail settings are read before the unit of work (no pool reads inside it, ADR 0015).
    const confirmationContext = command.decision === 'approve' ? await this.mailer.prepare(current.locale, true) : null;
    const approvalContext = command.decision === 'reject' ? await this.mailer.prepareApproval() : null;

    return this.uow.run(async () => {
      const order = await this.orders.findForUpdate(command.orderId);
      if (!order) return err({ code: 'orderNotFound' as const });
      const decided = command.decision === 'approve' ? order.approve(member.userId, now) : order.reject(member.userId, reason, now);
      if (!decided.ok) return err({ code: decided.error.code });
      await this.orders.save(order);
      if (command.decision === 'approve') {
        const vat = order.vat.kind ? { kind: order.vat.kind, buyerVatId: order.vat.buyerVatId, sellerVatId: order.vat.sellerVatId } : null;
        await this.mailer.queueConfirmation(confirmationContext!, order, order.payment, vat);
      } else {
        await this.mailer.queueApprovalRejected(approvalContext!, order, member.name);
      }
      return ok({ orderId: order.id, orderNumber: order.number, approvalState: decided.value.state });
    });
  }
}
