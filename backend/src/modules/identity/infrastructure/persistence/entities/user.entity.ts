import { Column, Entity, OneToMany, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../../../../../shared/persistence/bigint.transformer';
import { UserAddressEntity } from './user-address.entity';

@Entity('shop_user')
export class UserEntity {
  @PrimaryColumn({ type: 'bigint', generated: 'increment', transformer: bigintToNumber }) id!: number;
  @Column({ type: 'text', unique: true }) email!: string;
  @Column({ name: 'password_hash', type: 'text' }) passwordHash!: string;
  @Column({ type: 'text' }) status!: 'pending' | 'active' | 'disabled';
  @Column({ type: 'text' }) company!: string;
  @Column({ name: 'customer_id', type: 'text', nullable: true }) customerId!: string | null;
  @Column({ type: 'text' }) salutation!: 'mr' | 'mrs';
  @Column({ type: 'text' }) firstname!: string;
  @Column({ type: 'text' }) lastname!: string;
  @Column({ name: 'invoice_email', type: 'text', nullable: true }) invoiceEmail!: string | null;
  @Column({ type: 'text', nullable: true }) phone!: string | null;
  @Column({ type: 'text', nullable: true }) fax!: string | null;
  @Column({ name: 'pricing_group', type: 'text', nullable: true }) pricingGroup!: string | null;
  @Column({ name: 'custom_pricing', type: 'boolean' }) customPricing!: boolean;
  @Column({ type: 'jsonb', default: () => "'[]'" }) incoterms!: Array<{ label: string; threshold: number | string | null }>;
  @Column({ name: 'aquisition_ids', type: 'jsonb' }) aquisitionIds!: { initial: string | null; registration: string | null };
  @Column({ type: 'text' }) locale!: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true }) confirmedAt!: Date | null;
  @Column({ name: 'password_changed_at', type: 'timestamptz' }) passwordChangedAt!: Date;
  @OneToMany(() => UserAddressEntity, (a) => a.user) addresses!: UserAddressEntity[];
}
