import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * A page's HTML with what every answer of it needs, made once per page and kept with it: its ETag and its
 * compressed forms. A page shared between visitors (a guest's, see PageRenderer) is compressed once for all.
 */
export class RenderedPage {
  private tag?: string;
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(readonly html: string) {}

  /** A weak validator of the bytes (a strong one would promise byte-equal compressed forms too). */
  get etag(): string {
    this.tag ??= `W/"${createHash('sha1').update(this.html).digest('base64url')}"`;
    return this.tag;
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
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}
