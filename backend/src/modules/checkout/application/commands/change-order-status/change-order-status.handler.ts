import { Injectable } from '@nestjs/common';
import { err, isAdminOrderStatus, ok, orderStatusNeedsMail, type AdminOrderStatus, type Result } from '@shop/domain';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import type { OrderStatusRefusal } from '../../../domain/order';
import { AdminNames } from '../../../domain/ports/admin-names.port';
import { OrderMailer } from '../../../domain/ports/order-mailer.port';
import { OrderRepository } from '../../../domain/ports/order.repository.port';

export interface ChangeOrderStatusCommand {
  orderId: number;
  status: string;
  /** When given, the change is made only if the order still has this status (two admins at once). */
  expectedStatus?: string;
  adminId: number;
}

export type ChangeOrderStatusError = { code: 'orderNotFound' } | OrderStatusRefusal;

/**
 * An admin sets an order's status (in progress, completed, canceled). In one unit of work, with the order
 * locked: the new status with its history row (who and when), the audit log entry (before and after) and, for
 * completed and canceled, the buyer's mail in the order's language. Either all of it happens or none. Which
 * changes are allowed is the Order aggregate's (the status machine of `@shop/domain` orders.ts): in progress →
 * completed or canceled; both final, so the buyer gets one mail per real change and none that a later change
 * would contradict. Depends on ports only; `change-order-status.handler.spec.ts` runs it on fakes.
 */
@Injectable()
export class ChangeOrderStatusHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly orders: OrderRepository,
    private readonly mailer: OrderMailer,
    private readonly admins: AdminNames,
    private readonly audit: AuditLog,
  ) {}

  async execute(command: ChangeOrderStatusCommand): Promise<Result<{ id: number; status: AdminOrderStatus; previous: string; mailed: boolean }, ChangeOrderStatusError>> {
    const to = command.status;
    if (!isAdminOrderStatus(to)) return err({ code: 'adOrderStatusInvalid' });
    // Read before the unit of work (a pooled read while a transaction holds a connection could wait on it).
    const [current, adminName] = await Promise.all([this.orders.findById(command.orderId), this.admins.nameOf(command.adminId)]);
    if (!current) return err({ code: 'orderNotFound' });
    const context = orderStatusNeedsMail(to) ? await this.mailer.prepare(current.locale, current.buyer.id !== null) : null;
    return this.uow.run(async () => {
      const order = await this.orders.findForUpdate(command.orderId);
      if (!order) return err({ code: 'orderNotFound' as const });
      const changed = order.changeStatus(to, { adminId: command.adminId, adminName }, command.expectedStatus);
      if (!changed.ok) return err(changed.error);
      const change = changed.value;
      await this.orders.save(order);
      await this.audit.record({ adminId: command.adminId, action: 'order.status', entity: 'order', entityId: command.orderId, before: { status: change.from }, after: { status: change.to } });
      let mailed = false;
      if (context && change.mailsBuyer && change.to !== 'inProgress') {
        await this.mailer.queueStatusMail(context, order, change.to);
        mailed = true;
      }
      return ok({ id: command.orderId, status: change.to, previous: change.from, mailed });
    });
  }
}
