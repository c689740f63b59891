import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isCanceled, type OrderAddress, type OrderView } from '../../domain/order-view';

const ORDER_COLUMNS = `o.id, o.order_date, o.status, o.user_id, o.buyer_email, o.buyer_lastname, o.buyer_company, o.customer_order_id,
  o.comment, o.shipping_address, o.billing_address, o.shipping_method, o.payment_method, o.currency, o.item_total_cents,
  o.discount_amount_cents, o.discount_percentage, o.coupon_code, o.subtotal_cents, o.vat_cents, o.vat_rate, o.total_cents,
  o.aquisition_ids, to_char(o.desired_delivery_date, 'YYYY-MM-DD') AS desired_delivery_date, o.channel, o.origin_id,
  o.vat_treatment, o.reverse_charge, o.buyer_vat_id, o.seller_vat_id, o.vat_id_checked_at, o.vat_id_check_reference, o.cost_centre, o.approval_state, o.approval_reason, o.rejection_reason`;

type Row = Record<string, any>;

/**
 * The order read model, straight from SQL. Every customer read is scoped by the buyer's user id, so an
 * order of someone else is indistinguishable from one that does not exist.
 */
@Injectable()
export class OrderQueries {
  constructor(private readonly db: DataSource) {}

  /** The customer's orders, newest first; canceled ones included (flagged `canceled`). */
  async ordersOfCustomer(userId: number): Promise<OrderView[]> {
    const orders: Row[] = await this.db.query(`SELECT ${ORDER_COLUMNS} FROM shop_order o WHERE o.user_id = $1 ORDER BY o.order_date DESC, o.id DESC`, [userId]);
    return this.withPositions(orders);
  }

  /** One of the customer's orders, or null (also for an order of someone else). */
  async orderOfCustomer(userId: number, orderId: number): Promise<OrderView | null> {
    const orders: Row[] = await this.db.query(`SELECT ${ORDER_COLUMNS} FROM shop_order o WHERE o.id = $1 AND o.user_id = $2`, [orderId, userId]);
    const [order] = await this.withPositions(orders);
    return order ?? null;
  }

  /** Any order by id (the confirmation mail of a guest's order), or null. */
  async orderById(orderId: number): Promise<OrderView | null> {
    const orders: Row[] = await this.db.query(`SELECT ${ORDER_COLUMNS} FROM shop_order o WHERE o.id = $1`, [orderId]);
    const [order] = await this.withPositions(orders);
    return order ?? null;
  }

  /** The customer an order belongs to (null: a guest order). */
  ownerOf(orderId: number): Promise<Array<{ user_id: string | null }>> {
    return this.db.query('SELECT user_id FROM shop_order WHERE id = $1', [orderId]);
  }

  private async withPositions(orders: Row[]): Promise<OrderView[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((o) => String(o.id));
    const positions: Row[] = await this.db.query(
      `SELECT order_id, product_id, product_name, product_price_cents, price_unit, unit, custom_product_type, custom_configuration, qty,
              discount_percentage, price_cents
         FROM order_position WHERE order_id = ANY($1::bigint[]) ORDER BY order_id, sort, id`,
      [ids],
    );
    const byOrder = new Map<string, Row[]>();
    for (const p of positions) {
      const key = String(p.order_id);
      if (!byOrder.has(key)) byOrder.set(key, []);
      byOrder.get(key)!.push(p);
    }
    return orders.map((o) => toView(o, byOrder.get(String(o.id)) ?? []));
  }
}

/** "2.000" → "2", "1.500" → "1.5". */
function decimal(value: unknown): string {
  const s = String(value ?? '0');
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

function cents(value: unknown): number {
  return Number(value ?? 0);
}

function address(value: Record<string, unknown> | null): OrderAddress {
  const v = value ?? {};
  const s = (k: string) => String(v[k] ?? '');
  return { nameLine1: s('nameLine1'), nameLine2: s('nameLine2'), street: s('street'), postOfficeBox: s('postOfficeBox'), zip: s('zip'), city: s('city'), country: s('country') || 'DE', taxNo: s('taxNo') };
}

function toView(o: Row, positions: Row[]): OrderView {
  const shipping = o.shipping_method ?? {};
  const payment = o.payment_method ?? {};
  return {
    id: Number(o.id),
    orderDate: new Date(o.order_date).toISOString(),
    status: o.status,
    canceled: isCanceled(o.status),
    buyer: { id: o.user_id === null ? null : Number(o.user_id), email: o.buyer_email, lastname: o.buyer_lastname, company: o.buyer_company },
    additionalInformation: { customerOrderId: o.customer_order_id, comment: o.comment, costCentre: o.cost_centre ?? '' },
    approval: o.approval_state ? { state: o.approval_state, reason: o.approval_reason, rejectionReason: o.rejection_reason ?? null } : null,
    approvalState: o.approval_state ?? null,
    shippingAddress: address(o.shipping_address),
    billingAddress: address(o.billing_address),
    shippingMethod: { name: { de: shipping.name?.de ?? '', en: shipping.name?.en ?? shipping.name?.de ?? '' }, price: cents(shipping.priceCents), deliveryTimeInfo: String(shipping.deliveryTimeInfo ?? '') },
    paymentMethod: { name: { de: payment.name?.de ?? '', en: payment.name?.en ?? payment.name?.de ?? '' }, fee: cents(payment.feeCents) },
    positions: positions.map((p) => ({
      product: { id: p.product_id, price: cents(p.product_price_cents), priceUnit: Number(p.price_unit), unit: p.unit ?? null, name: { de: p.product_name?.de ?? '', en: p.product_name?.en ?? p.product_name?.de ?? '' } },
      customProductType: p.custom_product_type ?? null,
      customConfiguration: p.custom_configuration ?? null,
      qty: decimal(p.qty),
      discount: decimal(p.discount_percentage),
      price: cents(p.price_cents),
    })),
    currency: o.currency,
    price: {
      itemTotal: cents(o.item_total_cents),
      discountAmount: cents(o.discount_amount_cents),
      discountPercentage: decimal(o.discount_percentage),
      couponCode: o.coupon_code ?? null,
      subtotal: cents(o.subtotal_cents),
      vat: cents(o.vat_cents),
      vatRate: decimal(o.vat_rate),
      total: cents(o.total_cents),
    },
    vat: {
      kind: o.vat_treatment ?? null,
      reverseCharge: o.reverse_charge === true,
      buyerVatId: o.buyer_vat_id ?? null,
      sellerVatId: o.seller_vat_id ?? null,
      vatIdCheckedAt: o.vat_id_checked_at ? new Date(o.vat_id_checked_at).toISOString() : null,
      vatIdCheckReference: o.vat_id_check_reference ?? null,
    },
    aquisitionIds: { order: o.aquisition_ids?.order ?? null, initial: o.aquisition_ids?.initial ?? null },
    desiredDeliveryDate: o.desired_delivery_date ?? null,
    channel: o.channel,
    originId: o.origin_id ?? null,
  };
}
