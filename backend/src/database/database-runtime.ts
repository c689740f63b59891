import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { EmbeddedPostgres } from './embedded-postgres';

export interface DatabaseRuntime {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set; otherwise the embedded PostgreSQL in DATA_DIR. */
export async function startDatabase(config: AppConfig): Promise<DatabaseRuntime> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  }
  const embedded = new EmbeddedPostgres(config.dataDir, config.dbPoolSize);
  const started = Date.now();
  const url = await embedded.start();
  new Logger('Database').log(`embedded PostgreSQL ready in ${Date.now() - started} ms (data in ${config.dataDir})`);
  return { url, embedded: true, stop: () => embedded.stop() };
}
