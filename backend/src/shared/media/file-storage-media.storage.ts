import { Injectable } from '@nestjs/common';
import { FileStorage } from '../storage/file-storage.port';
import { MediaStoragePort, safeMediaPath } from './media-storage.port';

/**
 * Media on the shop's file storage (ADR 0026): the area 'media', so DATA_DIR/media locally (as before) or
 * <bucket>/media/ with S3_URL. Product pictures, data sheets and the admin's uploads all live there.
 */
@Injectable()
export class FileStorageMediaStorage extends MediaStoragePort {
  constructor(private readonly storage: FileStorage) {
    super();
  }

  async exists(path: string): Promise<boolean> {
    return safeMediaPath(path) !== null && (await this.storage.stat('media', path)) !== null;
  }

  async read(path: string): Promise<Buffer | null> {
    return safeMediaPath(path) ? this.storage.read('media', path) : null;
  }

  async write(path: string, content: Buffer): Promise<void> {
    if (!safeMediaPath(path)) throw new Error('invalid media path');
    const ext = /\.([a-z0-9]+)$/.exec(path)![1];
    await this.storage.put('media', path, content, MEDIA_CONTENT_TYPES[ext]);
  }
}

const MEDIA_CONTENT_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', pdf: 'application/pdf', mp4: 'video/mp4', webm: 'video/webm' };
