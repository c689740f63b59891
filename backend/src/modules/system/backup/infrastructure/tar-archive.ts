import type { Readable } from 'node:stream';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';

/**
 * A small ustar writer and reader over gzip (POSIX tar, readable by `tar xzf`): the backup archive's
 * container. Only regular files are written; the reader reports every entry and streams its content to
 * the sink the caller chooses (or skips it). No third-party tar package: the shop needs these ~150 lines.
 */
const BLOCK = 512;

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

function splitName(name: string): { name: string; prefix: string } {
  if (Buffer.byteLength(name) <= 100) return { name, prefix: '' };
  for (let i = name.indexOf('/'); i >= 0; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { name: rest, prefix };
  }
  throw new Error(`tar: name too long: ${name}`);
}

export function tarHeader(path: string, size: number, mtime: Date): Buffer {
  const h = Buffer.alloc(BLOCK, 0);
  const { name, prefix } = splitName(path);
  h.write(name, 0, 100, 'utf8');
  h.write(octal(0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return h;
}

/** Writes a .tar.gz file entry by entry (with back-pressure), then `finish()`. */
export class TarGzWriter {
  private readonly gzip: Gzip;
  private readonly out: WriteStream;
  private readonly closed: Promise<unknown>;

  constructor(path: string) {
    this.gzip = createGzip({ level: 6 });
    this.out = createWriteStream(path, { mode: 0o600 });
    this.gzip.pipe(this.out);
    this.closed = once(this.out, 'close');
    // Errors surface through write/finish; keep them from crashing the process meanwhile.
    this.out.on('error', () => undefined);
    this.gzip.on('error', () => undefined);
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await once(this.gzip, 'drain');
  }

  async addBuffer(name: string, data: Buffer, mtime = new Date()): Promise<void> {
    await this.write(tarHeader(name, data.length, mtime));
    await this.write(data);
    await this.pad(data.length);
  }

  /** Adds a file from disk; its size must not change while it is read (the backup copies files first). */
  async addFile(name: string, source: string, size: number, mtime: Date): Promise<void> {
    await this.write(tarHeader(name, size, mtime));
    let written = 0;
    for await (const chunk of createReadStream(source)) {
      const b = chunk as Buffer;
      written += b.length;
      if (written > size) throw new Error(`tar: ${name} grew while it was archived`);
      await this.write(b);
    }
    if (written !== size) throw new Error(`tar: ${name} shrank while it was archived`);
    await this.pad(size);
  }

  private async pad(size: number): Promise<void> {
    const rest = size % BLOCK;
    if (rest) await this.write(Buffer.alloc(BLOCK - rest, 0));
  }

  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2, 0));
    this.gzip.end();
    await this.closed;
  }

  async abort(): Promise<void> {
    this.gzip.destroy();
    this.out.destroy();
  }
}

export interface TarEntry {
  name: string;
  size: number;
  type: 'file' | 'directory' | 'other';
}

export interface EntrySink {
  write(chunk: Buffer): Promise<void> | void;
  end(): Promise<void> | void;
}

export class TarFormatError extends Error {}

function readOctal(b: Buffer, offset: number, length: number): number {
  const text = b.toString('ascii', offset, offset + length).replace(/\0.*$/s, '').trim();
  if (text === '') return 0;
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError('tar: bad number field');
  return parseInt(text, 8);
}

function parseHeader(h: Buffer): TarEntry | null {
  if (h.every((byte) => byte === 0)) return null;
  const stored = readOctal(h, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
  if (sum !== stored) throw new TarFormatError('tar: header checksum mismatch');
  const cut = (offset: number, length: number) => h.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');
  const prefix = h.toString('ascii', 257, 262) === 'ustar' ? cut(345, 155) : '';
  const name = prefix ? `${prefix}/${cut(0, 100)}` : cut(0, 100);
  const flag = String.fromCharCode(h[156]);
  const type = flag === '0' || flag === '\0' ? 'file' : flag === '5' ? 'directory' : 'other';
  return { name, size: readOctal(h, 124, 12), type };
}

/**
 * Reads a .tar.gz: for every entry asks `onEntry` where its content goes (a sink, null to skip it, or
 * 'stop' to end reading there). Throws TarFormatError (or zlib's error) for anything that is no tar.gz.
 */
export async function readTarGz(input: string | Readable, onEntry: (entry: TarEntry) => Promise<EntrySink | null | 'stop'>): Promise<void> {
  const source = typeof input === 'string' ? createReadStream(input) : input;
  const gunzip = createGunzip();
  source.pipe(gunzip);
  source.on('error', (e: Error) => gunzip.destroy(e));
  let pending: Buffer = Buffer.alloc(0);
  let sink: EntrySink | null = null;
  let remaining = 0;
  let padding = 0;
  let inBody = false;
  let ended = false;
  try {
    for await (const chunk of gunzip) {
      pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
      for (;;) {
        if (inBody) {
          if (remaining > 0) {
            if (pending.length === 0) break;
            const take = Math.min(remaining, pending.length);
            if (sink) await sink.write(pending.subarray(0, take));
            pending = pending.subarray(take);
            remaining -= take;
            if (remaining > 0) break;
          }
          if (pending.length < padding) break;
          pending = pending.subarray(padding);
          if (sink) await sink.end();
          sink = null;
          inBody = false;
        }
        if (pending.length < BLOCK) break;
        const entry = parseHeader(pending.subarray(0, BLOCK));
        pending = pending.subarray(BLOCK);
        if (entry === null) {
          ended = true;
          break;
        }
        const target = await onEntry(entry);
        if (target === 'stop') return;
        sink = target;
        remaining = entry.size;
        padding = (BLOCK - (entry.size % BLOCK)) % BLOCK;
        inBody = true;
      }
      if (ended) break;
    }
    if (!ended) throw new TarFormatError('tar: the archive ends early');
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}
