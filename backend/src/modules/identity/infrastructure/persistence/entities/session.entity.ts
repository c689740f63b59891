import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../../../../../shared/persistence/bigint.transformer';

@Entity('session')
export class SessionEntity {
  @PrimaryColumn({ name: 'id_hash', type: 'text' }) idHash!: string;
  @Column({ type: 'text' }) kind!: 'customer' | 'admin';
  @Column({ name: 'subject_id', type: 'bigint', transformer: bigintToNumber }) subjectId!: number;
  @Column({ type: 'boolean' }) permanent!: boolean;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'last_used_at', type: 'timestamptz' }) lastUsedAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'client_address', type: 'text', nullable: true }) clientAddress!: string | null;
  @Column({ name: 'user_agent', type: 'text', nullable: true }) userAgent!: string | null;
}
