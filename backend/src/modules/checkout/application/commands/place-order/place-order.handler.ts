import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { err, formatMoney, ok, validateAddress, validateCompanyName, validateCustomerId, validateEmail, validatePersonName, validatePositionQuantity, validateSalutation, type Result } from '@shop/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import { OrderMails } from '../../order-mails';
import { ProductQueries } from '../../../../catalogue';
import { CustomProducts } from '../../../../configurators';
import { PricingService, type CartPriceInfoView, type PricingBuyer } from '../../../../pricing';
import { OrderPositionEntity } from '../../../infrastructure/persistence/entities/order-position.entity';
import { OrderEntity } from '../../../infrastructure/persistence/entities/order.entity';
import { CheckoutOptions } from '../../checkout-options/checkout-options.service';
import { PaymentProviders } from '../../payment-providers';
import type { BankAccount, PaymentInstruction, PaymentOrder, PaymentProvider } from '../../../domain/ports/payment-provider.port';

export interface OrderAddress {
  nameLine1: string;
  nameLine2?: string;
  street?: string;
  postOfficeBox?: string;
  zip: string;
  city: string;
  country?: string;
  taxNo?: string;
}

export interface OrderBuyer {
  company: string;
  customerId?: string | null;
  salutation: 'mr' | 'mrs';
  firstname: string;
  lastname: string;
  email: string;
}

export interface PlaceOrderCommand {
  idempotencyKey: string;
  /** The logged-in customer (from the session), else null: then `buyer` is required. */
  customer: (PricingBuyer & { email: string; company: string; firstname: string; lastname: string; salutation: string; customerId: string | null }) | null;
  buyer?: OrderBuyer | null;
  positions: Array<{ productId: string; qty: string; customProductType?: string | null; customConfiguration?: Record<string, unknown> }>;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  shippingMethodId: string;
  paymentMethodId: string;
  couponCode?: string | null;
  additionalInformation?: { customerOrderId?: string; comment?: string };
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
}

export type PlaceOrderError =
  | { code: 'VALIDATION_FAILED'; fields: Record<string, string> }
  | { code: 'idempotencyKeyReused' }
  | { code: 'minOrderValueNotReachedMsg' | 'countryNotDeliverable' | 'shippingMethodNotOffered' | 'paymentMethodNotOffered' | 'couponCodeInvalidMsg' | 'productIdUnknown' };

const clean = (v: string | null | undefined) => (v ?? '').trim();

function addressSnapshot(a: OrderAddress) {
  return {
    nameLine1: clean(a.nameLine1),
    nameLine2: clean(a.nameLine2),
    street: clean(a.street),
    postOfficeBox: clean(a.postOfficeBox),
    zip: clean(a.zip),
    city: clean(a.city),
    country: clean(a.country).toUpperCase() || 'DE',
    taxNo: clean(a.taxNo),
  };
}

/** The treatment the order was priced with, as the order keeps it (rate in vat_rate; the rest here). */
function vatColumns(treatment: CartPriceInfoView['vatTreatment']) {
  return {
    vatTreatment: treatment?.kind ?? null,
    reverseCharge: treatment?.reverseCharge ?? false,
    buyerVatId: treatment?.buyerVatId ?? null,
    sellerVatId: treatment?.sellerVatId ?? null,
    vatIdCheckedAt: treatment?.vatIdCheckedAt ? new Date(treatment.vatIdCheckedAt) : null,
    vatIdCheckReference: treatment?.vatIdCheckReference ?? null,
  };
}

/**
 * Places an order (checkout issue): validates what the buyer sent, prices everything again on the server
 * (catalogue, the buyer's rules, coupon, destination, methods — a price in the request is never read), and
 * writes the order, its positions and addresses in one transaction together with the idempotency key's
 * row, so one key makes at most one order however often and wherever it is submitted.
 */
@Injectable()
export class PlaceOrderHandler {
  private readonly logger = new Logger('PlaceOrder');

