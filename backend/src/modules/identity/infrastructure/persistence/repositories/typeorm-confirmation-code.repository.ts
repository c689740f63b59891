import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import type { ConfirmationCode, ConfirmationType } from '../../../domain/confirmation-code';
import { ConfirmationCodeRepository, type NewConfirmationCode } from '../../../domain/ports/confirmation-code.repository.port';
import { ConfirmationCodeEntity } from '../entities/confirmation-code.entity';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';

const fromRow = (r: Record<string, any>): ConfirmationCode => ({
  id: Number(r.id),
  type: r.type,
  userId: Number(r.user_id),
  newEmail: r.new_email ?? null,
  createdAt: new Date(r.created_at),
  expiresAt: new Date(r.expires_at),
  usedAt: r.used_at ? new Date(r.used_at) : null,
});

@Injectable()
export class TypeOrmConfirmationCodeRepository extends ConfirmationCodeRepository {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  async create(code: NewConfirmationCode): Promise<void> {
    await this.tx.manager().getRepository(ConfirmationCodeEntity).insert({ ...code });
  }

  async findUsable(codeHash: string, types: ConfirmationType[], now: Date): Promise<ConfirmationCode | null> {
    const rows = await this.tx.manager().query(
      'SELECT * FROM confirmation_code WHERE code_hash = $1 AND type = ANY($2::text[]) AND used_at IS NULL AND expires_at > $3',
      [codeHash, types, now],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async consume(codeHash: string, types: ConfirmationType[], now: Date): Promise<ConfirmationCode | null> {
    // One statement: of two concurrent uses, exactly one sees the row.
    const rows = await this.tx.manager().query(
      `WITH used AS (
         UPDATE confirmation_code SET used_at = $3
          WHERE code_hash = $1 AND type = ANY($2::text[]) AND used_at IS NULL AND expires_at > $3
          RETURNING *)
       SELECT * FROM used`,
      [codeHash, types, now],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async invalidateOpen(userId: number, type: ConfirmationType, now: Date): Promise<void> {
    await this.tx.manager().getRepository(ConfirmationCodeEntity).update({ userId, type, usedAt: IsNull() }, { usedAt: now });
  }
}
