/**
 * Hand-written fakes of checkout's ports, so the order handlers are tested on their own: in milliseconds,
 * without a database or HTTP, failing on a rule change before any end-to-end test does. Not part of the build
 * (tsconfig.build excludes testing/).
 *
 * The unit of work is modelled closely enough to test what the handlers promise about it: writes made inside
 * one are undone when it fails, each write records the unit of work it was made in (so a test can see that the
 * order, its key and its mail were one), a second claim of a key or lock of an order waits until the holder's
 * unit of work ended — as PostgreSQL makes a second insert of a primary key or `FOR UPDATE` wait.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AdminOrderStatus, Cents, VatTreatment } from '@shop/domain';
import { AuditLog, type AuditEntry } from '../../../shared/admin/audit-log';
import type { OutgoingMail } from '../../../shared/mail/mail-queue';
import { UnitOfWork } from '../../../shared/unit-of-work';
import { Order, type OrderProps } from '../domain/order';
import { AdminNames } from '../domain/ports/admin-names.port';
import { CheckoutPricing, type CheckoutBuyer, type CheckoutPriceRequest, type PricedCart } from '../domain/ports/checkout-pricing.port';
import { ChosenMethodsPort, type ChosenMethods, type MethodChoice } from '../domain/ports/chosen-methods.port';
import { OfferMailer, OfferRepository, type NewOffer, type OfferChange, type OfferMailContext, type OfferMailInput, type SentOfferMail, type StoredOffer } from '../domain/ports/offer.repository.port';
import { OrderCatalogue, type ConfiguredArticle, type OrderArticle } from '../domain/ports/order-catalogue.port';
import { OrderMailer, type ApprovalMailContext, type ApprovalRecipient, type OrderMailContext } from '../domain/ports/order-mailer.port';
import { ApprovalFigures } from '../domain/ports/approval-figures.port';
import { CompanyDirectory, type CompanyMember } from '../../identity';
import { OrderRequests, type OrderRequestRecord } from '../domain/ports/order-requests.port';
import { OrderRepository, type OrderRequestClaim } from '../domain/ports/order.repository.port';
import type { BankAccount, PaymentInstruction, PaymentOrder, PaymentProvider } from '../domain/ports/payment-provider.port';

interface Frame {
  id: number;
  undo: Array<() => void>;
  ended: Promise<void>;
}

/** A unit of work in memory: joins a running one, undoes its writes when the work throws, serialises `lock` holders. */
export class FakeUnitOfWork extends UnitOfWork {
  private readonly store = new AsyncLocalStorage<Frame>();
  private nextId = 1;
  private readonly locks = new Map<string, Promise<void>>();
  /** Units of work that ran to the end (committed) and that failed (rolled back). */
  readonly committed: number[] = [];
  readonly rolledBack: number[] = [];

  /** The running unit of work's id, or null outside one. */
  get current(): number | null {
    return this.store.getStore()?.id ?? null;
  }

  /** Registers how to undo a write made in the running unit of work (nothing outside one). */
  onRollback(undo: () => void): void {
    this.store.getStore()?.undo.push(undo);
  }

  /** Resolves when the unit of work `id` has ended (at once when it is not running). */
  endOf(id: number): Promise<void> {
    return this.running.get(id) ?? Promise.resolve();
  }

  private readonly running = new Map<number, Promise<void>>();

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.store.getStore()) return work();
    let end!: () => void;
    const frame: Frame = { id: this.nextId++, undo: [], ended: new Promise<void>((resolve) => (end = resolve)) };
    this.running.set(frame.id, frame.ended);
    try {
      const result = await this.store.run(frame, work);
      this.committed.push(frame.id);
      return result;
    } catch (error) {
      for (const undo of frame.undo.reverse()) undo();
      this.rolledBack.push(frame.id);
      throw error;
    } finally {
      this.running.delete(frame.id);
      end();
    }
  }

  async lock(key: string): Promise<void> {
    const frame = this.store.getStore();
    if (!frame) throw new Error('UnitOfWork.lock needs a running unit of work');
    for (let held = this.locks.get(key); held; held = this.locks.get(key)) await held;
    this.locks.set(key, frame.ended);
    void frame.ended.then(() => this.locks.delete(key));
  }
}

