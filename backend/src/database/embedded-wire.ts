import { Duplex } from 'node:stream';
import { Logger } from '@nestjs/common';

/**
 * The embedded database's wire: an in-process PostgreSQL protocol link between the `pg` driver and
 * PGlite, with no network socket at all (nothing on the machine can connect to it).
 *
 * PGlite is one single-threaded PostgreSQL backend: every connection of the pool shares it. A
 * connection's work must therefore reach it as whole cycles — the extended-protocol steps of one
 * query (Parse, Bind, Describe, Execute … up to its Sync), or one simple Query — never interleaved
 * with another connection's steps, and while a connection is inside a transaction no other
 * connection may run at all. The gate below enforces both. (The socket server of
 * `@electric-sql/pglite-socket` 0.2.17 queued single messages and took the next one from any
 * connection, which mixed two customers' statements under load.)
 */

/** What the wire needs of PGlite (kept narrow so tests can fake it). */
export interface WireBackend {
  execProtocolRawStream(message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }): Promise<void>;
  isInTransaction(): boolean;
  exec(sql: string): Promise<unknown>;
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
}

export interface WireOptions {
  /** A connection that holds the database without sending anything for this long is cut off (ms). */
  idleHoldTimeoutMs: number;
  /** Waiting longer than this for the database is logged once per wait (ms). */
  slowWaitLogMs: number;
  /** Sees the backend's output of every message (the embedded database's change announcements are read from it). */
  observeOutput?: (data: Uint8Array) => void;
}

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const SYNC = Uint8Array.from([0x53, 0, 0, 0, 4]);

type Message = { kind: 'startup' | 'typed'; type: number; bytes: Uint8Array };

/**
 * One owner at a time. A connection takes the gate for a cycle and gives it back at the cycle's end
 * unless the backend is then inside a transaction, in which case it keeps it until the transaction ends.
 */
export class WireGate {
  private owner: EmbeddedConnection | null = null;
  private readonly waiting: Array<{ conn: EmbeddedConnection; grant: () => void }> = [];
  private watchdog?: NodeJS.Timeout;
  private lastActivity = Date.now();
  private readonly logger = new Logger('Database');

  constructor(readonly backend: WireBackend, private readonly options: WireOptions) {}

  get holder(): EmbeddedConnection | null {
    return this.owner;
  }

  get queueLength(): number {
    return this.waiting.length;
  }

  async acquire(conn: EmbeddedConnection): Promise<void> {
    if (this.owner === conn) return;
    if (this.owner === null && this.waiting.length === 0) {
      this.grantTo(conn);
      return;
    }
    const since = Date.now();
    const slow = setTimeout(() => {
      this.logger.warn({ msg: 'waiting for the embedded database', waitedMs: Date.now() - since, holder: this.owner?.id ?? null, queued: this.waiting.length });
    }, this.options.slowWaitLogMs);
    slow.unref();
    try {
      await new Promise<void>((resolve) => this.waiting.push({ conn, grant: resolve }));
    } finally {
      clearTimeout(slow);
    }
  }

  /** The end of a cycle: keep the gate inside a transaction, otherwise hand it on. */
  endCycle(conn: EmbeddedConnection): void {
    if (this.owner !== conn) return;
    this.touch();
    if (this.backend.isInTransaction()) return;
    this.handOn();
  }

  touch(): void {
    this.lastActivity = Date.now();
  }

  /** Runs one protocol message on the backend, alone. */
  run(message: Uint8Array, onData: (data: Uint8Array) => void): Promise<void> {
    const observe = this.options.observeOutput;
    const onRawData = observe
      ? (data: Uint8Array) => {
          observe(data);
          onData(data);
        }
      : onData;
    return this.backend.runExclusive(() => this.backend.execProtocolRawStream(message, { onRawData }));
  }

  /**
   * A connection goes away: drop its waits. If it held the database, close its open cycle (a Sync,
   * so the backend does not skip the next connection's messages after an error) and roll back its
   * transaction before anyone else runs.
   */
  async leave(conn: EmbeddedConnection): Promise<void> {
    const i = this.waiting.findIndex((w) => w.conn === conn);
    if (i >= 0) this.waiting.splice(i, 1);
    if (this.owner !== conn) return;
    try {
      if (conn.cycleOpen) await this.run(SYNC, () => undefined);
      if (this.backend.isInTransaction()) await this.backend.exec('ROLLBACK');
    } catch (e) {
      this.logger.error({ msg: 'rollback of a closed embedded connection failed', error: (e as Error).message });
    } finally {
      this.handOn();
    }
  }

  close(): void {
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = undefined;
  }

  private grantTo(conn: EmbeddedConnection): void {
    this.owner = conn;
    this.touch();
    this.ensureWatchdog();
  }

  private handOn(): void {
    this.owner = null;
    const next = this.waiting.shift();
    if (next) {
      this.grantTo(next.conn);
      next.grant();
    }
  }

