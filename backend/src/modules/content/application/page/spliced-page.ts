import { createHash } from 'node:crypto';
import { constants as zlib, crc32, deflateRawSync } from 'node:zlib';
import { accepts, type ContentEncoding, type PageBody } from './rendered-page';

/** gzip's member header: deflate, no flags, no time, no extra flags, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

/**
 * A page shared between visitors except for one part of their own (docs/decisions/0055-shared-pages-for-logged-in-buyers.md):
 * `before + own + after`. The shared parts are compressed once, each as deflate blocks of their own that end on a
 * byte boundary (a sync flush); a visitor's answer compresses only their part and joins the three into one gzip
 * stream (the checksum runs over the whole text). No back-reference crosses a part, so the joined stream is valid
 * deflate; it is slightly larger than compressing the page whole, and costs a fraction of it.
 */
export class SplicedPage {
  private readonly before: Buffer;
  private readonly after: Buffer;
  private beforeDeflated?: Buffer;
  private afterDeflated?: Buffer;
  private beforeCrc?: number;
  private readonly sharedTag: string;

  constructor(before: string, after: string) {
    this.before = Buffer.from(before, 'utf8');
    this.after = Buffer.from(after, 'utf8');
    this.sharedTag = createHash('sha1').update(this.before).update('\0').update(this.after).digest('base64url');
  }

  /** The page with a visitor's own part in place. */
  withOwn(own: string): PageBody {
    return new SplicedAnswer(this, Buffer.from(own, 'utf8'));
  }

  /** @internal */
  etagOf(own: Buffer): string {
    return `W/"${createHash('sha1').update(this.sharedTag).update(own).digest('base64url')}"`;
  }

  /** @internal The whole page, uncompressed. */
  raw(own: Buffer): Buffer {
    return Buffer.concat([this.before, own, this.after]);
  }

  /** @internal The whole page as one gzip member, the shared parts compressed once. */
  gzip(own: Buffer): Buffer {
    this.beforeDeflated ??= deflateRawSync(this.before, { level: 6, finishFlush: zlib.Z_SYNC_FLUSH });
    this.afterDeflated ??= deflateRawSync(this.after, { level: 6, finishFlush: zlib.Z_FINISH });
    this.beforeCrc ??= crc32(this.before);
    const ownDeflated = deflateRawSync(own, { level: 1, finishFlush: zlib.Z_SYNC_FLUSH });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(this.after, crc32(own, this.beforeCrc)) >>> 0, 0);
    trailer.writeUInt32LE((this.before.length + own.length + this.after.length) % 0x1_0000_0000, 4);
    return Buffer.concat([GZIP_HEADER, this.beforeDeflated, ownDeflated, this.afterDeflated, trailer]);
  }
}

class SplicedAnswer implements PageBody {
  private tag?: string;

  constructor(
    private readonly page: SplicedPage,
    private readonly own: Buffer,
  ) {}

  get etag(): string {
    this.tag ??= this.page.etagOf(this.own);
    return this.tag;
  }

  get html(): string {
    return this.page.raw(this.own).toString('utf8');
  }

  /** gzip where the client takes brotli or gzip (a joined brotli stream is not possible this way), else the bytes as they are. */
  encodingFor(acceptEncoding: string | undefined): ContentEncoding {
    return accepts(acceptEncoding, 'gzip') ? 'gzip' : 'identity';
  }

  body(encoding: ContentEncoding): Buffer {
    return encoding === 'identity' ? this.page.raw(this.own) : this.page.gzip(this.own);
  }
}
