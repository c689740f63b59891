import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** What a page answer needs of a page: its validator, the encoding it answers a client with, its bytes in it. */
export interface PageBody {
  readonly etag: string;
  /** The page's markup (tests read it; an answer sends `body`). */
  readonly html: string;
  /** The encoding to send to a client with this Accept-Encoding header. */
  encodingFor(acceptEncoding: string | undefined): ContentEncoding;
  body(encoding: ContentEncoding): Buffer;
}

/**
 * A page's HTML with what every answer of it needs, made once per page and kept with it: its ETag and its
 * compressed forms. A page shared between visitors (a guest's, see PageRenderer) is compressed once for all.
 */
export class RenderedPage implements PageBody {
  private tag?: string;
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(readonly html: string) {}

  /** A weak validator of the bytes (a strong one would promise byte-equal compressed forms too). */
  get etag(): string {
    this.tag ??= `W/"${createHash('sha1').update(this.html).digest('base64url')}"`;
    return this.tag;
  }

  encodingFor(acceptEncoding: string | undefined): ContentEncoding {
    return pickEncoding(acceptEncoding);
  }

  /** The page in an encoding (brotli at a fast level: it is made on the request that first needs it). */
  body(encoding: ContentEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (bytes === undefined) {
      const raw = Buffer.from(this.html, 'utf8');
      bytes =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : encoding === 'gzip'
            ? gzipSync(raw, { level: 6 })
            : raw;
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The encoding to answer with from an Accept-Encoding header: brotli, else gzip, else none (q=0 honoured). */
export function pickEncoding(header: string | undefined): ContentEncoding {
  if (accepts(header, 'br')) return 'br';
  if (accepts(header, 'gzip')) return 'gzip';
  return 'identity';
}

/** Whether an Accept-Encoding header takes this encoding (named or by `*`, with a q above 0). */
export function accepts(header: string | undefined, encoding: 'br' | 'gzip'): boolean {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  return (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
}
