import { calculateTotals, estimateDelivery, multiplyMoney, percentageOf, storedDeliveryTime, subtractMoney, toIsoDate } from '@shop/domain';
import type { EntityManager } from 'typeorm';
import type { ImportedOrder } from '../../modules/checkout';

export interface DemoBuyer {
  userId: number;
  email: string;
  lastname: string;
  company: string;
  address: ImportedOrder['shippingAddress'];
}

const DAY = 86_400_000;
const STANDARD_SHIPPING = { name: { de: 'Standardversand', en: 'Standard shipping' }, priceCents: 990 };

/** The delivery time a standard shipment ordered then was given (1 working day in transit, cut-off 14:00), stored as orders keep it. */
function standardDeliveryTime(orderDate: Date): string {
  const window = estimateDelivery(orderDate, { procurementDays: 0, cutoffHour: 14, transitDays: 1 });
  return storedDeliveryTime({ messageId: 'readyForShipmentWithinXDays', days: 1, earliest: toIsoDate(window.earliest), latest: toIsoDate(window.latest) });
}
const INVOICE = { name: { de: 'Rechnung', en: 'Invoice' }, feeCents: 0 };

/** The demo customer's order history (one in progress, two completed, one canceled), from the seeded catalogue. */
export async function demoOrders(m: EntityManager, buyer: DemoBuyer, now = new Date()): Promise<ImportedOrder[]> {
  const products: Array<{ id: string; price_cents: string; price_unit: number; unit: string | null; de: string; en: string | null }> = await m.query(
    `SELECT p.id, p.price_cents, p.price_unit, p.unit_of_quantity AS unit, de.name AS de, en.name AS en
       FROM product p
       JOIN product_translation de ON de.product_id = p.id AND de.locale = 'de'
       LEFT JOIN product_translation en ON en.product_id = p.id AND en.locale = 'en'
      WHERE p.active AND NOT p.is_only_on_request
      ORDER BY p.id LIMIT 8`,
  );
  if (products.length === 0) return [];
  const pick = (i: number) => products[i % products.length];
  const plans: Array<{ daysAgo: number; status: string; customerOrderId: string; comment: string; items: Array<[number, string, string]>; coupon?: { code: string; percent: string } }> = [
    { daysAgo: 3, status: 'inProgress', customerOrderId: 'PO-2024-0815', comment: 'Bitte an Tor 3 liefern.', items: [[0, '4', '0'], [1, '10', '5'], [2, '2', '0']] },
    { daysAgo: 24, status: 'completed', customerOrderId: 'PO-2024-0777', comment: '', items: [[3, '1', '0'], [4, '25', '10']], coupon: { code: 'WELCOME5', percent: '5' } },
    { daysAgo: 61, status: 'canceled', customerOrderId: '', comment: 'Storniert auf Kundenwunsch.', items: [[5, '3', '0']] },
    { daysAgo: 118, status: 'completed', customerOrderId: 'PO-2024-0412', comment: '', items: [[6, '6', '0'], [7, '1.5', '0'], [0, '12', '0']] },
  ];
  return plans.map((plan) => {
    const positions = plan.items.map(([index, qty, discount]) => {
      const product = pick(index);
      const unitPrice = Number(product.price_cents);
      const gross = multiplyMoney(unitPrice, qty);
      return {
        productId: product.id,
        productName: { de: product.de, en: product.en ?? product.de },
        productPriceCents: unitPrice,
        priceUnit: Number(product.price_unit),
        unit: product.unit,
        qty,
        discountPercentage: discount,
        priceCents: subtractMoney(gross, percentageOf(gross, discount)),
      };
    });
    const itemTotal = positions.reduce((sum, p) => sum + p.priceCents, 0);
    const discountAmount = plan.coupon ? percentageOf(itemTotal, plan.coupon.percent) : 0;
    const totals = calculateTotals({ itemTotal, discountAmount, shippingCosts: STANDARD_SHIPPING.priceCents, paymentCosts: INVOICE.feeCents, vatRate: 19 });
    const orderDate = new Date(now.getTime() - plan.daysAgo * DAY);
    return {
      orderDate,
      status: plan.status,
      userId: buyer.userId,
      buyer: { email: buyer.email, lastname: buyer.lastname, company: buyer.company },
      customerOrderId: plan.customerOrderId,
      comment: plan.comment,
      shippingAddress: { ...buyer.address },
      billingAddress: { ...buyer.address },
      shippingMethod: { ...STANDARD_SHIPPING, deliveryTimeInfo: standardDeliveryTime(orderDate) },
      paymentMethod: INVOICE,
      currency: 'EUR',
      itemTotalCents: itemTotal,
      discountAmountCents: discountAmount,
      discountPercentage: plan.coupon?.percent ?? '0',
      couponCode: plan.coupon?.code ?? null,
      subtotalCents: totals.subtotal,
      vatCents: totals.vat,
      vatRate: '19',
      totalCents: totals.total,
      locale: 'de',
      positions,
    };
  });
}
