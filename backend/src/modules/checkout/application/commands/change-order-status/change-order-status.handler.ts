import { Injectable } from '@nestjs/common';
import { err, isAdminOrderStatus, ok, orderStatusNeedsMail, orderStatusRefusal, type AdminOrderStatus, type Result } from '@shop/domain';
import { ShopConfig } from '../../../../../config/app-config';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { MailQueue } from '../../../../../shared/mail/mail-queue';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import { IdentityFacade } from '../../../../identity';
import { OrderMails, queueOrderStatusMail } from '../../order-mails';

export interface ChangeOrderStatusCommand {
  orderId: number;
  status: string;
  /** When given, the change is made only if the order still has this status (two admins at once). */
  expectedStatus?: string;
  adminId: number;
}

export type ChangeOrderStatusError =
  | { code: 'orderNotFound' }
  | { code: 'adOrderStatusInvalid' }
  | { code: 'adOrderStatusConflict'; current: string }
  | { code: 'adOrderStatusFinal'; current: string }
  | { code: 'adOrderStatusUnchanged'; current: string };

type Row = Record<string, any>;

/**
 * An admin sets an order's status (in progress, completed, canceled). In one transaction, with the order's
 * row locked: the new status, a history row (who and when), the audit log entry (before and after) and, for
 * completed and canceled, the buyer's mail in the order's language. Either all of it happens or none.
 * Which changes are allowed is the order status machine's (libs/domain orders.ts): in progress → completed or
 * canceled; completed and canceled are final, so the buyer gets one mail per real change and none that a later
 * change would contradict.
 */
@Injectable()
export class ChangeOrderStatusHandler {
  constructor(
    private readonly tx: TransactionContext,
    private readonly audit: AuditLog,
    private readonly queue: MailQueue,
    private readonly mails: OrderMails,
    private readonly identity: IdentityFacade,
    private readonly config: ShopConfig,
  ) {}

  async execute(command: ChangeOrderStatusCommand): Promise<Result<{ id: number; status: AdminOrderStatus; previous: string; mailed: boolean }, ChangeOrderStatusError>> {
    const to = command.status;
    if (!isAdminOrderStatus(to)) return err({ code: 'adOrderStatusInvalid' });
    // Read outside the transaction (a pooled read while a transaction holds a connection could wait on it).
    const [[head], adminName] = await Promise.all([
      this.tx.manager().query('SELECT locale, user_id FROM shop_order WHERE id = $1', [command.orderId]) as Promise<Row[]>,
      this.identity.adminName(command.adminId),
    ]);
    if (!head) return err({ code: 'orderNotFound' });
    const locale = head.locale === 'en' ? 'en' : 'de';
    const context = orderStatusNeedsMail(to) ? await this.mails.prepare(locale, head.user_id !== null) : null;
    return this.tx.run(async () => {
      const m = this.tx.manager();
      const [order]: Row[] = await m.query('SELECT id, status, order_date, buyer_email, buyer_lastname, buyer FROM shop_order WHERE id = $1 FOR UPDATE', [command.orderId]);
      if (!order) return err({ code: 'orderNotFound' as const });
      const from = String(order.status);
      if (command.expectedStatus !== undefined && command.expectedStatus !== from) return err({ code: 'adOrderStatusConflict' as const, current: from });
      const refusal = orderStatusRefusal(from, to);
      if (refusal === 'adOrderStatusInvalid') return err({ code: refusal });
      if (refusal) return err({ code: refusal, current: from });
      await m.query('UPDATE shop_order SET status = $2 WHERE id = $1', [command.orderId, to]);
      await m.query('INSERT INTO order_status_change (order_id, from_status, to_status, admin_id, admin_name) VALUES ($1, $2, $3, $4, $5)', [command.orderId, from, to, command.adminId, adminName]);
      await this.audit.record({ adminId: command.adminId, action: 'order.status', entity: 'order', entityId: command.orderId, before: { status: from }, after: { status: to } });
      let mailed = false;
      if (context && orderStatusNeedsMail(to)) {
        await queueOrderStatusMail(
          this.queue,
          context,
          { id: command.orderId, orderDate: new Date(order.order_date).toISOString(), status: to },
          { email: order.buyer_email, lastname: order.buyer_lastname || null, salutation: order.buyer?.salutation ?? null },
          this.config.get('baseUrl'),
        );
        mailed = true;
      }
      return ok({ id: command.orderId, status: to, previous: from, mailed });
    });
  }
}
