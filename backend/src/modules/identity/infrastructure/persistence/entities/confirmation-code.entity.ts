import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../../../../../shared/persistence/bigint.transformer';

@Entity('confirmation_code')
export class ConfirmationCodeEntity {
  @PrimaryColumn({ type: 'bigint', generated: 'increment', transformer: bigintToNumber }) id!: number;
  @Column({ type: 'text' }) type!: 'registration' | 'passwordReset' | 'emailChange' | 'invitation';
  @Column({ name: 'code_hash', type: 'text', unique: true }) codeHash!: string;
  @Column({ name: 'user_id', type: 'bigint', transformer: bigintToNumber }) userId!: number;
  @Column({ name: 'new_email', type: 'text', nullable: true }) newEmail!: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt!: Date | null;
}
