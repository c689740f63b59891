import { Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, type EntityManager } from 'typeorm';
import { UnitOfWork } from '../unit-of-work';

/**
 * Carries the transaction's EntityManager through async calls, so repositories used inside
 * `UnitOfWork.run` join the transaction without passing it around. Outside, they use the pool.
 */
@Injectable()
export class TransactionContext {
  private readonly store = new AsyncLocalStorage<EntityManager>();

  constructor(private readonly db: DataSource) {}

  manager(): EntityManager {
    return this.store.getStore() ?? this.db.manager;
  }

  get active(): boolean {
    return this.store.getStore() !== undefined;
  }

  /** Runs in a transaction, or joins the one already running. */
  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active) return work();
    return this.db.transaction((manager) => this.store.run(manager, work));
  }
}

@Injectable()
export class TypeOrmUnitOfWork extends UnitOfWork {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.tx.run(work);
  }

  async lock(key: string): Promise<void> {
    if (!this.tx.active) throw new Error('UnitOfWork.lock needs a running transaction');
    await this.tx.manager().query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
  }
}
