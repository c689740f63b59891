import { Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, type EntityManager } from 'typeorm';
import { UnitOfWork } from '../unit-of-work';

interface Frame {
  manager: EntityManager;
  afterCommit: Array<() => void>;
}

/**
 * Carries the transaction's EntityManager through async calls, so repositories used inside
 * `UnitOfWork.run` join the transaction without passing it around. Outside, they use the pool.
 *
 * Work that must happen once the transaction has committed (waking the mail queue's worker) registers with
 * `afterCommit`: it runs after the commit and outside the transaction's async context, so nothing it starts
 * (timers, promises) can reach the transaction's query runner after it was released.
 */
@Injectable()
export class TransactionContext {
  private readonly store = new AsyncLocalStorage<Frame>();

  constructor(private readonly db: DataSource) {}

  manager(): EntityManager {
    return this.store.getStore()?.manager ?? this.db.manager;
  }

  get active(): boolean {
    return this.store.getStore() !== undefined;
  }

  /** Runs in a transaction, or joins the one already running. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active) return work();
    const hooks: Array<() => void> = [];
    const result = await this.db.transaction((manager) => this.store.run({ manager, afterCommit: hooks }, work));
    this.store.exit(() => {
      for (const hook of hooks) hook();
    });
    return result;
  }

  /**
   * Runs `hook` once the running transaction has committed (never when it rolls back), outside its async
   * context; with no transaction running, at once. A hook must not throw.
   */
  afterCommit(hook: () => void): void {
    const frame = this.store.getStore();
    if (frame) frame.afterCommit.push(hook);
    else this.store.exit(hook);
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