/** Orders in memory; each stored order remembers the unit of work it was added in. */
export class InMemoryOrderRepository extends OrderRepository {
  private readonly rows = new Map<number, OrderProps>();
  /** The unit of work each order was added in (null: outside one). */
  readonly addedIn = new Map<number, number | null>();
  readonly history: Array<{ orderId: number; from: string; to: string; adminId: number; adminName: string; unitOfWork: number | null }> = [];
  private nextNumber = 1;
  /** How often `save` was called (an order written with everything it has is added, not saved after). */
  saves = 0;

  /** `requests`: where `add` claims a request's key (a test of keys passes its own to read them). */
  constructor(
    private readonly uow: FakeUnitOfWork,
    readonly requests: InMemoryOrderRequests = new InMemoryOrderRequests(uow),
  ) {
    super();
  }

  /** An order already stored (a test's starting point). */
  seed(props: Omit<OrderProps, 'id'>): number {
    const id = this.nextNumber++;
    this.rows.set(id, structuredClone({ ...props, id }));
    return id;
  }

  get count(): number {
    return this.rows.size;
  }

  all(): OrderProps[] {
    return [...this.rows.values()].map((p) => structuredClone(p));
  }

  async nextId(): Promise<number> {
    return this.nextNumber++;
  }

  /** The mails stored with each order (`add`), by order id. */
  readonly mailsOf = new Map<number, readonly OutgoingMail[]>();
  /** Told of the mails an `add` stored (a test's recording mailer). */
  onMailsStored: (mails: readonly OutgoingMail[]) => void = () => undefined;

  /** Like the one statement of the SQL adapter: the key claimed first; taken, nothing is stored (no mail either). */
  async add(order: Order, request?: OrderRequestClaim, mails: readonly OutgoingMail[] = []): Promise<boolean> {
    const id = order.isStored ? order.id : this.nextNumber++;
    if (request && !(await this.requests.claim(request.key, request.buyer, request.requestHash, id))) return false;
    this.rows.set(id, { ...order.toProps(), id });
    this.addedIn.set(id, this.uow.current);
    if (mails.length > 0) this.mailsOf.set(id, mails);
    this.uow.onRollback(() => {
      this.rows.delete(id);
      this.addedIn.delete(id);
      this.mailsOf.delete(id);
    });
    this.onMailsStored(mails);
    order.stored(id);
    order.changesSaved();
    return true;
  }

  async findById(id: number): Promise<Order | null> {
    const props = this.rows.get(id);
    return props ? Order.restore(structuredClone(props)) : null;
  }

  async findForUpdate(id: number): Promise<Order | null> {
    await this.uow.lock(`order:${id}`);
    return this.findById(id);
  }

  async save(order: Order): Promise<void> {
    this.saves += 1;
    const before = this.rows.get(order.id);
    if (!before) throw new Error(`order ${order.id} is not stored`);
    const after = { ...structuredClone(before) };
    for (const change of order.pendingStatusChanges) {
      after.status = change.to;
      this.history.push({ orderId: order.id, from: change.from, to: change.to, adminId: change.adminId, adminName: change.adminName, unitOfWork: this.uow.current });
    }
    if (order.hasNewPayment) after.payment = order.payment;
    if (order.hasNewApprovalDecision) {
      // Like the conditional UPDATE: only an order still awaiting is decided.
      if (before.approval?.state !== 'awaiting') throw new Error(`order ${order.id}: its approval was decided already`);
      after.approval = structuredClone(order.approval);
    }
    const historyLength = this.history.length - order.pendingStatusChanges.length;
    this.rows.set(order.id, after);
    this.uow.onRollback(() => {
      this.rows.set(order.id, before);
      this.history.length = historyLength;
    });
    order.changesSaved();
  }
}

/** Idempotency keys in memory: a second claim of a key held by a running unit of work waits for it, like PostgreSQL. */
export class InMemoryOrderRequests extends OrderRequests {
  readonly records = new Map<string, OrderRequestRecord & { unitOfWork: number | null }>();

  constructor(private readonly uow: FakeUnitOfWork) {
    super();
  }

