import { err, isAdminOrderStatus, isCountedOrder, isUnapprovedOrder, ok, type ApprovalReason, type OrderApprovalState, orderStatusNeedsMail, orderStatusRefusal, type AdminOrderStatus, type Cents, type Result, type VatTreatment, type VatTreatmentKind } from '@shop/domain';
import type { PaymentInstruction } from './ports/payment-provider.port';

/** A value whose parts cannot be changed through it, at any depth (dates are values). */
export type ReadonlyState<T> = T extends Date
  ? T
  : T extends ReadonlyArray<infer U>
    ? ReadonlyArray<ReadonlyState<U>>
    : T extends object
      ? { readonly [K in keyof T]: ReadonlyState<T[K]> }
      : T;

/**
 * The Order aggregate: what a buyer ordered (positions with the prices they were sold at), who bought
 * (a snapshot of the buyer and both addresses), how it ships and is paid, its totals and VAT treatment, and
 * its status. Every write to an order goes through this class and the `OrderRepository` port; reads for
 * pages and lists are checkout's query classes (`application/queries`, `application/admin`).
 *
 * Invariants: an order has at least one position; its amounts are whole, non-negative cents that add up
 * (item total = Σ line totals, subtotal = item total − discount + shipping + payment fee, total = subtotal +
 * VAT); its status changes only as the status machine of `@shop/domain` (orders.ts) allows — in progress →
 * completed or canceled, both final. An order of a company member over his limits waits for approval
 * (ADR 0051): its approval is awaiting until another approver or admin of the company approves (then it is an
 * order like any other) or rejects it (it goes no further); awaiting and rejected orders count nowhere and their
 * status is not changed. The approval is decided once.
 */

/** An order's approval (company accounts, ADR 0051); null on orders that never needed one. */
export interface OrderApproval {
  state: OrderApprovalState;
  reason: ApprovalReason;
  approvedBy: number | null;
  approvedAt: Date | null;
  rejectedBy: number | null;
  rejectedAt: Date | null;
  rejectionReason: string | null;
}

export type ApprovalRefusal = { code: 'orderApprovalAlreadyDecided'; state: OrderApprovalState | null } | { code: 'companyCannotApproveOwnOrder' };

export interface LocalizedName {
  de: string;
  en: string;
}

export interface OrderAddress {
  nameLine1: string;
  nameLine2: string;
  street: string;
  postOfficeBox: string;
  zip: string;
  city: string;
  country: string;
  taxNo: string;
}

/** The buyer as the order keeps it (a guest typed it in; a customer's comes from the account at the time of ordering). */
export interface OrderBuyer {
  /** The customer's user id; null for a guest. */
  id: number | null;
  email: string;
  company: string;
  lastname: string;
  firstname: string | null;
  salutation: string | null;
  customerId: string | null;
}

export interface OrderPosition {
  productId: string;
  /** The article's name in both languages at the time of ordering (a configured product: its configurator's). */
  name: LocalizedName;
  /** Price per price unit, cents, in the order's currency. */
  unitPrice: Cents;
  priceUnit: number;
  /** The unit of quantity (pieces, meters, …); null for orders from before units were kept. */
  unit: string | null;
  customProductType: string | null;
  /** A configured product's configuration as its configurator accepted it; null for catalogue articles. */
  customConfiguration: Record<string, unknown> | null;
  /** Exact decimal string. */
  qty: string;
  discountPercentage: string;
  lineTotal: Cents;
}

export interface OrderShippingMethod {
  name: LocalizedName;
  priceCents: Cents;
  /** The delivery time as stored (`messageId:days:earliest:latest`), '' when none was given. */
  deliveryTimeInfo: string;
}

export interface OrderPaymentMethod {
  name: LocalizedName;
  feeCents: Cents;
}

