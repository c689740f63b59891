import { Injectable } from '@nestjs/common';
import type { FailureCount, ThrottleCounts, ThrottleWindows } from '../../../domain/login-throttle.policy';
import { LoginAttemptRepository, type AttemptKey } from '../../../domain/ports/login-attempt.repository.port';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';

const count = (n: number | string | null, last: Date | string | null): FailureCount => ({ count: Number(n ?? 0), lastAt: last ? new Date(last) : null });

@Injectable()
export class TypeOrmLoginAttemptRepository extends LoginAttemptRepository {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  /**
   * Inserts under transaction-scoped advisory locks on the account and then the address (always in that order,
   * so two inserts never wait on each other in a cycle). Why: an id is drawn from the sequence before its row
   * commits, so without the lock a later attempt could count "the attempts before my id" while an earlier id
   * is still uncommitted and slip through (seen on PostgreSQL: 6 of 12 parallel guesses heard instead of 5).
   * Under the lock, attempts of one account commit in id order.
   */
  async reserve(key: AttemptKey, at: Date): Promise<number> {
    return this.tx.run(async () => {
      const m = this.tx.manager();
      await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`login_attempt:account:${key.kind}:${key.purpose}:${key.account}`]);
      await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`login_attempt:address:${key.kind}:${key.clientAddress}`]);
      const [row] = await m.query(`INSERT INTO login_attempt (kind, purpose, account, client_address, device_id, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, [
        key.kind,
        key.purpose,
        key.account,
        key.clientAddress,
        key.deviceId,
        at,
      ]);
      return Number(row.id);
    });
  }

  async counts(key: AttemptKey, since: ThrottleWindows, beforeId: number): Promise<ThrottleCounts> {
    const [row] = await this.tx.manager().query(
      `SELECT a.n AS account_n, a.last AS account_last, p.n AS pair_n, p.last AS pair_last, b.n AS address_n, b.last AS address_last,
              d.n AS device_n, d.last AS device_last
         FROM (SELECT count(*)::int AS n, max(created_at) AS last FROM login_attempt
                WHERE kind = $1 AND purpose = $2 AND account = $3 AND device_id IS NULL AND created_at > $6 AND id < $9) a,
              (SELECT count(*)::int AS n, max(created_at) AS last FROM login_attempt
                WHERE kind = $1 AND purpose = $2 AND account = $3 AND client_address = $4 AND device_id IS NULL AND created_at > $10 AND id < $9) p,
              (SELECT count(*)::int AS n, max(created_at) AS last FROM login_attempt
                WHERE kind = $1 AND purpose = 'login' AND client_address = $4 AND device_id IS NULL AND created_at > $7 AND id < $9) b,
              (SELECT count(*)::int AS n, max(created_at) AS last FROM login_attempt
                WHERE $5::bigint IS NOT NULL AND device_id = $5::bigint AND created_at > $8 AND id < $9) d`,
      [key.kind, key.purpose, key.account, key.clientAddress, key.deviceId, since.account, since.address, since.device, beforeId, since.pair],
    );
    return {
      account: count(row.account_n, row.account_last),
      pair: count(row.pair_n, row.pair_last),
      address: count(row.address_n, row.address_last),
      ...(key.deviceId !== null ? { device: count(row.device_n, row.device_last) } : {}),
    };
  }

  async release(attemptId: number): Promise<void> {
    await this.tx.manager().query(`DELETE FROM login_attempt WHERE id = $1`, [attemptId]);
  }

  async clear(key: Pick<AttemptKey, 'kind' | 'purpose' | 'account' | 'deviceId'> & { clientAddress?: string }): Promise<void> {
    if (key.deviceId !== null) {
      await this.tx.manager().query(`DELETE FROM login_attempt WHERE device_id = $1`, [key.deviceId]);
      return;
    }
    if (key.clientAddress !== undefined) {
      await this.tx
        .manager()
        .query(`DELETE FROM login_attempt WHERE kind = $1 AND purpose = $2 AND account = $3 AND client_address = $4 AND device_id IS NULL`, [key.kind, key.purpose, key.account, key.clientAddress]);
      return;
    }
    await this.tx.manager().query(`DELETE FROM login_attempt WHERE kind = $1 AND purpose = $2 AND account = $3 AND device_id IS NULL`, [key.kind, key.purpose, key.account]);
  }

  async deleteOlderThan(date: Date): Promise<void> {
    await this.tx.manager().query(`DELETE FROM login_attempt WHERE created_at < $1`, [date]);
  }
}
