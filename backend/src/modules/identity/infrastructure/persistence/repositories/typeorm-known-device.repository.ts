import { Injectable } from '@nestjs/common';
import { KnownDeviceRepository, type KnownDevice } from '../../../domain/ports/known-device.repository.port';
import type { SessionKind } from '../../../domain/session';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';

/** How many devices an account keeps (the most recently used). */
const DEVICES_PER_ACCOUNT = 20;

@Injectable()
export class TypeOrmKnownDeviceRepository extends KnownDeviceRepository {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  async findByTokenHash(kind: SessionKind, tokenHash: string, usedAfter: Date): Promise<KnownDevice | null> {
    const [row] = await this.tx
      .manager()
      .query(`SELECT id, kind, subject_id FROM known_device WHERE kind = $1 AND token_hash = $2 AND last_used_at > $3`, [kind, tokenHash, usedAfter]);
    return row ? { id: Number(row.id), kind: row.kind, subjectId: Number(row.subject_id) } : null;
  }

  async add(kind: SessionKind, subjectId: number, tokenHash: string, at: Date, forgetUnusedBefore: Date): Promise<void> {
    const m = this.tx.manager();
    if (Math.random() < 0.02) await m.query(`DELETE FROM known_device WHERE last_used_at < $1`, [forgetUnusedBefore]);
    await m.query(`INSERT INTO known_device (kind, subject_id, token_hash, created_at, last_used_at) VALUES ($1, $2, $3, $4, $4)`, [kind, subjectId, tokenHash, at]);
    await m.query(
      `DELETE FROM known_device WHERE kind = $1 AND subject_id = $2 AND id NOT IN
         (SELECT id FROM known_device WHERE kind = $1 AND subject_id = $2 ORDER BY last_used_at DESC, id DESC LIMIT ${DEVICES_PER_ACCOUNT})`,
      [kind, subjectId],
    );
  }

  async touch(id: number, at: Date): Promise<void> {
    await this.tx.manager().query(`UPDATE known_device SET last_used_at = $2 WHERE id = $1`, [id, at]);
  }
}