  async claim(key: string, buyer: string, requestHash: string, orderId: number): Promise<boolean> {
    for (let held = this.records.get(key); held; held = this.records.get(key)) {
      if (held.unitOfWork === null || held.unitOfWork === this.uow.current) return false;
      const holder = held.unitOfWork;
      await this.uow.endOf(holder);
      // The holder committed (the row stays: taken) or rolled back (the row is gone: try again).
      if (this.records.get(key) === held) {
        held.unitOfWork = null;
        return false;
      }
    }
    const record = { buyer, requestHash, orderId, unitOfWork: this.uow.current };
    this.records.set(key, record);
    this.uow.onRollback(() => this.records.delete(key));
    return true;
  }

  async find(key: string): Promise<OrderRequestRecord | null> {
    const record = this.records.get(key);
    return record ? { buyer: record.buyer, requestHash: record.requestHash, orderId: record.orderId } : null;
  }
}

/** A catalogue article for the fakes: its price in cents per piece (price unit 1) and the order facts. */
export interface FakeArticle extends OrderArticle {
  priceCents: Cents;
}

/** Articles for an order's names and quantity rules. */
export class FakeOrderCatalogue extends OrderCatalogue {
  constructor(
    readonly items: ReadonlyMap<string, FakeArticle>,
    private readonly configuredProducts: ReadonlyMap<string, ConfiguredArticle & { priceCents: Cents }> = new Map(),
  ) {
    super();
  }

  async articles(ids: readonly string[]): Promise<ReadonlyMap<string, OrderArticle>> {
    return new Map(ids.flatMap((id) => (this.items.has(id) ? [[id, this.items.get(id)!] as const] : [])));
  }

  async configured(position: { productId: string; customProductType: string }): Promise<ConfiguredArticle | null> {
    const found = this.configuredProducts.get(`${position.customProductType}:${position.productId}`);
    return found ? { name: found.name, configuration: found.configuration } : null;
  }
}

export const DE_VAT: VatTreatment = {
  kind: 'domestic',
  vatRate: '19',
  reverseCharge: false,
  buyerVatId: null,
  sellerVatId: 'DE123456789',
  vatIdStatus: 'none',
  messageId: null,
  vatIdCheckedAt: null,
  vatIdCheckReference: null,
} as VatTreatment;

/**
 * The server's price of a cart, small and exact: each article's price × whole quantity, shipping and fee by
 * method, 19 % VAT on the subtotal; unknown articles, countries not delivered to, unknown coupons and a
 * minimum order value as the real pricing names them. Records every call (what the handler sent).
 */
export class FakeCheckoutPricing extends CheckoutPricing {
  readonly calls: Array<{ buyer: CheckoutBuyer | null; request: CheckoutPriceRequest }> = [];
  minOrderValue: Cents = 5000;
  notDelivered = new Set(['RU', 'BY']);
  shippingCosts: Record<string, Cents> = { standard: 990, express: 2490 };
  paymentFees: Record<string, Cents> = { invoice: 0, prepayment: 0, cod: 700 };

  constructor(private readonly catalogue: FakeOrderCatalogue) {
    super();
  }

