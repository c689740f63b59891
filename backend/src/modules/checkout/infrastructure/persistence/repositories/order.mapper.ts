import type { ApprovalReason, OrderApprovalState } from '@shop/domain';
import { Order, type OrderProps } from '../../../domain/order';
import type { PaymentInstruction } from '../../../domain/ports/payment-provider.port';
import { OrderPositionEntity } from '../entities/order-position.entity';
import { OrderEntity } from '../entities/order.entity';

/** "2.000" → "2", "1.500" → "1.5" (numeric columns; the order keeps exact decimal strings). */
export function trimDecimal(value: unknown): string {
  const s = String(value ?? '0');
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function address(value: Record<string, unknown> | null | undefined): OrderProps['shippingAddress'] {
  const v = value ?? {};
  const s = (k: string) => String(v[k] ?? '');
  return { nameLine1: s('nameLine1'), nameLine2: s('nameLine2'), street: s('street'), postOfficeBox: s('postOfficeBox'), zip: s('zip'), city: s('city'), country: s('country') || 'DE', taxNo: s('taxNo') };
}

const localized = (name: { de?: string; en?: string } | null | undefined) => ({ de: name?.de ?? '', en: name?.en ?? name?.de ?? '' });

/** A stored order (with its positions, in their order) as the aggregate. */
export function toDomain(row: OrderEntity): Order {
  const buyer = row.buyer ?? {};
  const positions = [...(row.positions ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id);
  return Order.restore({
    id: row.id,
    orderDate: new Date(row.orderDate),
    status: row.status,
    buyer: {
      id: row.userId,
      email: row.buyerEmail,
      company: row.buyerCompany,
      lastname: row.buyerLastname,
      firstname: text(buyer.firstname),
      salutation: text(buyer.salutation),
      customerId: text(buyer.customerId),
    },
    customerOrderId: row.customerOrderId,
    costCentre: row.costCentre ?? '',
    companyId: row.companyId ?? null,
    approval:
      row.approvalState && row.approvalReason
        ? {
            state: row.approvalState as OrderApprovalState,
            reason: row.approvalReason as ApprovalReason,
            approvedBy: row.approvedBy ?? null,
            approvedAt: row.approvedAt ? new Date(row.approvedAt) : null,
            rejectedBy: row.rejectedBy ?? null,
            rejectedAt: row.rejectedAt ? new Date(row.rejectedAt) : null,
            rejectionReason: row.rejectionReason ?? null,
          }
        : null,
    comment: row.comment,
    shippingAddress: address(row.shippingAddress),
    billingAddress: address(row.billingAddress),
    shippingMethod: { name: localized(row.shippingMethod?.name), priceCents: Number(row.shippingMethod?.priceCents ?? 0), deliveryTimeInfo: String(row.shippingMethod?.deliveryTimeInfo ?? '') },
    paymentMethod: { name: localized(row.paymentMethod?.name), feeCents: Number(row.paymentMethod?.feeCents ?? 0) },
    currency: row.currency,
    totals: {
      itemTotal: row.itemTotalCents,
      discountAmount: row.discountAmountCents,
      discountPercentage: trimDecimal(row.discountPercentage),
      couponCode: row.couponCode ?? null,
      subtotal: row.subtotalCents,
      vat: row.vatCents,
      vatRate: trimDecimal(row.vatRate),
      total: row.totalCents,
    },
    vat: {
      kind: (row.vatTreatment ?? null) as OrderProps['vat']['kind'],
      reverseCharge: row.reverseCharge === true,
      buyerVatId: row.buyerVatId ?? null,
      sellerVatId: row.sellerVatId ?? null,
      vatIdCheckedAt: row.vatIdCheckedAt ? new Date(row.vatIdCheckedAt) : null,
      vatIdCheckReference: row.vatIdCheckReference ?? null,
    },
    positions: positions.map((p) => ({
      productId: p.productId,
      name: localized(p.productName),
      unitPrice: p.productPriceCents,
      priceUnit: Number(p.priceUnit),
      unit: p.unit ?? null,
      customProductType: p.customProductType ?? null,
      customConfiguration: p.customConfiguration ?? null,
      qty: trimDecimal(p.qty),
      discountPercentage: trimDecimal(p.discountPercentage),
      lineTotal: p.priceCents,
    })),
    aquisitionIds: { order: row.aquisitionIds?.order ?? null, initial: row.aquisitionIds?.initial ?? null },
    desiredDeliveryDate: row.desiredDeliveryDate ?? null,
    channel: row.channel,
    originId: row.originId ?? null,
    locale: row.locale,
    incoterm: row.incoterm,
    payment: (row.payment as PaymentInstruction | null) ?? null,
  });
}

/** The aggregate as the rows it is stored in (a new order: without id; TypeORM inserts the positions with it). */
export function toPersistence(order: Order): OrderEntity {
  const o = order.state;
  const entity = new OrderEntity();
  if (o.id !== null) entity.id = o.id;
  Object.assign(entity, {
    orderDate: o.orderDate,
    status: o.status,
    userId: o.buyer.id,
    buyerEmail: o.buyer.email,
    buyerLastname: o.buyer.lastname,
    buyerCompany: o.buyer.company,
    // Buyer snapshot: salutation, first and last name, company, customer id, e-mail as the buyer gave them.
    buyer: { id: o.buyer.id, email: o.buyer.email, company: o.buyer.company, salutation: o.buyer.salutation, firstname: o.buyer.firstname, lastname: o.buyer.lastname, customerId: o.buyer.customerId },
    customerOrderId: o.customerOrderId,
    costCentre: o.costCentre,
    companyId: o.companyId,
    approvalState: o.approval?.state ?? null,
    approvalReason: o.approval?.reason ?? null,
    approvedBy: o.approval?.approvedBy ?? null,
    approvedAt: o.approval?.approvedAt ?? null,
    rejectedBy: o.approval?.rejectedBy ?? null,
    rejectedAt: o.approval?.rejectedAt ?? null,
    rejectionReason: o.approval?.rejectionReason ?? null,
    comment: o.comment,
    shippingAddress: { ...o.shippingAddress },
    billingAddress: { ...o.billingAddress },
    shippingMethod: { name: o.shippingMethod.name, priceCents: o.shippingMethod.priceCents, deliveryTimeInfo: o.shippingMethod.deliveryTimeInfo },
    paymentMethod: { name: o.paymentMethod.name, feeCents: o.paymentMethod.feeCents },
    currency: o.currency,
    itemTotalCents: o.totals.itemTotal,
    discountAmountCents: o.totals.discountAmount,
    discountPercentage: o.totals.discountPercentage,
    couponCode: o.totals.couponCode,
    subtotalCents: o.totals.subtotal,
    vatCents: o.totals.vat,
    vatRate: o.totals.vatRate,
    totalCents: o.totals.total,
    vatTreatment: o.vat.kind,
    reverseCharge: o.vat.reverseCharge,
    buyerVatId: o.vat.buyerVatId,
    sellerVatId: o.vat.sellerVatId,
    vatIdCheckedAt: o.vat.vatIdCheckedAt,
    vatIdCheckReference: o.vat.vatIdCheckReference,
    aquisitionIds: { ...o.aquisitionIds },
    desiredDeliveryDate: o.desiredDeliveryDate,
    channel: o.channel,
    originId: o.originId,
    locale: o.locale,
    incoterm: o.incoterm,
    payment: o.payment as Record<string, unknown> | null,
    positions: o.positions.map((p, sort) =>
      Object.assign(new OrderPositionEntity(), {
        sort,
        productId: p.productId,
        productName: p.name,
        productPriceCents: p.unitPrice,
        priceUnit: p.priceUnit,
        unit: p.unit,
        customProductType: p.customProductType,
        customConfiguration: p.customConfiguration,
        qty: p.qty,
        discountPercentage: p.discountPercentage,
        priceCents: p.lineTotal,
      }),
    ),
  });
  return entity;
}
