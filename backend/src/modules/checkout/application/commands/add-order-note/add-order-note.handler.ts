import { Injectable } from '@nestjs/common';
import { err, ok, orderNoteError, type Result } from '@shop/domain';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { AdminNames } from '../../../domain/ports/admin-names.port';
import { OrderNotes } from '../../../domain/ports/order-notes.port';
import { OrderRepository } from '../../../domain/ports/order.repository.port';

export interface AddOrderNoteCommand {
  orderId: number;
  text: string;
  adminId: number;
}

export type AddOrderNoteError = { code: 'orderNotFound' } | { code: 'adOrderNoteInvalid' };

/**
 * An admin writes an internal note on an order (never shown to the buyer): kept with its author and time, and
 * audited, in one unit of work (docs/decisions/0047-contact-inbox-and-order-admin.md).
 */
@Injectable()
export class AddOrderNoteHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly orders: OrderRepository,
    private readonly notes: OrderNotes,
    private readonly admins: AdminNames,
    private readonly audit: AuditLog,
  ) {}

  async execute(command: AddOrderNoteCommand): Promise<Result<{ id: number; orderId: number }, AddOrderNoteError>> {
    const invalid = orderNoteError(command.text);
    if (invalid) return err({ code: invalid });
    const text = command.text.replace(/\r\n?/g, '\n').trim();
    const [order, adminName] = await Promise.all([this.orders.findById(command.orderId), this.admins.nameOf(command.adminId)]);
    if (!order) return err({ code: 'orderNotFound' as const });
    return this.uow.run(async () => {
      const id = await this.notes.add({ orderId: command.orderId, adminId: command.adminId, adminName, text });
      await this.audit.record({ adminId: command.adminId, action: 'order.note', entity: 'order', entityId: command.orderId, before: null, after: { noteId: id, text } });
      return ok({ id, orderId: command.orderId });
    });
  }
}
