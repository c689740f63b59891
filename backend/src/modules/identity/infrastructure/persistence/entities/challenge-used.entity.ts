import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('challenge_used')
export class ChallengeUsedEntity {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
}
