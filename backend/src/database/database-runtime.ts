import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import type { DatabaseConnection } from './database-connection';
import { EmbeddedPostgres } from './embedded-postgres';

export interface DatabaseRuntime {
  connection: DatabaseConnection;
  embedded: boolean;
  stop(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set; otherwise the embedded PostgreSQL in DATA_DIR. */
export async function startDatabase(config: AppConfig): Promise<DatabaseRuntime> {
  if (config.databaseUrl) {
    return { connection: { url: config.databaseUrl, driverOptions: {} }, embedded: false, stop: async () => undefined };
  }
  const embedded = new EmbeddedPostgres(config.dataDir);
  const started = Date.now();
  const connection = await embedded.start();
  new Logger('Database').log(`embedded PostgreSQL ready in ${Date.now() - started} ms (data in ${config.dataDir})`);
  return { connection, embedded: true, stop: () => embedded.stop() };
}