  constructor(
    private readonly db: DataSource,
    private readonly tx: TransactionContext,
    private readonly mails: OrderMails,
    private readonly pricing: PricingService,
    private readonly products: ProductQueries,
    private readonly options: CheckoutOptions,
    private readonly payments: PaymentProviders,
    private readonly customProducts: CustomProducts,
  ) {}

  async execute(command: PlaceOrderCommand): Promise<Result<PlacedOrder, PlaceOrderError>> {
    const fields = this.check(command);
    if (Object.keys(fields).length > 0) return err({ code: 'VALIDATION_FAILED', fields });
    const buyerKey = command.customer ? `user:${command.customer.id}` : `guest:${clean(command.buyer?.email).toLowerCase()}`;
    const requestHash = createHash('sha256').update(JSON.stringify({ ...command, customer: buyerKey, idempotencyKey: undefined })).digest('hex');

    // A key already used answers its order (the same request) or is refused (another request, another buyer).
    const earlier = await this.earlier(command.idempotencyKey, buyerKey, requestHash);
    if (earlier) return earlier;

    const shipping = addressSnapshot(command.shippingAddress);
    const billing = addressSnapshot(command.billingAddress);
    const pricingBuyer = command.customer ? { id: command.customer.id, pricingGroup: command.customer.pricingGroup, incoterms: command.customer.incoterms } : null;
    const price = await this.pricing.priceCart(pricingBuyer, {
      positions: command.positions,
      couponCode: command.couponCode || null,
      locale: command.locale,
      // The billing address's VAT id decides, with the destination, how the order is taxed (docs/vat.md).
      delivery: { country: shipping.country, shippingMethodId: command.shippingMethodId, paymentMethodId: command.paymentMethodId, vatId: billing.taxNo || null },
    });
    // The articles in both languages, read once: the quantity rules and the names the order keeps.
    const ids = command.positions.filter((p) => !p.customProductType).map((p) => p.productId);
    const [de, en] = await Promise.all([this.products.byIds(ids, 'de'), this.products.byIds(ids, 'en')]);
    const refusal = this.refusal(command, price, new Map(de.map((i) => [i.id, i])));
    if (refusal) return err(refusal);

    const names = new Map(de.map((item) => [item.id, { de: item.name, en: en.find((e) => e.id === item.id)?.name ?? item.name }]));
    const units = new Map(de.map((item) => [item.id, item.unitOfQuantity]));
    // Configured products: the names their configurator gives them in both languages; sold by the piece. The order
    // keeps the configuration the configurator accepted (its canonical flat form), never the one the request sent.
    const configurations = new Map<string, Record<string, unknown>>();
    for (const p of command.positions) {
      if (!p.customProductType) continue;
      const resolved = await this.customProducts.resolve({ productId: p.productId, customProductType: p.customProductType, customConfiguration: p.customConfiguration });
      if (resolved.ok) {
        names.set(p.productId, { ...resolved.value.product.name });
        units.set(p.productId, 'pieces');
        configurations.set(`${p.customProductType}:${p.productId}`, { ...resolved.value.product.configuration });
      }
    }
    const offer = await this.options.options(
      { id: command.customer?.id ?? null, incoterms: command.customer?.incoterms },
      command.positions,
      shipping.country,
      price.shoppingCartValue,
      command.locale,
    );
    const shippingOption = offer.shippingMethods.find((m) => m.id === command.shippingMethodId)!;
    const paymentOption = offer.paymentMethods.find((m) => m.id === command.paymentMethodId)!;
    const methodNames = await this.options.methodNames(command.shippingMethodId, command.paymentMethodId);
    const { method: paymentMethod, bankAccount } = await this.options.paymentMethod(command.paymentMethodId);
    const provider = paymentMethod ? this.payments.of(paymentMethod) : null;
    if (!provider) return err({ code: 'paymentMethodNotOffered' });
    const buyer = command.customer
      ? { id: command.customer.id, email: command.customer.email, company: command.customer.company, salutation: command.customer.salutation, firstname: command.customer.firstname, lastname: command.customer.lastname, customerId: command.customer.customerId }
      : { id: null, ...command.buyer!, email: clean(command.buyer!.email).toLowerCase(), customerId: clean(command.buyer!.customerId) || null };

    const mailContext = await this.mails.prepare(command.locale, command.customer !== null);
    // Inside the transaction only its own connection is used (no read through the pool: see OrderMails.prepare).
    const placed = await this.tx.run(async () => {
      const m = this.tx.manager();
      const claimed: unknown[] = await m.query(
        `INSERT INTO order_request (idempotency_key, buyer, request_hash) VALUES ($1, $2, $3) ON CONFLICT (idempotency_key) DO NOTHING RETURNING idempotency_key`,
        [command.idempotencyKey, buyerKey, requestHash],
      );
      if (claimed.length === 0) return null;
      const order = await this.write(m, command, price, { shipping, billing, names, units, configurations, buyer, offer, shippingOption, paymentOption, methodNames });
      await m.query('UPDATE order_request SET order_id = $2 WHERE idempotency_key = $1', [command.idempotencyKey, order.id]);
      const paymentOrder = this.paymentOrder(order.id, price, command.locale, buyer.email);
      await this.mails.queueConfirmation(
        mailContext,
        order.id,
        String(order.id),
        { email: buyer.email, salutation: String(buyer.salutation ?? ''), lastname: String(buyer.lastname ?? '') },
        provider.mailInstruction(paymentOrder, bankAccount),
        price.vatTreatment,
      );
      return order;
    });
    if (placed === null) {
      // Another submit with this key won the race; it has committed by now (the insert waited for it).
      return (await this.earlier(command.idempotencyKey, buyerKey, requestHash)) ?? err({ code: 'idempotencyKeyReused' });
    }
    const payment = await this.startPayment(provider, this.paymentOrder(placed.id, price, command.locale, buyer.email), bankAccount);
    return ok(this.answer(placed.id, price, payment));
  }

