import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';

/**
 * The shop's file areas: each is a folder of its own (local: DATA_DIR/<area>; S3: <bucket>/<prefix><area>/).
 * - media: public files served at /media/<key> (product pictures, the admin's media uploads and their variants);
 * - backend-files: files only administrators reach (price lists, templates, documents for internal use);
 * - exports: what jobs write for download (merchant feeds, PDF catalogues).
 * A backup takes every one of these areas (FileStorage.listAll).
 */
export const STORAGE_AREAS = ['media', 'backend-files', 'exports'] as const;

/**
 * Areas of the shop's own work, on the same storage so that every instance of a cluster reaches them, but
 * not part of a backup:
 * - import-uploads: files uploaded for an import, until the import ran (or a day passed);
 * - sitemap: the generated sitemap files (made again from the database whenever missing);
 * - backups: the backup archives themselves.
 */
export const WORK_AREAS = ['import-uploads', 'sitemap', 'backups'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number] | (typeof WORK_AREAS)[number];
const ALL_AREAS: readonly string[] = [...STORAGE_AREAS, ...WORK_AREAS];

export interface StoredObject {
  /** The key inside its area: '/'-separated segments, e.g. 'uploads/pump.jpg'. */
  key: string;
  size: number;
  modifiedAt: Date;
}

/** A safe key: 1-300 characters, segments of letters, digits, '-', '_' and '.', no empty, '.' or '..' segment. */
export function isSafeStorageKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > 300) return false;
  return key.split('/').every((s) => s !== '' && s !== '.' && s !== '..' && /^[A-Za-z0-9._-]{1,120}$/.test(s));
}

export function assertSafeKey(area: string, key: string): void {
  if (!ALL_AREAS.includes(area)) throw new Error(`unknown storage area ${area}`);
  if (!isSafeStorageKey(key)) throw new Error('invalid storage key');
}

/**
 * Where the shop keeps its files (ADR 0026): a port with a local-folder adapter (default, under DATA_DIR)
 * and an S3-compatible one (S3_URL). Keys never leave their area: adapters refuse unsafe keys (assertSafeKey).
 * Writes are whole-file: a reader sees the old file or the new one, never half of one.
 */
export abstract class FileStorage {
  /** 'local' or 's3' (system info, logs). */
  abstract readonly kind: 'local' | 's3';
  abstract put(area: StorageArea, key: string, content: Buffer, contentType?: string): Promise<void>;
  /** Stores a local file (a large one, e.g. a backup archive) under `key`; adapters stream it where they can. */
  async putFile(area: StorageArea, key: string, path: string, contentType?: string): Promise<void> {
    await this.put(area, key, await readFile(path), contentType);
  }
  /** The file as a stream, or null when there is none. */
  abstract get(area: StorageArea, key: string): Promise<Readable | null>;
  /** The file into memory, or null. */
  abstract read(area: StorageArea, key: string): Promise<Buffer | null>;
  /** Removes the file; no error when there is none. */
  abstract delete(area: StorageArea, key: string): Promise<void>;
  abstract stat(area: StorageArea, key: string): Promise<StoredObject | null>;
  /** Every file of an area (optionally under a key prefix, e.g. 'uploads/'), sorted by key. */
  abstract list(area: StorageArea, prefix?: string): Promise<StoredObject[]>;

  /** Every file of every backed-up area: what a backup copies (read each with get/read, restore with put). */
  async listAll(): Promise<Record<(typeof STORAGE_AREAS)[number], StoredObject[]>> {
    const out = {} as Record<(typeof STORAGE_AREAS)[number], StoredObject[]>;
    for (const area of STORAGE_AREAS) out[area] = await this.list(area);
    return out;
  }
}
