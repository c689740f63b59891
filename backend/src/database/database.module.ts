import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ShopConfig } from '../config/app-config';
import type { DatabaseConnection } from './database-connection';
import { SqlLogger } from '../shared/persistence/sql-logger';
import { MIGRATIONS } from './migrations';
import { ChangeFeed } from '../shared/change-feed';

/**
 * TypeORM over the `pg` driver, for both PostgreSQL (DATABASE_URL) and the embedded PGlite socket.
 * Migrations run at start; `synchronize` is never used.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(connection: DatabaseConnection): DynamicModule {
    return {
      module: DatabaseModule,
      // The change announcements: the embedded database's as they commit, else filled by the change listener.
      providers: [{ provide: ChangeFeed, useValue: connection.changes ?? new ChangeFeed(false) }],
      exports: [ChangeFeed],
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [ShopConfig],
          useFactory: (config: ShopConfig) => ({
            type: 'postgres',
            url: connection.url,
            autoLoadEntities: true,
            synchronize: false,
            migrations: MIGRATIONS,
            migrationsRun: true,
            migrationsTransactionMode: 'each',
            // Never the parameters of a statement (they carry personal data): see SqlLogger.
            logger: new SqlLogger(config.get('logLevel') === 'debug'),
            logging: config.get('logLevel') === 'debug' ? ['query', 'error', 'warn', 'migration'] : ['error', 'warn'],
            maxQueryExecutionTime: 1000,
            // query_timeout: a lost or stuck answer fails the query instead of holding a pool connection forever.
            extra: { max: config.get('dbPoolSize'), connectionTimeoutMillis: 30000, query_timeout: config.get('dbQueryTimeoutMs'), ...connection.driverOptions },
          }),
        }),
      ],
    };
  }
}
