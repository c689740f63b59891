import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../../../../../shared/persistence/bigint.transformer';

/** One stored position (the cart's JSON as the browser has it). */
export interface StoredCartPosition {
  productId: string;
  qty: string;
  customProductType?: string;
  customConfiguration?: Record<string, string | number | boolean | null>;
}

@Entity('customer_cart')
export class CustomerCartEntity {
  @PrimaryColumn({ name: 'user_id', type: 'bigint', transformer: bigintToNumber }) userId!: number;
  @Column({ name: 'cart_id', type: 'text' }) cartId!: string;
  @Column({ type: 'jsonb' }) positions!: StoredCartPosition[];
  @Column({ name: 'date_updated', type: 'timestamptz' }) dateUpdated!: Date;
}
