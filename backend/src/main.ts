import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument, createApp } from './app.factory';
import { ConfigError, loadConfig, ShopConfig } from './config/app-config';
import { startDatabase } from './database/database-runtime';
import { acquireStartupLock, type StartupLock } from './database/startup-lock';
import { StartupGate } from './shared/persistence/startup-gate';
import { maskPersonalData } from './shared/logger';
import { StartupSeeder } from './modules/system/application/startup.seeder';

/**
 * Starts the shop: database (embedded or PostgreSQL), migrations, first-start seed, HTTP. On PostgreSQL the
 * migrations and the seed run under the start-up advisory lock, so instances started at once take turns.
 * `--write-openapi FILE` writes the OpenAPI document without a database and exits.
 * `--migrate-only` runs the migrations and the first-start seed as a start does, then exits without serving
 * (a release step before new instances start: docker/k8s/migrate-job.yaml, docs/operations.md).
 */
async function main(): Promise<void> {
  const started = Date.now();
  const writeIndex = process.argv.indexOf('--write-openapi');
  if (writeIndex > 0) {
    const app = await createApp(new ShopConfig(loadConfig({ ...process.env, DATABASE_URL: 'postgres://preview', API_CODE: 'preview' })), { url: 'postgres://preview', driverOptions: {} }, { preview: true });
    const file = process.argv[writeIndex + 1];
    writeFileSync(file, JSON.stringify(buildOpenApiDocument(app), null, 2) + '\n');
    console.log(`OpenAPI document written to ${file}`);
    return;
  }

  const config = new ShopConfig(loadConfig());
  const logger = new Logger('Shop');
  const database = await startDatabase(config.values);
  const reseedIndex = process.argv.indexOf('--seed-products');
  if (reseedIndex > 0) {
    const count = Number(process.argv[reseedIndex + 1] ?? config.get('seedProducts'));
    if (!Number.isInteger(count) || count < 10) throw new ConfigError('--seed-products needs a whole number of at least 10');
    const lock = database.embedded ? null : await acquireStartupLock(database.connection.url);
    const app = await createApp(config, database.connection);
    try {
      await app.init();
      await app.get(StartupSeeder).reseedCatalogue(count);
    } finally {
      await lock?.release();
      await app.close();
      await database.stop();
    }
    return;
  }
  let app;
  let lock: StartupLock | null = null;
  try {
    lock = database.embedded ? null : await acquireStartupLock(database.connection.url);
    app = await createApp(config, database.connection);
    // Nothing reads the catalogue as a whole before the seed committed (the sitemap's first check, early requests).
    const gate = app.get(StartupGate);
    gate.close();
    await app.init();
    await app.get(StartupSeeder).seedIfEmpty();
    await lock?.release();
    lock = null;
    gate.open();
    if (process.argv.includes('--migrate-only')) {
      logger.log(`migrations and seed done in ${Date.now() - started} ms; not serving (--migrate-only)`);
      await app.close();
      await database.stop();
      process.exit(0);
    }
    await app.listen({ port: config.get('port'), host: config.get('host') });
  } catch (e) {
    await lock?.release().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await database.stop();
    throw e;
  }
  logger.log(`shop ready on ${config.get('baseUrl')} (${database.embedded ? 'embedded PostgreSQL' : 'PostgreSQL'}) in ${Date.now() - started} ms`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 15000);
    try {
      await app.close();
      await database.stop();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  // Only when started with --expose-gc (the catalogue benchmark does): SIGUSR2 logs the live heap after a full
  // collection, the figure the read model's memory budget is measured against (docs/performance.md).
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc === 'function') {
    process.on('SIGUSR2', () => {
      gc();
      const m = process.memoryUsage();
      const mb = (n: number) => Math.round(n / 1048576);
      logger.log(`heap after full GC: ${mb(m.heapUsed)} MB (external ${mb(m.external)} MB, array buffers ${mb(m.arrayBuffers)} MB, rss ${mb(m.rss)} MB)`);
    });
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e) => {
  if (e instanceof ConfigError) console.error(`Configuration error: ${e.message}`);
  // Not console.error(e): a failed start-up query's error object carries its parameters (the first
  // administrator's e-mail and password hash). Its stack only, masked like every log line.
  else console.error(maskPersonalData(e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e)));
  process.exit(1);
});
