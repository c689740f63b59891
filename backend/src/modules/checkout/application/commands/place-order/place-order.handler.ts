import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { companyCan, err, formatMoney, ok, type ApprovalReason, type Result } from '@shop/domain';
import { approvalReasonFor } from '../../order-approval';
import { CompanyDirectory, type CompanyMember } from '../../../../identity';
import { ApprovalFigures } from '../../../domain/ports/approval-figures.port';
import { Order, orderVatOf, type LocalizedName, type OrderBuyer } from '../../../domain/order';
import { addressSnapshot, clean, orderFieldErrors, orderRefusal, type GuestBuyerInput, type OrderAddressInput, type OrderRefusal } from '../../../domain/order-placement';
import { CheckoutPricing, type CartPositionInput, type CheckoutBuyer } from '../../../domain/ports/checkout-pricing.port';
import { ChosenMethodsPort } from '../../../domain/ports/chosen-methods.port';
import { OrderCatalogue } from '../../../domain/ports/order-catalogue.port';
import { OrderMailer } from '../../../domain/ports/order-mailer.port';
import { OrderRepository } from '../../../domain/ports/order.repository.port';
import { OrderRequests } from '../../../domain/ports/order-requests.port';
import type { BankAccount, PaymentInstruction, PaymentOrder, PaymentProvider } from '../../../domain/ports/payment-provider.port';

export type OrderAddress = OrderAddressInput;
export type OrderBuyerInput = GuestBuyerInput & { salutation: 'mr' | 'mrs' };

export interface PlaceOrderCommand {
  idempotencyKey: string;
  /** The logged-in customer (from the session), else null: then `buyer` is required. */
  customer: (CheckoutBuyer & { id: number; email: string; company: string; firstname: string; lastname: string; salutation: string; customerId: string | null }) | null;
  buyer?: OrderBuyerInput | null;
  positions: CartPositionInput[];
  shippingAddress: OrderAddressInput;
  billingAddress: OrderAddressInput;
  shippingMethodId: string;
  paymentMethodId: string;
  couponCode?: string | null;
  /** customerOrderId: the buyer's own order number; costCentre: his cost centre (both optional). */
  additionalInformation?: { customerOrderId?: string; comment?: string; costCentre?: string };
  desiredDeliveryDate?: string | null;
  termsAccepted: boolean;
  privacyPolicyAccepted: boolean;
  locale: 'de' | 'en';
  aquisitionIds?: { order?: string | null; initial?: string | null };
}

export interface PlacedOrder {
  orderId: number;
  orderNumber: string;
  price: { itemTotal: number; discountAmount: number; subtotal: number; vat: number; vatRate: string; total: number; currency: string; formattedTotal: string };
  /** What the buyer is told about paying; null while the provider's start failed (payment pending, the order stands). */
  payment: PaymentInstruction | null;
  /** Set when the order waits for approval by the buyer's company (ADR 0051): no confirmation until approved. */
  approval: { state: 'awaiting'; reason: ApprovalReason } | null;
}

export type PlaceOrderError = OrderRefusal | { code: 'idempotencyKeyReused' } | { code: 'companyRoleCannotOrder' };

/**
 * Places an order: checks what the buyer sent, prices everything again on the server (catalogue, the buyer's
 * rules, coupon, destination, methods — a price in the request is never read), and stores the Order in one
 * statement together with the idempotency key's claim and the confirmation mail, so one key makes at most one
 * order however often and wherever it is submitted, and the mail exists exactly when the order does (it is
 * sent after the commit). Depends on ports only (ADR 0036); `place-order.handler.spec.ts` runs it on fakes.
 */
@Injectable()
export class PlaceOrderHandler {
  private readonly logger = new Logger('PlaceOrder');

  constructor(
    private readonly orders: OrderRepository,
    private readonly requests: OrderRequests,
    private readonly pricing: CheckoutPricing,
    private readonly catalogue: OrderCatalogue,
    private readonly methods: ChosenMethodsPort,
    private readonly mailer: OrderMailer,
    private readonly companies: CompanyDirectory,
    private readonly figures: ApprovalFigures,
  ) {}

