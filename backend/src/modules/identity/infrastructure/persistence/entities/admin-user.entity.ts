import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../../../../../shared/persistence/bigint.transformer';

@Entity('admin_user')
export class AdminUserEntity {
  @PrimaryColumn({ type: 'bigint', generated: 'increment', transformer: bigintToNumber }) id!: number;
  @Column({ type: 'text', unique: true }) email!: string;
  @Column({ name: 'password_hash', type: 'text' }) passwordHash!: string;
  @Column({ type: 'text' }) firstname!: string;
  @Column({ type: 'text' }) lastname!: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true }) lastLoginAt!: Date | null;
  @Column({ name: 'password_changed_at', type: 'timestamptz', default: () => 'now()' }) passwordChangedAt!: Date;
}
