import { Global, Module } from '@nestjs/common';
import { UnitOfWork } from '../unit-of-work';
import { StartupGate } from './startup-gate';
import { TransactionContext, TypeOrmUnitOfWork } from './transaction-context';

/**
 * One transaction context for every module: work that spans modules (install writes identity's admin
 * and content's settings) runs in one database transaction, whichever module's repository it reaches.
 * The start-up gate tells readers when the first-start seed has committed.
 */
@Global()
@Module({
  providers: [TransactionContext, { provide: UnitOfWork, useClass: TypeOrmUnitOfWork }, StartupGate],
  exports: [TransactionContext, UnitOfWork, StartupGate],
})
export class PersistenceModule {}