  private paymentOrder(orderId: number, price: Pick<CartPriceInfoView, 'total' | 'currency'>, locale: 'de' | 'en', buyerEmail: string): PaymentOrder {
    return { orderId, orderNumber: String(orderId), total: price.total, currency: price.currency, locale, buyerEmail };
  }

  /**
   * After the commit: the provider starts the payment (a payment service may be called) and the order keeps
   * the instruction. A failure leaves the order placed with its payment pending (null) — never lost.
   */
  private async startPayment(provider: PaymentProvider, order: PaymentOrder, bankAccount: BankAccount | null): Promise<PaymentInstruction | null> {
    try {
      const instruction = await provider.start(order, bankAccount);
      await this.db.query('UPDATE shop_order SET payment = $2 WHERE id = $1', [order.orderId, JSON.stringify(instruction)]);
      return instruction;
    } catch (error) {
      this.logger.error(`payment start failed for order ${order.orderId} (provider ${provider.code}): ${(error as Error)?.name ?? 'Error'}`);
      return null;
    }
  }

  private answer(
    orderId: number,
    price: Pick<CartPriceInfoView, 'itemTotal' | 'discountAmount' | 'subtotal' | 'vat' | 'vatRate' | 'total' | 'currency' | 'formattedTotal'>,
    payment: PaymentInstruction | null,
  ): PlacedOrder {
    return {
      payment,
      orderId,
      orderNumber: String(orderId),
      price: { itemTotal: price.itemTotal, discountAmount: price.discountAmount, subtotal: price.subtotal, vat: price.vat, vatRate: price.vatRate, total: price.total, currency: price.currency, formattedTotal: price.formattedTotal },
    };
  }

