import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../../../../../shared/persistence/bigint.transformer';

@Entity('login_attempt')
export class LoginAttemptEntity {
  @PrimaryColumn({ type: 'bigint', generated: 'increment', transformer: bigintToNumber }) id!: number;
  @Column({ type: 'text' }) kind!: 'customer' | 'admin';
  @Column({ type: 'text' }) account!: string;
  @Column({ name: 'client_address', type: 'text' }) clientAddress!: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
