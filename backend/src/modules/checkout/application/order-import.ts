import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OrderPositionEntity } from '../infrastructure/persistence/entities/order-position.entity';
import { OrderEntity } from '../infrastructure/persistence/entities/order.entity';

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

/** Writes orders that were priced elsewhere, each with its positions, all in one transaction. */
@Injectable()
export class OrderImport {
  constructor(private readonly db: DataSource) {}

  async importOrders(orders: ImportedOrder[]): Promise<number> {
    await this.db.transaction(async (m) => {
      for (const o of orders) {
        const positions = o.positions.map((p, sort) => m.create(OrderPositionEntity, { ...p, unit: p.unit ?? null, sort, customProductType: null, customConfiguration: null }));
        await m.save(
          m.create(OrderEntity, {
            orderDate: o.orderDate,
            status: o.status,
            userId: o.userId,
            buyerEmail: o.buyer.email,
            buyerLastname: o.buyer.lastname,
            buyerCompany: o.buyer.company,
            customerOrderId: o.customerOrderId,
            comment: o.comment,
            shippingAddress: o.shippingAddress,
            billingAddress: o.billingAddress,
            shippingMethod: o.shippingMethod,
            paymentMethod: o.paymentMethod,
            currency: o.currency,
            itemTotalCents: o.itemTotalCents,
            discountAmountCents: o.discountAmountCents,
            discountPercentage: o.discountPercentage,
            couponCode: o.couponCode,
            subtotalCents: o.subtotalCents,
            vatCents: o.vatCents,
            vatRate: o.vatRate,
            totalCents: o.totalCents,
            aquisitionIds: { order: null, initial: null },
            desiredDeliveryDate: null,
            channel: 'webshop',
            originId: null,
            locale: o.locale,
            positions,
          }),
        );
      }
    });
    return orders.length;
  }
}
