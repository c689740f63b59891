import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { bigintToNumber } from '../../../../../shared/persistence/bigint.transformer';
// Type-only, and the relation named by entity name: the two entities do not import each other at run time.
import type { OrderEntity } from './order.entity';

@Entity('order_position')
export class OrderPositionEntity {
  @PrimaryColumn({ type: 'bigint', generated: 'increment', transformer: bigintToNumber }) id!: number;
  @ManyToOne('OrderEntity', (o: OrderEntity) => o.positions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order!: Relation<OrderEntity>;
  @Column({ type: 'integer' }) sort!: number;
  @Column({ name: 'product_id', type: 'text' }) productId!: string;
  @Column({ name: 'product_name', type: 'jsonb' }) productName!: { de: string; en: string };
  @Column({ name: 'product_price_cents', type: 'bigint', transformer: bigintToNumber }) productPriceCents!: number;
  @Column({ name: 'price_unit', type: 'integer' }) priceUnit!: number;
  @Column({ type: 'text', nullable: true }) unit!: string | null;
  @Column({ name: 'custom_product_type', type: 'text', nullable: true }) customProductType!: string | null;
  @Column({ name: 'custom_configuration', type: 'jsonb', nullable: true }) customConfiguration!: Record<string, unknown> | null;
  @Column({ type: 'numeric' }) qty!: string;
  @Column({ name: 'discount_percentage', type: 'numeric' }) discountPercentage!: string;
  @Column({ name: 'price_cents', type: 'bigint', transformer: bigintToNumber }) priceCents!: number;
}
