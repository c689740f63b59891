import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import type { ThrottleCounts } from '../../../domain/login-throttle.policy';
import { LoginAttemptRepository } from '../../../domain/ports/login-attempt.repository.port';
import type { SessionKind } from '../../../domain/session';
import { LoginAttemptEntity } from '../entities/login-attempt.entity';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';

@Injectable()
export class TypeOrmLoginAttemptRepository extends LoginAttemptRepository {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  async counts(kind: SessionKind, account: string, clientAddress: string, since: Date): Promise<ThrottleCounts> {
    const [row] = await this.tx.manager().query(
      `SELECT (SELECT count(*)::int FROM login_attempt WHERE kind = $1 AND account = $2 AND created_at > $4) AS account_failures,
              (SELECT count(*)::int FROM login_attempt WHERE client_address = $3 AND created_at > $4) AS address_failures`,
      [kind, account, clientAddress, since],
    );
    return { accountFailures: row.account_failures, addressFailures: row.address_failures };
  }

  async recordFailure(kind: SessionKind, account: string, clientAddress: string, at: Date): Promise<void> {
    await this.tx.manager().getRepository(LoginAttemptEntity).insert({ kind, account, clientAddress, createdAt: at });
  }

  async clearAccount(kind: SessionKind, account: string): Promise<void> {
    await this.tx.manager().getRepository(LoginAttemptEntity).delete({ kind, account });
  }

  async deleteOlderThan(date: Date): Promise<void> {
    await this.tx.manager().getRepository(LoginAttemptEntity).delete({ createdAt: LessThan(date) });
  }
}