  async execute(command: PlaceOrderCommand, now = new Date()): Promise<Result<PlacedOrder, PlaceOrderError>> {
    const buyerKey = command.customer ? `user:${command.customer.id}` : `guest:${clean(command.buyer?.email).toLowerCase()}`;
    const requestHash = createHash('sha256').update(JSON.stringify({ ...command, customer: buyerKey, idempotencyKey: undefined })).digest('hex');
    // A key already used answers its order (the same request) or is refused (another request, another buyer). Asked
    // only where it can matter — before a refusal, and when the claim finds the key taken — not before every new
    // order (the claim in the order's unit of work decides; a round trip less on every order's path).
    const refuse = async (error: PlaceOrderError): Promise<Result<PlacedOrder, PlaceOrderError>> => (await this.earlier(command.idempotencyKey, buyerKey, requestHash)) ?? err(error);

    const fields = orderFieldErrors({ ...command, isCustomer: command.customer !== null }, now.toISOString().slice(0, 10));
    if (Object.keys(fields).length > 0) return refuse({ code: 'VALIDATION_FAILED', fields });

    // Company accounts: the member's role must allow ordering (a viewer's does not).
    const member = command.customer ? await this.companies.memberOf(command.customer.id) : null;
    if (member && !companyCan(member.role, 'order')) return refuse({ code: 'companyRoleCannotOrder' });

    const shippingAddress = addressSnapshot(command.shippingAddress);
    const billingAddress = addressSnapshot(command.billingAddress);
    const pricingBuyer = command.customer ? { id: command.customer.id, companyId: command.customer.companyId ?? null, pricingGroup: command.customer.pricingGroup, incoterms: command.customer.incoterms } : null;
    const price = await this.pricing.priceCart(pricingBuyer, {
      positions: command.positions,
      couponCode: command.couponCode || null,
      locale: command.locale,
      // The billing address's VAT id decides, with the destination, how the order is taxed (docs/vat.md).
      delivery: { country: shippingAddress.country, shippingMethodId: command.shippingMethodId, paymentMethodId: command.paymentMethodId, vatId: billingAddress.taxNo || null },
    });
    // The articles in both languages, read once: the quantity rules and the names the order keeps.
    const articles = await this.catalogue.articles(command.positions.filter((p) => !p.customProductType).map((p) => p.productId));
    const refusal = orderRefusal(command.positions, price, articles);
    if (refusal) return refuse(refusal);

    const names = new Map<string, LocalizedName>([...articles.values()].map((a) => [a.id, a.name]));
    const units = new Map<string, string>([...articles.values()].map((a) => [a.id, a.unitOfQuantity]));
    // Configured products: the names their configurator gives them in both languages; sold by the piece. The order
    // keeps the configuration the configurator accepted (its canonical flat form), never the one the request sent.
    const configurations = new Map<string, Record<string, unknown>>();
    for (const p of command.positions) {
      if (!p.customProductType) continue;
      const configured = await this.catalogue.configured({ ...p, customProductType: p.customProductType });
      if (configured) {
        names.set(p.productId, { ...configured.name });
        units.set(p.productId, 'pieces');
        configurations.set(`${p.customProductType}:${p.productId}`, { ...configured.configuration });
      }
    }
    const chosen = await this.methods.chosen({
      buyer: { id: command.customer?.id ?? null, incoterms: command.customer?.incoterms },
      positions: command.positions,
      country: shippingAddress.country,
      orderValue: price.shoppingCartValue,
      shippingMethodId: command.shippingMethodId,
      paymentMethodId: command.paymentMethodId,
      locale: command.locale,
    });
    const provider = chosen.payment.provider;
    if (!provider) return refuse({ code: 'paymentMethodNotOffered' });
    // Over the member's limits the order waits for approval, priced as now (the same price as the order's).
    const approvalReason = member ? await approvalReasonFor(member, price, this.figures, now) : null;
    const approvers = approvalReason && member ? await this.approversOf(member) : [];
    const approvalContext = approvalReason ? await this.mailer.prepareApproval() : null;
    const buyer: OrderBuyer = command.customer
      ? { id: command.customer.id, email: command.customer.email, company: command.customer.company, salutation: command.customer.salutation, firstname: command.customer.firstname, lastname: command.customer.lastname, customerId: command.customer.customerId }
      : {
          id: null,
          company: command.buyer!.company,
          customerId: clean(command.buyer!.customerId) || null,
          salutation: command.buyer!.salutation,
          firstname: command.buyer!.firstname,
          lastname: command.buyer!.lastname,
          email: clean(command.buyer!.email).toLowerCase(),
        };
    const order = Order.place({
      orderDate: now,
      buyer,
      customerOrderId: clean(command.additionalInformation?.customerOrderId),
      costCentre: clean(command.additionalInformation?.costCentre),
      companyId: member?.companyId ?? null,
      approvalReason,
      comment: clean(command.additionalInformation?.comment),
      shippingAddress,
      billingAddress,
      shippingMethod: { name: chosen.shipping.name, priceCents: price.shippingCosts, deliveryTimeInfo: chosen.shipping.deliveryTimeInfo },
      paymentMethod: { name: chosen.payment.name, feeCents: price.paymentCosts },
      currency: price.currency,
      totals: {
        itemTotal: price.itemTotal,
        discountAmount: price.discountAmount,
        discountPercentage: price.discountPercentage,
        couponCode: price.couponCode,
        subtotal: price.subtotal,
        vat: price.vat,
        vatRate: price.vatRate,
        total: price.total,
      },
      vat: orderVatOf(price.vatTreatment),
      positions: price.positions.map((line) => ({
        productId: line.productId,
        name: names.get(line.productId) ?? { de: line.productId, en: line.productId },
        unitPrice: line.price,
        priceUnit: line.priceUnit,
        unit: units.get(line.productId) ?? null,
        customProductType: line.customProductType,
        // Catalogue articles carry none; a configured one the configuration its configurator accepted.
        customConfiguration: line.customProductType ? (configurations.get(`${line.customProductType}:${line.productId}`) ?? null) : null,
        qty: line.qty,
        discountPercentage: String(line.discount ?? 0),
        lineTotal: line.lineTotal,
      })),
      aquisitionIds: { order: command.aquisitionIds?.order ?? null, initial: command.aquisitionIds?.initial ?? null },
      desiredDeliveryDate: command.desiredDeliveryDate || null,
      channel: 'webshop',
      originId: null,
      locale: command.locale,
      incoterm: chosen.incoterm,
    });

    const mailContext = await this.mailer.prepare(command.locale, command.customer !== null);
    // The order's number is drawn first: the payment instruction (its transfer reference is the number) and the
    // mails are then made before the order is written, with its positions, its key's claim and its mails in one
    // statement (it commits alone: no transaction around it, ADR 0059).
    order.numbered(await this.orders.nextId());
    const instruction = provider.mailInstruction(paymentOrderOf(order), chosen.payment.bankAccount);
    // A provider without an outside service has started the payment with this: the order keeps it (one commit).
    if (provider.startsWithOrder && instruction) order.recordPayment(instruction);
    // An order awaiting approval mails the company's approvers; the buyer's confirmation follows the approval.
    const mails = order.awaitsApproval
      ? this.mailer.approvalRequestsOf(approvalContext!, order, approvers, buyerNameOf(order))
      : [this.mailer.confirmationOf(mailContext, order, instruction, price.vatTreatment)];
    // A key taken already stores nothing.
    const placed = await this.orders.add(order, { key: command.idempotencyKey, buyer: buyerKey, requestHash }, mails);
    if (!placed) {
      // Another submit with this key won the race; it has ended by now (the claim waited for it).
      return (await this.earlier(command.idempotencyKey, buyerKey, requestHash)) ?? err({ code: 'idempotencyKeyReused' });
    }
    if (provider.startsWithOrder && order.payment) return ok(answerOf(order));
    // A payment service is started only for an order that is one: an awaiting order is paid after its approval.
    if (order.awaitsApproval) return ok(answerOf(order));
    return ok(answerOf(order, await this.startPayment(provider, order, chosen.payment.bankAccount)));
  }