export interface OrderTotals {
  itemTotal: Cents;
  discountAmount: Cents;
  discountPercentage: string;
  couponCode: string | null;
  /** Net: items after discount + shipping + payment fee. */
  subtotal: Cents;
  vat: Cents;
  vatRate: string;
  /** Gross. */
  total: Cents;
}

/** How the order was taxed (docs/vat.md); the rate is totals.vatRate. */
export interface OrderVat {
  /** Null for orders placed before the treatment was kept. */
  kind: VatTreatmentKind | null;
  reverseCharge: boolean;
  buyerVatId: string | null;
  sellerVatId: string | null;
  vatIdCheckedAt: Date | null;
  vatIdCheckReference: string | null;
}

export interface OrderProps {
  id: number | null;
  orderDate: Date;
  status: string;
  buyer: OrderBuyer;
  customerOrderId: string;
  /** The buyer's cost centre ('' when none was given). */
  costCentre: string;
  /** The buyer's company at placing (company accounts); null for guests. */
  companyId: number | null;
  /** Null when the order never needed approval. */
  approval: OrderApproval | null;
  comment: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  shippingMethod: OrderShippingMethod;
  paymentMethod: OrderPaymentMethod;
  currency: string;
  totals: OrderTotals;
  vat: OrderVat;
  positions: OrderPosition[];
  aquisitionIds: { order: string | null; initial: string | null };
  desiredDeliveryDate: string | null;
  channel: string;
  originId: string | null;
  locale: string;
  incoterm: string;
  /** What the buyer was told about paying; null while the payment provider has not started (or failed to). */
  payment: PaymentInstruction | null;
}

/** An order as placing it gives it (no id, no status, no payment yet); `approvalReason` when it waits for approval. */
export type NewOrder = Omit<OrderProps, 'id' | 'status' | 'payment' | 'approval' | 'costCentre' | 'companyId'> & { costCentre?: string; companyId?: number | null; approvalReason?: ApprovalReason | null };

/** A status change an admin made, as the order's history keeps it. */
export interface OrderStatusChange {
  from: string;
  to: AdminOrderStatus;
  adminId: number;
  adminName: string;
  /** The buyer is mailed about this change (completed, canceled). */
  mailsBuyer: boolean;
}

export type OrderStatusRefusal =
  | { code: 'adOrderStatusInvalid' }
  | { code: 'adOrderStatusConflict'; current: string }
  | { code: 'adOrderStatusFinal'; current: string }
  | { code: 'adOrderStatusUnchanged'; current: string }
  | { code: 'adOrderNotApproved'; current: string };

/** The VAT columns an order keeps of the treatment it was priced with (none: an order priced without a destination). */
export function orderVatOf(treatment: VatTreatment | null | undefined): OrderVat {
  return {
    kind: treatment?.kind ?? null,
    reverseCharge: treatment?.reverseCharge ?? false,
    buyerVatId: treatment?.buyerVatId ?? null,
    sellerVatId: treatment?.sellerVatId ?? null,
    vatIdCheckedAt: treatment?.vatIdCheckedAt ? new Date(treatment.vatIdCheckedAt) : null,
    vatIdCheckReference: treatment?.vatIdCheckReference ?? null,
  };
}

const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** Why a new order's figures cannot be an order (a programming error of the caller, never a buyer's input). */
export function orderInvariantViolation(order: Pick<OrderProps, 'positions' | 'totals' | 'shippingMethod' | 'paymentMethod'>): string | null {
  const { totals: t, positions } = order;
  if (positions.length === 0) return 'an order has at least one position';
  const amounts = [t.itemTotal, t.discountAmount, t.subtotal, t.vat, t.total, order.shippingMethod.priceCents, order.paymentMethod.feeCents, ...positions.flatMap((p) => [p.unitPrice, p.lineTotal])];
  if (!amounts.every(isCents)) return 'amounts are whole, non-negative cents';
  if (positions.reduce((sum, p) => sum + p.lineTotal, 0) !== t.itemTotal) return 'the item total is the sum of the line totals';
  if (t.discountAmount > t.itemTotal) return 'the discount is at most the item total';
  if (t.itemTotal - t.discountAmount + order.shippingMethod.priceCents + order.paymentMethod.feeCents !== t.subtotal) return 'the subtotal is items after discount plus shipping and payment fee';
  if (t.subtotal + t.vat !== t.total) return 'the total is the subtotal plus VAT';
  return null;
}

