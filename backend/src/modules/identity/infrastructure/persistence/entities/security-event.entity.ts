import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../../../../../shared/persistence/bigint.transformer';

@Entity('security_event')
export class SecurityEventEntity {
  @PrimaryColumn({ type: 'bigint', generated: 'increment', transformer: bigintToNumber }) id!: number;
  @Column({ type: 'text' }) type!: string;
  @Column({ name: 'subject_kind', type: 'text', nullable: true }) subjectKind!: 'customer' | 'admin' | null;
  @Column({ name: 'subject_id', type: 'bigint', nullable: true, transformer: bigintToNumber }) subjectId!: number | null;
  @Column({ type: 'text', nullable: true }) email!: string | null;
  @Column({ name: 'client_address', type: 'text', nullable: true }) clientAddress!: string | null;
  @Column({ type: 'jsonb' }) details!: Record<string, unknown>;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
}
