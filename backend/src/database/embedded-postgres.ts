import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseConnection } from './database-connection';
import { ChangeFeed } from '../shared/change-feed';
import { embeddedStreamFactory, WireGate, type WireOptions } from './embedded-wire';
import { NotificationScanner } from './notification-scanner';

/** The channel the change triggers announce on (migration 1700000000440). */
const CHANGE_CHANNEL = 'shop_changes';

/**
 * Embedded PostgreSQL: PGlite (PostgreSQL compiled to WebAssembly) in this process, reached by the
 * ordinary `pg` driver through an in-process protocol link (`embedded-wire.ts`) — the same code path
 * as production PostgreSQL, with no socket anyone else could connect to. PGlite does not lock its
 * folder, so a lock file keeps a second process out of the same data folder.
 */
export class EmbeddedPostgres {
  private db?: PGlite;
  private gate?: WireGate;
  private lockPath: string;
  private locked = false;
  /**
   * The changes announced in this database, heard as each commits: the backend listens on the change channel, and
   * the announcements in its output (whichever connection's statement committed them) are passed on at once.
   */
  readonly changes = new ChangeFeed(true);

  constructor(private readonly dataDir: string, private readonly wire: WireOptions = { idleHoldTimeoutMs: 60_000, slowWaitLogMs: 5_000 }) {
    this.lockPath = join(dataDir, 'postmaster.lock');
  }

  /** Starts PGlite; answers how `pg` connects to it. */
  async start(): Promise<DatabaseConnection> {
    mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
    this.takeLock();
    try {
      const db = await PGlite.create({ dataDir: join(this.dataDir, 'pgdata') });
      this.db = db;
      const scanner = new NotificationScanner((channel, payload) => {
        if (channel === CHANGE_CHANNEL) this.changes.announce(payload);
      });
      await db.exec(`LISTEN ${CHANGE_CHANNEL}`);
      const gate = new WireGate(db, { ...this.wire, observeOutput: (data) => scanner.push(data) });
      this.gate = gate;
      // Host and port are never dialled: every connection is an in-process stream.
      return { url: 'postgres://postgres@embedded/postgres', driverOptions: { stream: embeddedStreamFactory(gate), ssl: false }, changes: this.changes };
    } catch (e) {
      await this.stop();
      throw e;
    }
  }

  async stop(): Promise<void> {
    try {
      this.gate?.close();
    } finally {
      this.gate = undefined;
      try {
        if (this.db && !this.db.closed) await this.db.close();
      } finally {
        this.db = undefined;
        this.releaseLock();
      }
    }
  }

  private takeLock(): void {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(this.lockPath, 'wx');
        writeSync(fd, String(process.pid));
        closeSync(fd);
        this.locked = true;
        return;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
        const holder = Number(readFileSync(this.lockPath, 'utf8').trim());
        if (holder && holder !== process.pid && isAlive(holder)) {
          throw new Error(
            `The data folder ${this.dataDir} is in use by process ${holder}. Stop that process or set DATA_DIR to another folder.`,
          );
        }
        // A stale lock from a process that died: take it over.
        unlinkSync(this.lockPath);
      }
    }
    throw new Error(`Could not lock the data folder ${this.dataDir}`);
  }

  private releaseLock(): void {
    if (!this.locked) return;
    this.locked = false;
    if (existsSync(this.lockPath)) unlinkSync(this.lockPath);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
