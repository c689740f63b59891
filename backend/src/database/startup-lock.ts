import { Logger } from '@nestjs/common';
import { Client } from 'pg';

/** Key of the PostgreSQL advisory lock under which an instance migrates and seeds. */
export const STARTUP_LOCK_KEY = 'shop:startup';

export interface StartupLock {
  release(): Promise<void>;
}

/**
 * Several instances of the shop started at once on one PostgreSQL database take turns: each holds this
 * session advisory lock (on a connection of its own) while it runs the migrations and the first-start seed,
 * so exactly one of them migrates and seeds an empty database and the others wait, then find the work done.
 * The lock goes with its connection: an instance that dies while holding it lets the next one in.
 */
export async function acquireStartupLock(url: string): Promise<StartupLock> {
  const logger = new Logger('Database');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const [{ locked }] = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [STARTUP_LOCK_KEY])).rows;
    if (!locked) {
      logger.log('another instance is migrating or seeding the database: waiting for it');
      const waited = Date.now();
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [STARTUP_LOCK_KEY]);
      logger.log(`start-up lock acquired after ${Date.now() - waited} ms`);
    }
  } catch (e) {
    await client.end().catch(() => undefined);
    throw e;
  }
  return {
    async release() {
      try {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK_KEY]);
      } finally {
        await client.end().catch(() => undefined);
      }
    },
  };
}