  private async earlier(key: string, buyerKey: string, requestHash: string): Promise<Result<PlacedOrder, PlaceOrderError> | null> {
    const rows: Array<{ payment: PaymentInstruction | null; buyer: string; request_hash: string; order_id: string | null; item_total_cents: string; discount_amount_cents: string; subtotal_cents: string; vat_cents: string; vat_rate: string; total_cents: string; currency: string; locale: string }> =
      await this.db.query(
        `SELECT o.payment, r.buyer, r.request_hash, r.order_id, o.item_total_cents, o.discount_amount_cents, o.subtotal_cents, o.vat_cents, o.vat_rate::text AS vat_rate, o.total_cents, o.currency, o.locale
           FROM order_request r LEFT JOIN shop_order o ON o.id = r.order_id WHERE r.idempotency_key = $1`,
        [key],
      );
    const row = rows[0];
    if (!row) return null;
    if (row.buyer !== buyerKey || row.request_hash !== requestHash || row.order_id === null) return err({ code: 'idempotencyKeyReused' });
    const total = Number(row.total_cents);
    return ok(
      this.answer(Number(row.order_id), {
        itemTotal: Number(row.item_total_cents),
        discountAmount: Number(row.discount_amount_cents),
        subtotal: Number(row.subtotal_cents),
        vat: Number(row.vat_cents),
        vatRate: row.vat_rate.replace(/\.?0+$/, ''),
        total,
        currency: row.currency,
        formattedTotal: formatMoney(total, row.currency, row.locale),
      },
        row.payment ?? null,
      ),
    );
  }

