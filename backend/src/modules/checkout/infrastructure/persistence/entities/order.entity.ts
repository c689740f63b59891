import { Column, Entity, OneToMany, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../../../../../shared/persistence/bigint.transformer';
import { OrderPositionEntity } from './order-position.entity';

@Entity('shop_order')
export class OrderEntity {
  @PrimaryColumn({ type: 'bigint', generated: 'increment', transformer: bigintToNumber }) id!: number;
  @Column({ name: 'order_date', type: 'timestamptz' }) orderDate!: Date;
  @Column({ type: 'text' }) status!: string;
  @Column({ name: 'user_id', type: 'bigint', nullable: true, transformer: bigintToNumber }) userId!: number | null;
  @Column({ name: 'buyer_email', type: 'text' }) buyerEmail!: string;
  @Column({ name: 'buyer_lastname', type: 'text' }) buyerLastname!: string;
  @Column({ name: 'buyer_company', type: 'text' }) buyerCompany!: string;
  @Column({ name: 'customer_order_id', type: 'text' }) customerOrderId!: string;
  @Column({ type: 'text' }) comment!: string;
  /** The buyer's cost centre ('' when none). */
  @Column({ name: 'cost_centre', type: 'text', default: '' }) costCentre!: string;
  /** The buyer's company at placing (ADR 0051); null for guests. */
  @Column({ name: 'company_id', type: 'bigint', nullable: true, transformer: bigintToNumber }) companyId!: number | null;
  /** null (never needed approval) | awaiting | approved | rejected. */
  @Column({ name: 'approval_state', type: 'text', nullable: true }) approvalState!: string | null;
  @Column({ name: 'approval_reason', type: 'text', nullable: true }) approvalReason!: string | null;
  @Column({ name: 'approved_by', type: 'bigint', nullable: true, transformer: bigintToNumber }) approvedBy!: number | null;
  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true }) approvedAt!: Date | null;
  @Column({ name: 'rejected_by', type: 'bigint', nullable: true, transformer: bigintToNumber }) rejectedBy!: number | null;
  @Column({ name: 'rejected_at', type: 'timestamptz', nullable: true }) rejectedAt!: Date | null;
  @Column({ name: 'rejection_reason', type: 'text', nullable: true }) rejectionReason!: string | null;
  @Column({ name: 'shipping_address', type: 'jsonb' }) shippingAddress!: Record<string, unknown>;
  @Column({ name: 'billing_address', type: 'jsonb' }) billingAddress!: Record<string, unknown>;
  @Column({ name: 'shipping_method', type: 'jsonb' }) shippingMethod!: { name: { de: string; en: string }; priceCents: number; deliveryTimeInfo: string };
  @Column({ name: 'payment_method', type: 'jsonb' }) paymentMethod!: { name: { de: string; en: string }; feeCents: number };
  @Column({ type: 'text' }) currency!: string;
  @Column({ name: 'item_total_cents', type: 'bigint', transformer: bigintToNumber }) itemTotalCents!: number;
  @Column({ name: 'discount_amount_cents', type: 'bigint', transformer: bigintToNumber }) discountAmountCents!: number;
  @Column({ name: 'discount_percentage', type: 'numeric' }) discountPercentage!: string;
  @Column({ name: 'coupon_code', type: 'text', nullable: true }) couponCode!: string | null;
  @Column({ name: 'subtotal_cents', type: 'bigint', transformer: bigintToNumber }) subtotalCents!: number;
  @Column({ name: 'vat_cents', type: 'bigint', transformer: bigintToNumber }) vatCents!: number;
  @Column({ name: 'vat_rate', type: 'numeric' }) vatRate!: string;
  @Column({ name: 'total_cents', type: 'bigint', transformer: bigintToNumber }) totalCents!: number;
  /** The VAT treatment the order was priced with (docs/vat.md); null for orders from before it was kept. */
  @Column({ name: 'vat_treatment', type: 'text', nullable: true }) vatTreatment!: string | null;
  @Column({ name: 'reverse_charge', type: 'boolean', default: false }) reverseCharge!: boolean;
  @Column({ name: 'buyer_vat_id', type: 'text', nullable: true }) buyerVatId!: string | null;
  @Column({ name: 'seller_vat_id', type: 'text', nullable: true }) sellerVatId!: string | null;
  @Column({ name: 'vat_id_checked_at', type: 'timestamptz', nullable: true }) vatIdCheckedAt!: Date | null;
  @Column({ name: 'vat_id_check_reference', type: 'text', nullable: true }) vatIdCheckReference!: string | null;
  @Column({ name: 'aquisition_ids', type: 'jsonb' }) aquisitionIds!: { order?: string | null; initial?: string | null };
  @Column({ name: 'desired_delivery_date', type: 'date', nullable: true }) desiredDeliveryDate!: string | null;
  @Column({ type: 'text' }) channel!: string;
  @Column({ name: 'origin_id', type: 'text', nullable: true }) originId!: string | null;
  @Column({ type: 'text' }) locale!: string;
  /** Buyer snapshot: salutation, first and last name, company, customer id, e-mail (guests type them in). */
  @Column({ type: 'jsonb', default: () => "'{}'" }) buyer!: Record<string, unknown>;
  @Column({ type: 'text', default: 'EXW' }) incoterm!: string;
  /** What the buyer was told about paying (the payment provider's instruction); null while pending. */
  @Column({ type: 'jsonb', nullable: true }) payment!: Record<string, unknown> | null;
  @OneToMany(() => OrderPositionEntity, (p) => p.order, { cascade: ['insert'] }) positions!: OrderPositionEntity[];
}