export class Order {
  private statusChanges: OrderStatusChange[] = [];
  private paymentRecorded = false;
  private approvalDecided = false;

  private constructor(private props: OrderProps) {}

  /** A new order, in progress. Throws when its figures break an invariant (the caller priced it wrongly). */
  static place(order: NewOrder): Order {
    const violation = orderInvariantViolation(order);
    if (violation) throw new Error(`not an order: ${violation}`);
    const { approvalReason, costCentre, companyId, ...rest } = order;
    const approval: OrderApproval | null = approvalReason
      ? { state: 'awaiting', reason: approvalReason, approvedBy: null, approvedAt: null, rejectedBy: null, rejectedAt: null, rejectionReason: null }
      : null;
    return new Order({ ...rest, costCentre: costCentre ?? '', companyId: companyId ?? null, approval, id: null, status: 'inProgress', payment: null });
  }

  /** An order as it was stored (its figures are what they were; no check). */
  static restore(props: OrderProps): Order {
    return new Order(props);
  }

  get id(): number {
    if (this.props.id === null) throw new Error('the order has not been stored yet');
    return this.props.id;
  }

  get isStored(): boolean {
    return this.props.id !== null;
  }

  get number(): string {
    // Order numbers are the order ids (ADR 0015).
    return String(this.id);
  }

  get status(): string {
    return this.props.status;
  }

  /** Canceled, awaiting and rejected orders are listed but count nowhere (`@shop/domain` isCountedOrder). */
  get counts(): boolean {
    return isCountedOrder({ status: this.props.status, approvalState: this.props.approval?.state ?? null });
  }

  get approval(): Readonly<OrderApproval> | null {
    return this.props.approval;
  }

  /** Waiting for an approver: no confirmation yet, no payment started. */
  get awaitsApproval(): boolean {
    return this.props.approval?.state === 'awaiting';
  }

  /** The buyer's own order number ('' when none). */
  get customerOrderId(): string {
    return this.props.customerOrderId;
  }

  /** The buyer's cost centre ('' when none). */
  get costCentre(): string {
    return this.props.costCentre;
  }

  get companyId(): number | null {
    return this.props.companyId;
  }

  /** Whether an approval decision was made since the order was loaded (the repository writes it once). */
  get hasNewApprovalDecision(): boolean {
    return this.approvalDecided;
  }

  get buyer(): Readonly<OrderBuyer> {
    return this.props.buyer;
  }

  get locale(): 'de' | 'en' {
    return this.props.locale === 'en' ? 'en' : 'de';
  }

  get totals(): Readonly<OrderTotals> {
    return this.props.totals;
  }

  get currency(): string {
    return this.props.currency;
  }

  get vat(): Readonly<OrderVat> {
    return this.props.vat;
  }

  get payment(): PaymentInstruction | null {
    return this.props.payment;
  }

  get orderDate(): Date {
    return this.props.orderDate;
  }

  get deliveryTimeInfo(): string {
    return this.props.shippingMethod.deliveryTimeInfo;
  }

  /** Status changes made since the order was loaded (the repository writes them with the history). */
  get pendingStatusChanges(): readonly OrderStatusChange[] {
    return this.statusChanges;
  }

  /** Whether a payment instruction was recorded since the order was loaded. */
  get hasNewPayment(): boolean {
    return this.paymentRecorded;
  }

