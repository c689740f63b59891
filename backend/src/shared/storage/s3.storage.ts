import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertSafeKey, FileStorage, isSafeStorageKey, type StorageArea, type StoredObject } from './file-storage.port';

export interface S3Location {
  endpoint: string;
  bucket: string;
  /** Key prefix inside the bucket ('' or ending in '/'). */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * S3_URL `http(s)://<access key>:<secret>@<host>[:port]/<bucket>[/<prefix>]` → where and how to connect
 * (path-style addressing, so MinIO, Ceph, s3rver and AWS all work). Throws on a URL without bucket or keys.
 */
export function parseS3Url(url: string, region = 'us-east-1'): S3Location {
  const u = new URL(url);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('S3_URL must start with http:// or https://');
  const [bucket, ...rest] = u.pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (!bucket) throw new Error('S3_URL must name a bucket: http(s)://key:secret@host/bucket');
  if (!u.username || !u.password) throw new Error('S3_URL must hold the access key and secret: http(s)://key:secret@host/bucket');
  return {
    endpoint: `${u.protocol}//${u.host}`,
    bucket,
    prefix: rest.length ? `${rest.join('/')}/` : '',
    accessKeyId: decodeURIComponent(u.username),
    secretAccessKey: decodeURIComponent(u.password),
    region,
  };
}

/** Files in an S3-compatible bucket under <prefix><area>/<key>. A PUT replaces an object atomically. */
export class S3Storage extends FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    super();
    this.client = new S3Client({
      endpoint: location.endpoint,
      region: location.region,
      forcePathStyle: true,
      // Checksums only where S3 requires them: S3-compatible stores (MinIO, Ceph, s3rver) differ in the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    });
  }

  private objectKey(area: StorageArea, key: string): string {
    assertSafeKey(area, key);
    return `${this.location.prefix}${area}/${key}`;
  }

  async put(area: StorageArea, key: string, content: Buffer, contentType = 'application/octet-stream'): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(area, key), Body: content, ContentType: contentType }));
  }

  override async putFile(area: StorageArea, key: string, path: string, contentType = 'application/octet-stream'): Promise<void> {
    const { size } = await stat(path);
    const body = createReadStream(path);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(area, key), Body: body, ContentLength: size, ContentType: contentType }));
    } finally {
      body.destroy();
    }
  }

  async get(area: StorageArea, key: string): Promise<Readable | null> {
    if (!isSafeStorageKey(key)) return null;
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(area, key) }));
      return res.Body instanceof Readable ? res.Body : null;
    } catch (e) {
      if (notFound(e)) return null;
      throw e;
    }
  }

  async read(area: StorageArea, key: string): Promise<Buffer | null> {
    const stream = await this.get(area, key);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  async delete(area: StorageArea, key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(area, key) }));
  }

  async stat(area: StorageArea, key: string): Promise<StoredObject | null> {
    if (!isSafeStorageKey(key)) return null;
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(area, key) }));
      return { key, size: Number(res.ContentLength ?? 0), modifiedAt: res.LastModified ?? new Date(0) };
    } catch (e) {
      if (notFound(e)) return null;
      throw e;
    }
  }

  async list(area: StorageArea, prefix = ''): Promise<StoredObject[]> {
    const base = `${this.location.prefix}${area}/`;
    const out: StoredObject[] = [];
    let token: string | undefined;
    do {
      const res = await this.client.send(new ListObjectsV2Command({ Bucket: this.location.bucket, Prefix: base + prefix, ContinuationToken: token }));
      for (const o of res.Contents ?? []) {
        const key = (o.Key ?? '').slice(base.length);
        if (isSafeStorageKey(key)) out.push({ key, size: Number(o.Size ?? 0), modifiedAt: o.LastModified ?? new Date(0) });
      }
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
}

function notFound(e: unknown): boolean {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404;
}
