import { isCanceledOrder, type VatTreatmentKind } from '@shop/domain';
import type { LocalizedName, Order, OrderAddress } from './order';

export type { LocalizedName, OrderAddress };

/**
 * Orders as the customer sees them (docs/rules/entities.md#orders). Money is integer cents;
 * quantities are exact decimal strings. Canceled orders are listed but excluded from counts and sums.
 */
export const ORDER_STATUSES = ['inProgress', 'completed', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number] | (string & {});

export interface OrderPositionView {
  /** unit: the unit of quantity ordered in (pieces, meters, …; null for orders from before units were kept). */
  product: { id: string; price: number; priceUnit: number; unit: string | null; name: LocalizedName };
  customProductType: string | null;
  customConfiguration: Record<string, unknown> | null;
  qty: string;
  /** Discount in percent on this position. */
  discount: string;
  /** Position total, net, in cents. */
  price: number;
}

/** How the order was taxed (docs/vat.md); the rate is price.vatRate. */
export interface OrderVatView {
  /** Null for orders placed before the treatment was kept. */
  kind: VatTreatmentKind | null;
  /** The buyer accounts for the VAT: the documents carry the note and both VAT ids. */
  reverseCharge: boolean;
  buyerVatId: string | null;
  sellerVatId: string | null;
  /** When VIES confirmed the buyer's id, and its consultation number (the evidence of a tax-free supply). */
  vatIdCheckedAt: string | null;
  vatIdCheckReference: string | null;
}

export interface OrderView {
  id: number;
  orderDate: string;
  status: OrderStatus;
  canceled: boolean;
  buyer: { id: number | null; email: string; lastname: string; company: string };
  /** customerOrderId: the buyer's own order number; costCentre: the buyer's cost centre ('' when none). */
  additionalInformation: { customerOrderId: string; comment: string; costCentre: string };
  /** Company approval (ADR 0051): null when the order never needed one; awaiting and rejected orders count nowhere. */
  approval: { state: 'awaiting' | 'approved' | 'rejected'; reason: 'orderLimit' | 'monthlyLimit'; rejectionReason: string | null } | null;
  /** The approval state alone (what `@shop/domain` countedOrders reads). */
  approvalState: 'awaiting' | 'approved' | 'rejected' | null;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  shippingMethod: { name: LocalizedName; price: number; deliveryTimeInfo: string };
  paymentMethod: { name: LocalizedName; fee: number };
  positions: OrderPositionView[];
  currency: string;
  price: {
    itemTotal: number;
    discountAmount: number;
    discountPercentage: string;
    couponCode: string | null;
    /** Net sum: items after discount + shipping + payment fee. */
    subtotal: number;
    vat: number;
    vatRate: string;
    /** Gross sum. */
    total: number;
  };
  vat: OrderVatView;
  aquisitionIds: { order: string | null; initial: string | null };
  desiredDeliveryDate: string | null;
  channel: string;
  originId: string | null;
}

export function isCanceled(status: string): boolean {
  return isCanceledOrder({ status });
}

/**
 * The order as its read model shows it, made from the aggregate (what the order's SQL read gives for the stored
 * order): the confirmation of an order just placed is made from it without reading the order back.
 */
export function orderViewOf(order: Order): OrderView {
  const o = order.state;
  const approvalState = o.approval?.state ?? null;
  return {
    id: order.id,
    orderDate: o.orderDate.toISOString(),
    status: o.status,
    canceled: isCanceled(o.status),
    buyer: { id: o.buyer.id, email: o.buyer.email, lastname: o.buyer.lastname, company: o.buyer.company },
    additionalInformation: { customerOrderId: o.customerOrderId, comment: o.comment, costCentre: o.costCentre },
    approval: o.approval ? { state: o.approval.state, reason: o.approval.reason, rejectionReason: o.approval.rejectionReason } : null,
    approvalState,
    shippingAddress: o.shippingAddress,
    billingAddress: o.billingAddress,
    shippingMethod: { name: o.shippingMethod.name, price: o.shippingMethod.priceCents, deliveryTimeInfo: o.shippingMethod.deliveryTimeInfo },
    paymentMethod: { name: o.paymentMethod.name, fee: o.paymentMethod.feeCents },
    positions: o.positions.map((p) => ({
      product: { id: p.productId, price: p.unitPrice, priceUnit: p.priceUnit, unit: p.unit, name: p.name },
      customProductType: p.customProductType,
      customConfiguration: p.customConfiguration,
      qty: p.qty,
      discount: p.discountPercentage,
      price: p.lineTotal,
    })),
    currency: o.currency,
    price: { ...o.totals },
    vat: {
      kind: o.vat.kind,
      reverseCharge: o.vat.reverseCharge,
      buyerVatId: o.vat.buyerVatId,
      sellerVatId: o.vat.sellerVatId,
      vatIdCheckedAt: o.vat.vatIdCheckedAt ? o.vat.vatIdCheckedAt.toISOString() : null,
      vatIdCheckReference: o.vat.vatIdCheckReference,
    },
    aquisitionIds: { ...o.aquisitionIds },
    desiredDeliveryDate: o.desiredDeliveryDate,
    channel: o.channel,
    originId: o.originId,
  };
}
