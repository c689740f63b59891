import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { bigintToNumber } from '../../../../../shared/persistence/bigint.transformer';
// Type-only, and the relation named by entity name: the two entities do not import each other at run time.
import type { UserEntity } from './user.entity';

@Entity('user_address')
export class UserAddressEntity {
  @PrimaryColumn({ type: 'bigint', generated: 'increment', transformer: bigintToNumber }) id!: number;
  @Column({ name: 'user_id', type: 'bigint', transformer: bigintToNumber }) userId!: number;
  @ManyToOne('UserEntity', (u: UserEntity) => u.addresses, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;
  @Column({ name: 'name_line1', type: 'text' }) nameLine1!: string;
  @Column({ name: 'name_line2', type: 'text' }) nameLine2!: string;
  @Column({ type: 'text' }) street!: string;
  @Column({ name: 'post_office_box', type: 'text' }) postOfficeBox!: string;
  @Column({ type: 'text' }) zip!: string;
  @Column({ type: 'text' }) city!: string;
  @Column({ type: 'char', length: 2 }) country!: string;
  @Column({ name: 'tax_no', type: 'text' }) taxNo!: string;
  @Column({ name: 'is_standard_shipping', type: 'boolean' }) isStandardShipping!: boolean;
  @Column({ name: 'is_standard_billing', type: 'boolean' }) isStandardBilling!: boolean;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt!: Date;
}