  /**
   * After the commit: the provider starts the payment (a payment service may be called) and the order keeps
   * the instruction. A failure leaves the order placed with its payment pending (null) — never lost.
   */
  private async startPayment(provider: PaymentProvider, order: Order, bankAccount: BankAccount | null): Promise<PaymentInstruction | null> {
    try {
      const instruction = await provider.start(paymentOrderOf(order), bankAccount);
      order.recordPayment(instruction);
      await this.orders.save(order);
      return instruction;
    } catch (error) {
      this.logger.error(`payment start failed for order ${order.id} (provider ${provider.code}): ${(error as Error)?.name ?? 'Error'}`);
      return null;
    }
  }

  /** The active members of the buyer's company who may approve, other than the buyer. */
  private async approversOf(member: CompanyMember): Promise<Array<{ email: string; name: string; locale: 'de' | 'en' }>> {
    const members = await this.companies.membersOf(member.companyId);
    return members
      .filter((m) => m.active && m.userId !== member.userId && companyCan(m.role, 'approve'))
      .map((m) => ({ email: m.email, name: m.name, locale: m.locale === 'en' ? ('en' as const) : ('de' as const) }));
  }

  /** The answer of an earlier submit with this key: its order, or idempotencyKeyReused for another request or buyer; null when the key is new. */
  private async earlier(key: string, buyerKey: string, requestHash: string): Promise<Result<PlacedOrder, PlaceOrderError> | null> {
    const record = await this.requests.find(key);
    if (!record) return null;
    if (record.buyer !== buyerKey || record.requestHash !== requestHash || record.orderId === null) return err({ code: 'idempotencyKeyReused' });
    const order = await this.orders.findById(record.orderId);
    return order ? ok(answerOf(order)) : err({ code: 'idempotencyKeyReused' });
  }
}

function paymentOrderOf(order: Order): PaymentOrder {
  return { orderId: order.id, orderNumber: order.number, total: order.totals.total, currency: order.currency, locale: order.locale, buyerEmail: order.buyer.email };
}

function buyerNameOf(order: Order): string {
  return [order.buyer.firstname, order.buyer.lastname].filter(Boolean).join(' ') || order.buyer.email;
}

function answerOf(order: Order, payment: PaymentInstruction | null = order.payment): PlacedOrder {
  const t = order.totals;
  const approval = order.approval?.state === 'awaiting' ? { state: 'awaiting' as const, reason: order.approval.reason } : null;
  return {
    payment,
    approval,
    orderId: order.id,
    orderNumber: order.number,
    price: { itemTotal: t.itemTotal, discountAmount: t.discountAmount, subtotal: t.subtotal, vat: t.vat, vatRate: t.vatRate, total: t.total, currency: order.currency, formattedTotal: formatMoney(t.total, order.currency, order.locale) },
  };
}