  async priceCart(buyer: CheckoutBuyer | null, request: CheckoutPriceRequest): Promise<PricedCart> {
    this.calls.push({ buyer, request: structuredClone(request) });
    const unknownProductIds: string[] = [];
    const positions: PricedCart['positions'][number][] = [];
    const refusedPositions: PricedCart['refusedPositions'][number][] = [];
    for (const p of request.positions) {
      const article = p.customProductType ? undefined : this.catalogue.items.get(p.productId);
      if (!p.customProductType && !article) {
        unknownProductIds.push(p.productId);
        continue;
      }
      if (article?.isOnlyOnRequest) {
        refusedPositions.push({ productId: p.productId, customProductType: null, field: 'productId', messageId: 'productOnlyOnRequest' });
        continue;
      }
      const qty = Number(p.qty);
      if (!Number.isInteger(qty) || qty <= 0) {
        refusedPositions.push({ productId: p.productId, customProductType: p.customProductType ?? null, field: 'qty', messageId: 'invalidOrderQuantityInteger' });
        continue;
      }
      const price = article?.priceCents ?? 10_000;
      positions.push({ productId: p.productId, customProductType: p.customProductType ?? null, name: null, summary: null, qty: p.qty, price, priceUnit: 1, discount: null, lineTotal: price * qty });
    }
    const itemTotal = positions.reduce((sum, p) => sum + p.lineTotal, 0);
    const delivery = request.delivery ?? null;
    const country = delivery?.country.trim().toUpperCase() ?? 'DE';
    const delivered = !this.notDelivered.has(country);
    const shippingCosts = delivered && delivery?.shippingMethodId ? (this.shippingCosts[delivery.shippingMethodId] ?? 0) : 0;
    const paymentCosts = delivered && delivery?.paymentMethodId ? (this.paymentFees[delivery.paymentMethodId] ?? 0) : 0;
    const deliveryMessageId = !delivered
      ? 'countryNotDeliverable'
      : delivery?.shippingMethodId && !(delivery.shippingMethodId in this.shippingCosts)
        ? 'shippingMethodNotOffered'
        : delivery?.paymentMethodId && !(delivery.paymentMethodId in this.paymentFees)
          ? 'paymentMethodNotOffered'
          : null;
    const couponMessageId = request.couponCode ? ('couponCodeInvalidMsg' as const) : null;
    const subtotal = itemTotal + shippingCosts + paymentCosts;
    const vat = Math.round((subtotal * 19) / 100);
    return {
      positions,
      unknownProductIds,
      refusedConfiguredProducts: [],
      refusedPositions,
      itemTotal,
      shoppingCartValue: itemTotal,
      discountAmount: 0,
      discountPercentage: '0',
      couponCode: null,
      couponMessageId,
      deliveryMessageId,
      shippingCosts,
      paymentCosts,
      subtotal,
      vat,
      vatRate: '19',
      vatTreatment: delivery ? DE_VAT : null,
      total: subtotal + vat,
      currency: 'EUR',
      formattedTotal: `${(subtotal + vat) / 100} €`,
      minOrderValueIsReached: itemTotal >= this.minOrderValue,
      minOfferValueIsReached: itemTotal >= 50_000,
      offerTerms: { trainingCost: 0, offerTypes: ['buy'], months: 6, monthlyRate: 0, finalPrice: 0 },
    };
  }
}

/**
 * A payment provider that records its calls; `failStart` makes the start after the commit fail. By default it is a
 * payment service (started after the commit); `startsWithOrder` makes it one without an outside service.
 */
export class FakePaymentProvider implements PaymentProvider {
  readonly code = 'prepayment';
  readonly started: PaymentOrder[] = [];
  failStart = false;
  startsWithOrder = false;

  available(): boolean {
    return true;
  }

  mailInstruction(order: PaymentOrder, account: BankAccount | null): PaymentInstruction {
    return { kind: 'bankTransfer', reference: order.orderNumber, amount: order.total, currency: order.currency, account: account! };
  }

  async start(order: PaymentOrder, account: BankAccount | null): Promise<PaymentInstruction> {
    this.started.push(order);
    if (this.failStart) throw new Error('payment service unreachable');
    return this.mailInstruction(order, account);
  }
}

