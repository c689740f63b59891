import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/unit-of-work';
import { Order, orderVatOf } from '../domain/order';
import { OrderRepository } from '../domain/ports/order.repository.port';

type LocalizedName = { de: string; en: string };
type Address = { nameLine1: string; nameLine2: string; street: string; postOfficeBox: string; zip: string; city: string; country: string; taxNo: string };

/** An order as it is taken over from elsewhere (the demo shop, later the admin import): prices in cents, final. */
export interface ImportedOrder {
  orderDate: Date;
  status: string;
  userId: number | null;
  buyer: { email: string; lastname: string; company: string };
  customerOrderId: string;
  comment: string;
  shippingAddress: Address;
  billingAddress: Address;
  shippingMethod: { name: LocalizedName; priceCents: number; deliveryTimeInfo: string };
  paymentMethod: { name: LocalizedName; feeCents: number };
  currency: string;
  itemTotalCents: number;
  discountAmountCents: number;
  discountPercentage: string;
  couponCode: string | null;
  subtotalCents: number;
  vatCents: number;
  vatRate: string;
  totalCents: number;
  locale: string;
  positions: Array<{ productId: string; productName: LocalizedName; productPriceCents: number; priceUnit: number; unit?: string | null; qty: string; discountPercentage: string; priceCents: number }>;
}

/**
 * Writes orders that were priced elsewhere, each with its positions, all in one unit of work, through the
 * Order aggregate's repository (their figures are taken as they are: `Order.restore`).
 */
@Injectable()
export class OrderImport {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly orders: OrderRepository,
  ) {}

  async importOrders(orders: ImportedOrder[]): Promise<number> {
    await this.uow.run(async () => {
      for (const o of orders) {
        await this.orders.add(
          Order.restore({
            id: null,
            orderDate: o.orderDate,
            status: o.status,
            buyer: { id: o.userId, email: o.buyer.email, lastname: o.buyer.lastname, company: o.buyer.company, firstname: null, salutation: null, customerId: null },
            customerOrderId: o.customerOrderId,
            costCentre: '',
            // Imported orders (relaunch) are of one-person companies: the customer's own id (migration 1700000000510).
            companyId: o.userId,
            approval: null,
            comment: o.comment,
            shippingAddress: o.shippingAddress,
            billingAddress: o.billingAddress,
            shippingMethod: o.shippingMethod,
            paymentMethod: o.paymentMethod,
            currency: o.currency,
            totals: {
              itemTotal: o.itemTotalCents,
              discountAmount: o.discountAmountCents,
              discountPercentage: o.discountPercentage,
              couponCode: o.couponCode,
              subtotal: o.subtotalCents,
              vat: o.vatCents,
              vatRate: o.vatRate,
              total: o.totalCents,
            },
            vat: orderVatOf(null),
            positions: o.positions.map((p) => ({
              productId: p.productId,
              name: p.productName,
              unitPrice: p.productPriceCents,
              priceUnit: p.priceUnit,
              unit: p.unit ?? null,
              customProductType: null,
              customConfiguration: null,
              qty: p.qty,
              discountPercentage: p.discountPercentage,
              lineTotal: p.priceCents,
            })),
            aquisitionIds: { order: null, initial: null },
            desiredDeliveryDate: null,
            channel: 'webshop',
            originId: null,
            locale: o.locale,
            incoterm: 'EXW',
            payment: null,
          }),
        );
      }
    });
    return orders.length;
  }
}