  /** A new order gets its id (its number) before it is stored: drawn by the repository (`OrderRepository.nextId`). */
  numbered(id: number): void {
    if (this.props.id !== null) throw new Error(`order ${this.props.id} has its number already`);
    this.props.id = id;
  }

  /** The repository gives a new order its id once stored (the one it was numbered with, if any). */
  stored(id: number): void {
    if (this.props.id !== null && this.props.id !== id) throw new Error(`order ${this.props.id} cannot become ${id}`);
    this.props.id = id;
  }

  /** The repository has written the pending changes. */
  changesSaved(): void {
    this.statusChanges = [];
    this.paymentRecorded = false;
    this.approvalDecided = false;
  }

  /**
   * An approver (another member than the buyer, with the approve permission: checked by the caller) approves the
   * waiting order: from now on it is an order like any other. Refused when it waits for nothing (never needed
   * approval, or already decided) and when the approver is the buyer.
   */
  approve(by: number, at: Date): Result<OrderApproval, ApprovalRefusal> {
    const refusal = this.approvalRefusal(by);
    if (refusal) return err(refusal);
    this.props.approval = { ...this.props.approval!, state: 'approved', approvedBy: by, approvedAt: at };
    this.approvalDecided = true;
    return ok(this.props.approval);
  }

  /** An approver rejects the waiting order with a reason (1..500 characters, checked by the caller): it goes no further. */
  reject(by: number, reason: string, at: Date): Result<OrderApproval, ApprovalRefusal> {
    const refusal = this.approvalRefusal(by);
    if (refusal) return err(refusal);
    this.props.approval = { ...this.props.approval!, state: 'rejected', rejectedBy: by, rejectedAt: at, rejectionReason: reason };
    this.approvalDecided = true;
    return ok(this.props.approval);
  }

  private approvalRefusal(by: number): ApprovalRefusal | null {
    if (this.props.approval?.state !== 'awaiting') return { code: 'orderApprovalAlreadyDecided', state: this.props.approval?.state ?? null };
    if (this.props.buyer.id === by) return { code: 'companyCannotApproveOwnOrder' };
    return null;
  }

  /**
   * An admin sets the status. Refused: an unknown status; another status than `expected` (two admins at once);
   * a final status (completed, canceled); the status it has. The change carries whether the buyer is mailed.
   */
  changeStatus(to: string, by: { adminId: number; adminName: string }, expected?: string): Result<OrderStatusChange, OrderStatusRefusal> {
    const from = this.props.status;
    if (!isAdminOrderStatus(to)) return err({ code: 'adOrderStatusInvalid' });
    // An order awaiting approval or rejected is no order yet: nothing to complete or cancel (ADR 0051).
    if (isUnapprovedOrder({ approvalState: this.props.approval?.state })) return err({ code: 'adOrderNotApproved', current: from });
    if (expected !== undefined && expected !== from) return err({ code: 'adOrderStatusConflict', current: from });
    const refusal = orderStatusRefusal(from, to);
    if (refusal === 'adOrderStatusInvalid') return err({ code: refusal });
    if (refusal) return err({ code: refusal, current: from });
    const change: OrderStatusChange = { from, to, adminId: by.adminId, adminName: by.adminName, mailsBuyer: orderStatusNeedsMail(to) };
    this.props.status = to;
    this.statusChanges.push(change);
    return ok(change);
  }

  /** The payment provider has started the payment: what the buyer is told. */
  recordPayment(instruction: PaymentInstruction): void {
    this.props.payment = instruction;
    this.paymentRecorded = true;
  }

  /** A copy of the order's state, the caller's to change. */
  toProps(): OrderProps {
    return structuredClone(this.props);
  }

  /**
   * The order's state to read without a copy (its rows, its view for the confirmation): the type keeps the caller
   * from changing it, so it stays the aggregate's own. Placing an order reads it twice; a copy each time was a
   * twentieth of an order's CPU.
   */
  get state(): ReadonlyState<OrderProps> {
    return this.props;
  }
}
