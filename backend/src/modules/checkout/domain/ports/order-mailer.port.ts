import type { AdminOrderStatus, VatTreatment } from '@shop/domain';
import type { Order } from '../order';
import type { OutgoingMail } from '../../../../shared/mail/mail-queue';
import type { PaymentInstruction } from './payment-provider.port';

/** What an order mail needs from the settings, read before the unit of work (no pool reads inside it, ADR 0015). */
export interface OrderMailContext {
  locale: 'de' | 'en';
  shopName: string;
  shopAddress: string | null;
  /** The account's order page (customers), else null: the mail links the shop. */
  accountOrderUrl: string | null;
  /** Who gets the mail: a customer (with an account the texts point to) or a guest (who has none). */
  buyer: 'customer' | 'guest';
}

/** A member of the buyer's company who is asked to approve an order (an active approver or admin, not the buyer). */
export interface ApprovalRecipient {
  email: string;
  name: string;
  locale: 'de' | 'en';
}

/** What the approval mails need from the settings, read before the unit of work. */
export interface ApprovalMailContext {
  shopName: string;
  shopAddress: string | null;
  /** The account's approvals page and orders page per language (absolute), or null when the page is not set up. */
  approvalsUrl: Record<'de' | 'en', string | null>;
  accountOrdersUrl: Record<'de' | 'en', string | null>;
}

/**
 * The buyer's order mails, queued through the mail queue (ADR 0014): inside the running unit of work, so a
 * mail exists exactly when the order (or its status change) does, and is sent after the commit.
 */
export abstract class OrderMailer {
  abstract prepare(locale: 'de' | 'en', isCustomer: boolean): Promise<OrderMailContext>;
  /** The order confirmation with what the buyer is told about paying and the VAT note, made to be stored with the order (`OrderRepository.add`). */
  abstract confirmationOf(context: OrderMailContext, order: Order, payment: PaymentInstruction | null, vat: Pick<VatTreatment, 'kind' | 'buyerVatId' | 'sellerVatId'> | null): OutgoingMail;
  /** The mails asking each recipient to approve the waiting order, made to be stored with it (no confirmation to the buyer yet): ADR 0051. */
  abstract approvalRequestsOf(context: ApprovalMailContext, order: Order, recipients: readonly ApprovalRecipient[], buyerName: string): OutgoingMail[];
  /** The order confirmation with what the buyer is told about paying and the VAT note (an order stored before: an approved one). */
  abstract queueConfirmation(context: OrderMailContext, order: Order, payment: PaymentInstruction | null, vat: Pick<VatTreatment, 'kind' | 'buyerVatId' | 'sellerVatId'> | null): Promise<void>;
  /** What the approval mails need (shop name, the account pages), read before the unit of work. */
  abstract prepareApproval(): Promise<ApprovalMailContext>;
  /** Tells the buyer that an approver rejected his order, with the reason. */
  abstract queueApprovalRejected(context: ApprovalMailContext, order: Order, approverName: string): Promise<void>;
  /** The mail that an order was completed or canceled. */
  abstract queueStatusMail(context: OrderMailContext, order: Order, status: Extract<AdminOrderStatus, 'completed' | 'canceled'>): Promise<void>;
}