export const BANK_ACCOUNT: BankAccount = { holder: 'HydraTec GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bank: 'Demo Bank' };

/** The chosen methods: names in both languages, a delivery time, the provider of the payment method (none for an unknown one). */
export class FakeChosenMethods extends ChosenMethodsPort {
  readonly calls: MethodChoice[] = [];

  constructor(readonly provider: FakePaymentProvider) {
    super();
  }

  async chosen(choice: MethodChoice): Promise<ChosenMethods> {
    this.calls.push(choice);
    return {
      shipping: { name: { de: 'Standardversand', en: 'Standard shipping' }, deliveryTimeInfo: 'readyForShipmentWithinXDays:1:2026-06-02:2026-06-03' },
      payment: { name: { de: 'Vorkasse', en: 'Prepayment' }, provider: choice.paymentMethodId === 'prepayment' ? this.provider : null, bankAccount: BANK_ACCOUNT },
      incoterm: 'EXW',
    };
  }
}

/** Records the mails the handlers queue, with the unit of work each was queued in; `failNext` makes the next queueing fail. */
export class RecordingOrderMailer extends OrderMailer {
  readonly confirmations: Array<{ orderId: number; email: string; payment: PaymentInstruction | null; vat: unknown; unitOfWork: number | null }> = [];
  readonly statusMails: Array<{ orderId: number; status: AdminOrderStatus; locale: string; unitOfWork: number | null }> = [];
  readonly approvalRequests: Array<{ orderId: number; to: string; locale: string; buyerName: string; unitOfWork: number | null }> = [];
  readonly rejections: Array<{ orderId: number; to: string; approverName: string; reason: string | null; unitOfWork: number | null }> = [];
  failNext = false;

  constructor(private readonly uow: FakeUnitOfWork) {
    super();
  }

  async prepare(locale: 'de' | 'en', isCustomer: boolean): Promise<OrderMailContext> {
    return { locale, shopName: 'HydraTec', shopAddress: null, accountOrderUrl: isCustomer ? 'https://shop.example/konto/bestellung' : null, buyer: isCustomer ? 'customer' : 'guest' };
  }

  /** The records of the mails made to be stored with an order: they count once the order's `add` stored them (`stored`). */
  private readonly made = new WeakMap<OutgoingMail, () => void>();

  confirmationOf(_context: OrderMailContext, order: Order, payment: PaymentInstruction | null, vat: unknown): OutgoingMail {
    this.fail();
    const mail: OutgoingMail = { kind: 'orderConfirmation', message: { to: order.buyer.email, subject: `Bestellung ${order.number}`, text: '' } };
    this.made.set(mail, () => this.confirmations.push({ orderId: order.id, email: order.buyer.email, payment, vat, unitOfWork: this.uow.current }));
    return mail;
  }

  approvalRequestsOf(_context: ApprovalMailContext, order: Order, recipients: readonly ApprovalRecipient[], buyerName: string): OutgoingMail[] {
    this.fail();
    return recipients.map((r) => {
      const mail: OutgoingMail = { kind: 'orderApprovalRequested', message: { to: r.email, subject: `Freigabe ${order.number}`, text: '' } };
      this.made.set(mail, () => this.approvalRequests.push({ orderId: order.id, to: r.email, locale: r.locale, buyerName, unitOfWork: this.uow.current }));
      return mail;
    });
  }

  /** The repository stored these mails with their order (`FakeOrderRepository.onMailsStored`). */
  stored(mails: readonly OutgoingMail[]): void {
    for (const mail of mails) this.made.get(mail)?.();
  }

  async queueConfirmation(_context: OrderMailContext, order: Order, payment: PaymentInstruction | null, vat: unknown): Promise<void> {
    this.fail();
    const entry = { orderId: order.id, email: order.buyer.email, payment, vat, unitOfWork: this.uow.current };
    this.confirmations.push(entry);
    this.uow.onRollback(() => this.confirmations.splice(this.confirmations.indexOf(entry), 1));
  }

  async prepareApproval(): Promise<ApprovalMailContext> {
    return { shopName: 'HydraTec', shopAddress: null, approvalsUrl: { de: 'https://shop.example/konto/freigaben', en: 'https://shop.example/en/account/approvals' }, accountOrdersUrl: { de: null, en: null } };
  }

  async queueApprovalRejected(_context: ApprovalMailContext, order: Order, approverName: string): Promise<void> {
    this.fail();
    const entry = { orderId: order.id, to: order.buyer.email, approverName, reason: order.approval?.rejectionReason ?? null, unitOfWork: this.uow.current };
    this.rejections.push(entry);
    this.uow.onRollback(() => this.rejections.splice(this.rejections.indexOf(entry), 1));
  }

  async queueStatusMail(context: OrderMailContext, order: Order, status: 'completed' | 'canceled'): Promise<void> {
    this.fail();
    const entry = { orderId: order.id, status, locale: context.locale, unitOfWork: this.uow.current };
    this.statusMails.push(entry);
    this.uow.onRollback(() => this.statusMails.splice(this.statusMails.indexOf(entry), 1));
  }

  private fail(): void {
    if (!this.failNext) return;
    this.failNext = false;
    throw new Error('mail queue unavailable');
  }
}

export class FakeAdminNames extends AdminNames {
  async nameOf(adminId: number): Promise<string> {
    return adminId === 1 ? 'Ada Admin' : `Admin ${adminId}`;
  }
}

/** The audit log in memory (no database), with the unit of work of each entry. */
export class RecordingAuditLog extends AuditLog {
  readonly entries: Array<AuditEntry & { unitOfWork: number | null }> = [];

  constructor(private readonly uow: FakeUnitOfWork) {
    super(undefined as never);
  }

  override async record(entry: AuditEntry): Promise<void> {
    const recorded = { ...entry, unitOfWork: this.uow.current };
    this.entries.push(recorded);
    this.uow.onRollback(() => this.entries.splice(this.entries.indexOf(recorded), 1));
  }
}

/** Object mother: a stored order in progress, with sensible data; override what a test is about. */
export function orderProps(overrides: Partial<Omit<OrderProps, 'id'>> = {}): Omit<OrderProps, 'id'> {
  return {
    orderDate: new Date('2026-06-01T08:00:00Z'),
    status: 'inProgress',
    buyer: { id: 7, email: 'kunde@firma-test.example', company: 'Beispiel Hydraulik GmbH', lastname: 'Berger', firstname: 'Anna', salutation: 'mrs', customerId: '12345' },
    customerOrderId: '',
    costCentre: '',
    companyId: 7,
    approval: null,
    comment: '',
    shippingAddress: { nameLine1: 'Beispiel Hydraulik GmbH', nameLine2: '', street: 'Hafenstraße 7', postOfficeBox: '', zip: '20457', city: 'Hamburg', country: 'DE', taxNo: '' },
    billingAddress: { nameLine1: 'Beispiel Hydraulik GmbH', nameLine2: '', street: 'Hafenstraße 7', postOfficeBox: '', zip: '20457', city: 'Hamburg', country: 'DE', taxNo: '' },
    shippingMethod: { name: { de: 'Standardversand', en: 'Standard shipping' }, priceCents: 990, deliveryTimeInfo: '' },
    paymentMethod: { name: { de: 'Rechnung', en: 'Invoice' }, feeCents: 0 },
    currency: 'EUR',
    totals: { itemTotal: 10_000, discountAmount: 0, discountPercentage: '0', couponCode: null, subtotal: 10_990, vat: 2088, vatRate: '19', total: 13_078 },
    vat: { kind: 'domestic', reverseCharge: false, buyerVatId: null, sellerVatId: null, vatIdCheckedAt: null, vatIdCheckReference: null },
    positions: [{ productId: 'SL-EPDM-006', name: { de: 'Schlauch', en: 'Hose' }, unitPrice: 1000, priceUnit: 1, unit: 'meters', customProductType: null, customConfiguration: null, qty: '10', discountPercentage: '0', lineTotal: 10_000 }],
    aquisitionIds: { order: null, initial: null },
    desiredDeliveryDate: null,
    channel: 'webshop',
    originId: null,
    locale: 'de',
    incoterm: 'EXW',
    payment: null,
    ...overrides,
  };
}

/** Offer requests in memory, with the unit of work each was stored in. */
export class InMemoryOfferRepository extends OfferRepository {
  readonly offers: Array<NewOffer & { id: number; unitOfWork: number | null }> = [];

  constructor(private readonly uow: FakeUnitOfWork) {
    super();
  }

  async add(offer: NewOffer): Promise<number> {
    const stored = { ...structuredClone(offer), id: this.offers.length + 1, unitOfWork: this.uow.current };
    this.offers.push(stored);
    this.uow.onRollback(() => this.offers.splice(this.offers.indexOf(stored), 1));
    return stored.id;
  }

  /** Offers with their admin state (status, version, order link), by id. */
  readonly state = new Map<number, Pick<StoredOffer, 'status' | 'version' | 'sentAt' | 'validUntil' | 'orderId'>>();

  private stateOf(id: number): Pick<StoredOffer, 'status' | 'version' | 'sentAt' | 'validUntil' | 'orderId'> {
    let state = this.state.get(id);
    if (!state) this.state.set(id, (state = { status: 'open', version: 1, sentAt: null, validUntil: null, orderId: null }));
    return state;
  }

  async find(id: number): Promise<StoredOffer | null> {
    const offer = this.offers.find((o) => o.id === id);
    if (!offer) return null;
    const { unitOfWork: _unitOfWork, ...stored } = structuredClone(offer);
    return { ...stored, ...this.stateOf(id), createdAt: new Date('2026-11-28T09:00:00Z') };
  }

  async findForUpdate(id: number): Promise<StoredOffer | null> {
    await this.uow.lock(`offer:${id}`);
    return this.find(id);
  }

  async update(id: number, change: OfferChange): Promise<void> {
    const offer = this.offers.find((o) => o.id === id);
    if (!offer) return;
    const before = { offer: structuredClone(offer), state: { ...this.stateOf(id) } };
    const state = this.stateOf(id);
    if (change.status) state.status = change.status;
    if (change.positions) offer.positions = structuredClone(change.positions);
    if (change.price) offer.price = { ...change.price };
    if (change.sentAt) state.sentAt = change.sentAt;
    if (change.validUntil) state.validUntil = change.validUntil;
    if (change.bumpVersion) state.version += 1;
    this.uow.onRollback(() => {
      Object.assign(offer, before.offer);
      this.state.set(id, before.state);
    });
  }

  /** As the database's conditional update: only a sent offer without an order. */
  async linkOrder(id: number, orderId: number): Promise<boolean> {
    const state = this.stateOf(id);
    if (state.status !== 'sent' || state.orderId !== null) return false;
    const before = { ...state };
    state.status = 'accepted';
    state.orderId = orderId;
    this.uow.onRollback(() => this.state.set(id, before));
    return true;
  }
}

/** Records the offer mails with the unit of work each was queued in. */
export class RecordingOfferMailer extends OfferMailer {
  readonly requests: Array<OfferMailInput & { unitOfWork: number | null }> = [];

  constructor(private readonly uow: FakeUnitOfWork) {
    super();
  }

  async prepare(locale: 'de' | 'en'): Promise<OfferMailContext> {
    return { locale, shopName: 'HydraTec', shopAddress: 'info@hydratec.example' };
  }

  async queueRequest(_context: OfferMailContext, input: OfferMailInput): Promise<void> {
    this.requests.push({ ...structuredClone(input), unitOfWork: this.uow.current });
  }

  readonly sent: Array<SentOfferMail & { unitOfWork: number | null }> = [];

  async queueOffer(_context: OfferMailContext, input: SentOfferMail): Promise<void> {
    const entry = { ...input, unitOfWork: this.uow.current };
    this.sent.push(entry);
    this.uow.onRollback(() => this.sent.splice(this.sent.indexOf(entry), 1));
  }
}

/** A company's members in memory (identity's CompanyDirectory): a test adds the members it is about. */
export class FakeCompanyDirectory extends CompanyDirectory {
  readonly members = new Map<number, CompanyMember>();

  add(member: Partial<CompanyMember> & { userId: number }): CompanyMember {
    const full: CompanyMember = {
      companyId: member.userId,
      companyName: 'Kunde GmbH',
      customerNumber: '10001',
      role: 'admin',
      limits: { perOrderCents: null, perMonthCents: null },
      active: true,
      status: 'active',
      email: `user${member.userId}@kunde.example`,
      name: `User ${member.userId}`,
      locale: 'de',
      ...member,
    };
    this.members.set(full.userId, full);
    return full;
  }

  async memberOf(userId: number): Promise<CompanyMember | null> {
    return this.members.get(userId) ?? null;
  }

  async membersOf(companyId: number): Promise<CompanyMember[]> {
    return [...this.members.values()].filter((m) => m.companyId === companyId).sort((a, b) => a.userId - b.userId);
  }
}

/** The month's figures of approval, set by a test (net goods cents per member). */
export class FakeApprovalFigures extends ApprovalFigures {
  readonly month = new Map<number, number>();
  readonly asked: Array<{ userId: number; from: Date; to: Date }> = [];

  async memberNetGoodsCents(userId: number, window: { from: Date; to: Date }): Promise<number> {
    this.asked.push({ userId, from: window.from, to: window.to });
    return this.month.get(userId) ?? 0;
  }
}
