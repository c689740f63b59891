import { Global, Module } from '@nestjs/common';
import { UnitOfWork } from '../unit-of-work';
import { TransactionContext, TypeOrmUnitOfWork } from './transaction-context';

/**
 * One transaction context for every module: work that spans modules (install writes identity's admin
 * and content's settings) runs in one database transaction, whichever module's repository it reaches.
 */
@Global()
@Module({
  providers: [TransactionContext, { provide: UnitOfWork, useClass: TypeOrmUnitOfWork }],
  exports: [TransactionContext, UnitOfWork],
})
export class PersistenceModule {}