  /** Cuts off a connection that holds the database and has gone silent (a lost client, a stuck transaction). */
  private ensureWatchdog(): void {
    if (this.watchdog) return;
    const every = Math.max(50, Math.min(1000, Math.floor(this.options.idleHoldTimeoutMs / 4)));
    this.watchdog = setInterval(() => {
      const owner = this.owner;
      if (!owner || owner.busy) return;
      const idle = Date.now() - this.lastActivity;
      if (idle < this.options.idleHoldTimeoutMs) return;
      this.logger.error({ msg: 'embedded connection held the database idle too long; cut off', connection: owner.id, idleMs: idle });
      owner.destroy(new Error(`embedded connection held the database idle for ${idle} ms`));
    }, every);
    this.watchdog.unref();
  }
}

let nextConnectionId = 1;

/**
 * One `pg` connection: a Duplex the driver uses as its socket. Bytes written by the driver are cut
 * into protocol messages and run on the backend in order; the backend's answers are pushed back.
 */
export class EmbeddedConnection extends Duplex {
  readonly id = nextConnectionId++;
  /** True while a message of this connection runs on the backend. */
  busy = false;
  /** True between the first message of an extended-protocol cycle and its Sync. */
  cycleOpen = false;
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;
  private chain: Promise<void> = Promise.resolve();
  private ended = false;

  constructor(private readonly gate: WireGate) {
    super();
  }

  // The parts of net.Socket that `pg` calls.
  connect(): this {
    setImmediate(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  override _read(): void {
    /* answers are pushed as the backend produces them */
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    let messages: Message[];
    try {
      messages = this.cut();
    } catch (e) {
      callback(e as Error);
      return;
    }
    for (const m of messages) this.chain = this.chain.then(() => this.run(m));
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.chain.then(() => this.shutdown()).then(() => callback(), callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    void this.shutdown().finally(() => callback(error));
  }

  private shutdownDone?: Promise<void>;

  /** Leaves the gate once (rolling back what this connection left open) and ends the answers. */
  private shutdown(): Promise<void> {
    if (!this.shutdownDone) {
      this.ended = true;
      this.shutdownDone = this.gate.leave(this).finally(() => {
        if (!this.readableEnded) this.push(null);
      });
    }
    return this.shutdownDone;
  }

  /** Cuts complete messages off the buffer. */
  private cut(): Message[] {
    const out: Message[] = [];
    for (;;) {
      if (!this.started) {
        if (this.buffer.length < 8) break;
        const len = this.buffer.readInt32BE(0);
        if (len < 8 || len > 10_000) throw new Error('invalid startup packet');
        if (this.buffer.length < len) break;
        const code = this.buffer.readInt32BE(4);
        const bytes = this.buffer.subarray(0, len);
        this.buffer = this.buffer.subarray(len);
        if (code === SSL_REQUEST || code === GSS_REQUEST) {
          this.push(Buffer.from('N'));
          continue;
        }
        if (code === CANCEL_REQUEST) continue;
        if (code !== PROTOCOL_3) throw new Error('unsupported protocol version');
        this.started = true;
        out.push({ kind: 'startup', type: 0, bytes: Uint8Array.from(bytes) });
        continue;
      }
      if (this.buffer.length < 5) break;
      const len = this.buffer.readInt32BE(1);
      if (len < 4) throw new Error('invalid message length');
      if (this.buffer.length < len + 1) break;
      const bytes = this.buffer.subarray(0, len + 1);
      this.buffer = this.buffer.subarray(len + 1);
      out.push({ kind: 'typed', type: bytes[0], bytes: Uint8Array.from(bytes) });
    }
    return out;
  }

  private async run(m: Message): Promise<void> {
    if (this.ended || this.destroyed) return;
    if (m.kind === 'typed' && m.type === 0x58 /* X: Terminate */) {
      await this.shutdown();
      return;
    }
    await this.gate.acquire(this);
    if (this.ended || this.destroyed) {
      this.gate.endCycle(this);
      return;
    }
    this.busy = true;
    const endsCycle = m.kind === 'startup' || m.type === 0x51 /* Q */ || m.type === 0x53; /* S */
    this.cycleOpen = !endsCycle;
    try {
      await this.gate.run(m.bytes, (data) => {
        if (data.length > 0 && !this.ended) this.push(Buffer.from(data));
      });
    } catch (e) {
      this.busy = false;
      // The backend failed outside the protocol: this connection's state is unknown; end it.
      this.destroy(e as Error);
      return;
    }
    this.busy = false;
    this.gate.touch();
    // A cycle ends with the startup, a simple Query or a Sync: only then may another connection run.
    if (endsCycle) this.gate.endCycle(this);
  }
}

/** The `stream` factory for `pg` (TypeORM `extra.stream`): every new pool connection gets its own link. */
export function embeddedStreamFactory(gate: WireGate): () => EmbeddedConnection {
  return () => new EmbeddedConnection(gate);
}
