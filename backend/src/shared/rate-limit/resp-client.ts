import { connect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

/** A Redis reply: simple strings and bulk strings as strings, integers as numbers, arrays nested; nil as null. */
export type RespValue = string | number | null | RespValue[];

export class RespError extends Error {}

/**
 * The few Redis commands the rate limiter sends (EVALSHA/EVAL), over one pipelined connection speaking RESP2 on
 * `node:net`: a Redis client package would be a dependency for about a hundred lines (ADR 0034). `redis://` and
 * `rediss://` (TLS) URLs with an optional password (`redis://:secret@host:6379/2`, user name for ACLs) and a
 * database number. A broken connection fails the commands in flight; the next command connects again.
 */
export class RespClient {
  private socket: Socket | null = null;
  private ready: Promise<Socket> | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private readonly pending: Array<{ resolve: (v: RespValue) => void; reject: (e: Error) => void }> = [];

  constructor(
    private readonly url: string,
    private readonly timeoutMs = 5000,
  ) {}

  async command(args: ReadonlyArray<string | number>): Promise<RespValue> {
    const socket = await this.connection();
    return this.send(socket, args);
  }

  close(): void {
    this.reset(new Error('Redis connection closed'));
  }

  private send(socket: Socket, args: ReadonlyArray<string | number>): Promise<RespValue> {
    return new Promise<RespValue>((resolve, reject) => {
      this.pending.push({ resolve, reject });
      socket.write(encode(args));
    });
  }

  private connection(): Promise<Socket> {
    if (this.ready) return this.ready;
    const u = new URL(this.url);
    if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new Error('REDIS_URL must start with redis:// or rediss://');
    const port = Number(u.port || 6379);
    const host = u.hostname || '127.0.0.1';
    this.ready = new Promise<Socket>((resolve, reject) => {
      const socket = u.protocol === 'rediss:' ? tlsConnect({ host, port, servername: host }) : connect({ host, port });
      this.socket = socket;
      socket.setNoDelay(true);
      socket.setTimeout(this.timeoutMs);
      // Events of a connection that was already given up must not touch its successor.
      const fail = (e: Error) => {
        if (this.socket === socket) this.reset(e);
        reject(e);
      };
      socket.once(u.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => {
        socket.setTimeout(0);
        const setup: Array<Promise<RespValue>> = [];
        if (u.password) setup.push(this.send(socket, u.username ? ['AUTH', decodeURIComponent(u.username), decodeURIComponent(u.password)] : ['AUTH', decodeURIComponent(u.password)]));
        const db = u.pathname.replace(/^\//, '');
        if (db) setup.push(this.send(socket, ['SELECT', db]));
        Promise.all(setup).then(() => resolve(socket), fail);
      });
      socket.on('timeout', () => socket.destroy(new Error(`Redis at ${host}:${port} did not answer in ${this.timeoutMs} ms`)));
      socket.on('data', (chunk: Buffer) => {
        if (this.socket === socket) this.receive(chunk);
      });
      socket.on('error', fail);
      socket.on('close', () => fail(new Error('Redis connection closed')));
    });
    return this.ready;
  }

  private reset(cause: Error): void {
    const socket = this.socket;
    this.socket = null;
    socket?.destroy();
    this.ready = null;
    this.buffer = Buffer.alloc(0);
    for (const p of this.pending.splice(0)) p.reject(cause);
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (;;) {
      let parsed: ReturnType<typeof parse>;
      try {
        parsed = parse(this.buffer, 0);
      } catch (e) {
        this.reset(e as Error); // a stream that cannot be read further: start over on a new connection
        return;
      }
      if (!parsed) return;
      this.buffer = this.buffer.subarray(parsed.end);
      const waiter = this.pending.shift();
      if (!waiter) continue;
      if (parsed.value instanceof RespError) waiter.reject(parsed.value);
      else waiter.resolve(parsed.value);
    }
  }
}

/** One command as a RESP array of bulk strings. */
export function encode(args: ReadonlyArray<string | number>): Buffer {
  const parts: Buffer[] = [Buffer.from(`*${args.length}\r\n`)];
  for (const arg of args) {
    const b = Buffer.from(String(arg));
    parts.push(Buffer.from(`$${b.length}\r\n`), b, Buffer.from('\r\n'));
  }
  return Buffer.concat(parts);
}

/** One reply from `offset`, or null while it is incomplete. An error reply is answered as a RespError value. */
export function parse(buf: Buffer, offset: number): { value: RespValue | RespError; end: number } | null {
  const lineEnd = buf.indexOf('\r\n', offset);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buf[offset]);
  const line = buf.toString('utf8', offset + 1, lineEnd);
  const next = lineEnd + 2;
  switch (type) {
    case '+':
      return { value: line, end: next };
    case '-':
      return { value: new RespError(line), end: next };
    case ':':
      return { value: Number(line), end: next };
    case '$': {
      const length = count(line);
      if (length < 0) return { value: null, end: next };
      if (buf.length < next + length + 2) return null;
      return { value: buf.toString('utf8', next, next + length), end: next + length + 2 };
    }
    case '*': {
      const length = count(line);
      if (length < 0) return { value: null, end: next };
      const items: RespValue[] = [];
      let at = next;
      for (let i = 0; i < length; i++) {
        const item = parse(buf, at);
        if (!item) return null;
        if (item.value instanceof RespError) throw item.value;
        items.push(item.value);
        at = item.end;
      }
      return { value: items, end: at };
    }
    default:
      throw new RespError(`unexpected Redis reply type ${JSON.stringify(type)}`);
  }
}

/** The length of a bulk string or array: a whole number, -1 for nil. */
function count(line: string): number {
  if (!/^-?\d+$/.test(line)) throw new RespError(`malformed Redis reply length ${JSON.stringify(line.slice(0, 20))}`);
  return Number(line);
}