  /** Field rules: addresses, guest buyer, terms and privacy policy, quantities present. */
  private check(command: PlaceOrderCommand): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const [prefix, address] of [['shippingAddress', command.shippingAddress], ['billingAddress', command.billingAddress]] as const) {
      const errors = validateAddress({ ...address, nameLine2: address.nameLine2 ?? '', street: address.street ?? '', postOfficeBox: address.postOfficeBox ?? '', country: clean(address.country).toUpperCase() || 'DE', taxNo: address.taxNo ?? '' } as never);
      for (const [field, message] of Object.entries(errors)) fields[`${prefix}.${field}`] = message as string;
    }
    if (!command.customer) {
      const b = command.buyer;
      if (!b) fields.buyer = 'requiredFieldMessage';
      else {
        const put = (field: string, message: string | null) => message && (fields[`buyer.${field}`] = message);
        put('company', validateCompanyName(b.company ?? ''));
        put('customerId', validateCustomerId(b.customerId ?? ''));
        put('salutation', validateSalutation(b.salutation ?? ''));
        put('firstname', validatePersonName(b.firstname ?? ''));
        put('lastname', validatePersonName(b.lastname ?? ''));
        put('email', validateEmail(b.email ?? ''));
      }
    }
    if (command.termsAccepted !== true) fields.termsAccepted = 'mustAcceptTermsMessage';
    if (command.privacyPolicyAccepted !== true) fields.privacyPolicyAccepted = 'mustConfirmPrivacyPolicyMessage';
    if (command.positions.length === 0) fields.positions = 'cartEmpty';
    if (command.desiredDeliveryDate && command.desiredDeliveryDate < new Date().toISOString().slice(0, 10)) fields.desiredDeliveryDate = 'invalidDesiredDeliveryDate';
    return fields;
  }

  /** Business refusals after pricing: unknown or on-request articles, quantities by their rules, destination, methods, coupon, minimum order value. */
  private refusal(command: PlaceOrderCommand, price: CartPriceInfoView, items: ReadonlyMap<string, Awaited<ReturnType<ProductQueries['byIds']>>[number]>): PlaceOrderError | null {
    if (price.unknownProductIds.length > 0) return { code: 'productIdUnknown' };
    const fields: Record<string, string> = {};
    // A configured position its configurator refuses: the configurator's first message id at the position.
    command.positions.forEach((p, i) => {
      const refused = p.customProductType ? price.refusedConfiguredProducts.find((r) => r.productId === p.productId && r.customProductType === p.customProductType) : undefined;
      if (refused) fields[`positions.${i}.customConfiguration`] = refused.messageIds[0] ?? 'customProductInvalid';
    });
    if (Object.keys(fields).length > 0) return { code: 'VALIDATION_FAILED', fields };
    command.positions.forEach((p, i) => {
      // Configured products are whole pieces; catalogue articles follow their product's rule (one rule: validatePositionQuantity).
      const item = p.customProductType ? undefined : items.get(p.productId);
      if (!p.customProductType && !item) fields[`positions.${i}.productId`] = 'productIdUnknown';
      else if (item?.isOnlyOnRequest) fields[`positions.${i}.productId`] = 'productOnlyOnRequest';
      else {
        const message = validatePositionQuantity(p.qty, p, item?.orderQuantity);
        if (message) fields[`positions.${i}.qty`] = message;
      }
    });
    if (Object.keys(fields).length > 0) return { code: 'VALIDATION_FAILED', fields };
    if (price.deliveryMessageId) return { code: price.deliveryMessageId };
    if (price.couponMessageId) return { code: price.couponMessageId };
    if (!price.minOrderValueIsReached) return { code: 'minOrderValueNotReachedMsg' };
    return null;
  }

  private async write(
    m: EntityManager,
    command: PlaceOrderCommand,
    price: CartPriceInfoView,
    parts: {
      shipping: ReturnType<typeof addressSnapshot>;
      billing: ReturnType<typeof addressSnapshot>;
      names: Map<string, { de: string; en: string }>;
      configurations: Map<string, Record<string, unknown>>;
      units: Map<string, string>;
      buyer: Record<string, unknown> & { id: number | null; email: string; company: string; lastname: string };
      offer: Awaited<ReturnType<CheckoutOptions['options']>>;
      shippingOption: Awaited<ReturnType<CheckoutOptions['options']>>['shippingMethods'][number];
      paymentOption: Awaited<ReturnType<CheckoutOptions['options']>>['paymentMethods'][number];
      methodNames: { shipping: Readonly<Record<string, string>>; payment: Readonly<Record<string, string>> };
    },
  ): Promise<OrderEntity> {
    const positions = price.positions.map((line, sort) =>
      m.create(OrderPositionEntity, {
        sort,
        productId: line.productId,
        productName: parts.names.get(line.productId) ?? { de: line.productId, en: line.productId },
        productPriceCents: line.price,
        priceUnit: line.priceUnit,
        unit: parts.units.get(line.productId) ?? null,
        customProductType: line.customProductType,
        // Catalogue articles carry none; a configured one the configuration its configurator accepted.
        customConfiguration: line.customProductType ? (parts.configurations.get(`${line.customProductType}:${line.productId}`) ?? null) : null,
        qty: line.qty,
        discountPercentage: String(line.discount ?? 0),
        priceCents: line.lineTotal,
      }),
    );
    const info = parts.shippingOption.deliveryTimeInfo;
    return m.save(
      m.create(OrderEntity, {
        orderDate: new Date(),
        status: 'inProgress',
        userId: parts.buyer.id,
        buyerEmail: parts.buyer.email,
        buyerLastname: parts.buyer.lastname,
        buyerCompany: parts.buyer.company,
        buyer: parts.buyer,
        customerOrderId: clean(command.additionalInformation?.customerOrderId),
        comment: clean(command.additionalInformation?.comment),
        shippingAddress: parts.shipping,
        billingAddress: parts.billing,
        shippingMethod: {
          name: { de: parts.methodNames.shipping.de ?? parts.shippingOption.name, en: parts.methodNames.shipping.en ?? parts.shippingOption.name },
          priceCents: price.shippingCosts,
          deliveryTimeInfo: info ? `${info.messageId}:${info.days}:${info.earliest}:${info.latest}` : '',
        },
        paymentMethod: {
          name: { de: parts.methodNames.payment.de ?? parts.paymentOption.name, en: parts.methodNames.payment.en ?? parts.paymentOption.name },
          feeCents: price.paymentCosts,
        },
        currency: price.currency,
        itemTotalCents: price.itemTotal,
        discountAmountCents: price.discountAmount,
        discountPercentage: price.discountPercentage,
        couponCode: price.couponCode,
        subtotalCents: price.subtotal,
        vatCents: price.vat,
        vatRate: price.vatRate,
        totalCents: price.total,
        ...vatColumns(price.vatTreatment),
        aquisitionIds: { order: command.aquisitionIds?.order ?? null, initial: command.aquisitionIds?.initial ?? null },
        desiredDeliveryDate: command.desiredDeliveryDate || null,
        channel: 'webshop',
        originId: null,
        locale: command.locale,
        incoterm: parts.offer.incoterm,
        positions,
      }),
    );
  }
}
