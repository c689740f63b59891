import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * Embedded PostgreSQL: PGlite (PostgreSQL compiled to WebAssembly) served over the PostgreSQL wire
 * protocol by pglite-socket on a loopback port, so TypeORM talks to it through the ordinary `pg`
 * driver — the same code path as production PostgreSQL. PGlite does not lock its folder, so a lock
 * file keeps a second process out of the same data folder.
 */
export class EmbeddedPostgres {
  private db?: PGlite;
  private server?: PGLiteSocketServer;
  private lockPath: string;
  private locked = false;

  constructor(private readonly dataDir: string, private readonly maxConnections: number) {
    this.lockPath = join(dataDir, 'postmaster.lock');
  }

  /** Starts PGlite and the socket server; answers the connection URL for `pg`. */
  async start(): Promise<string> {
    mkdirSync(this.dataDir, { recursive: true });
    this.takeLock();
    try {
      const db = await PGlite.create({ dataDir: join(this.dataDir, 'pgdata') });
      this.db = db;
      const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: this.maxConnections + 2 });
      this.server = server;
      await server.start();
      const [host, port] = server.getServerConn().split(':');
      return `postgres://postgres@${host}:${port}/postgres`;
    } catch (e) {
      await this.stop();
      throw e;
    }
  }

  async stop(): Promise<void> {
    try {
      await this.server?.stop();
    } finally {
      this.server = undefined;
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
