import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { sharp } from '../../../../shared/libraries';
import { ApiError } from '../../../../shared/api-error';
import { AuditLog } from '../../../../shared/admin/audit-log';
import { TransactionContext } from '../../../../shared/persistence/transaction-context';
import { FileStorage, type StoredObject } from '../../../../shared/storage/file-storage.port';
import { AREA_RULES, detectFileType, sanitizeFileName, type UploadArea } from '../domain/file-content';
import { MediaUsageQuery, type MediaUsage } from '../infrastructure/media-usage.query';

/** Image variants made on upload (webp, never wider or higher than the box, never enlarged). */
export const VARIANTS = { thumb: 160, small: 480 } as const;
export type VariantName = keyof typeof VARIANTS;
export const VARIANT_FOLDER = '_variants';

/** Media uploads go under this folder of the media area; the list also shows the shop's other media. */
export const MEDIA_UPLOAD_FOLDER = 'uploads';

export interface FileView {
  key: string;
  name: string;
  size: number;
  modifiedAt: string;
  /** Public URL (media) or admin download URL (backend files). */
  url: string;
  variants: Partial<Record<VariantName, string>>;
}

export interface UploadedFile extends FileView {
  type: string;
  width: number | null;
  height: number | null;
}

const MESSAGES = {
  adFilesNameInvalid: 'The file name is not allowed (no paths, slashes, backslashes, control characters or "..").',
  adFilesTypeRefused: 'This kind of file is not accepted here (judged by its content).',
  adFilesContentMismatch: "The file's content does not match its name's extension.",
  adFilesTooLarge: 'The file is too large.',
  adFilesImageUnreadable: 'The image cannot be read.',
  adFilesMissing: 'Please send one file in the form field "file".',
  adFilesNotFound: 'There is no such file.',
  adFilesInUse: 'The file is still used; confirm to delete it anyway.',
} as const;
export type FileErrorCode = keyof typeof MESSAGES;

export function fileError(code: FileErrorCode, status: HttpStatus = HttpStatus.BAD_REQUEST): ApiError {
  return new ApiError(code, MESSAGES[code], status);
}

const IMAGE_PIXELS_LIMIT = 100_000_000;

/**
 * The admin's file libraries (ADR 0026): media (public, under /media/) and backend files (admins only).
 * An upload is checked by its content (magic bytes, then sharp for images), stored under a sanitised name
 * that never overwrites another file, and gets webp variants when it is a raster image.
 */
@Injectable()
export class FileLibrary {
  private readonly logger = new Logger('FileLibrary');

  constructor(
    private readonly storage: FileStorage,
    private readonly usageQuery: MediaUsageQuery,
    private readonly audit: AuditLog,
    private readonly tx: TransactionContext,
  ) {}

  url(area: UploadArea, key: string): string {
    return area === 'media' ? `/media/${key}` : `/api/admin/backend-files/download?key=${encodeURIComponent(key)}`;
  }

  variantKey(key: string, variant: VariantName): string {
    return `${VARIANT_FOLDER}/${key.replace(/\.[a-z0-9]+$/i, '')}.${variant}.webp`;
  }

  async list(area: UploadArea, query: { q?: string; page: number; pageSize: number }): Promise<{ items: FileView[]; total: number }> {
    const all = await this.storage.list(area);
    const variants = new Set(all.filter((o) => o.key.startsWith(`${VARIANT_FOLDER}/`)).map((o) => o.key));
    const term = (query.q ?? '').trim().toLowerCase();
    const files = all
      .filter((o) => !o.key.startsWith(`${VARIANT_FOLDER}/`) && (!term || o.key.toLowerCase().includes(term)))
      .sort((a, b) => b.modifiedAt.getTime() - a.modifiedAt.getTime() || (a.key < b.key ? -1 : 1));
    const page = files.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
    return { total: files.length, items: page.map((o) => this.view(area, o, variants)) };
  }

  private view(area: UploadArea, o: StoredObject, variants: Set<string>): FileView {
    const found: Partial<Record<VariantName, string>> = {};
    for (const v of Object.keys(VARIANTS) as VariantName[]) {
      const vk = this.variantKey(o.key, v);
      if (variants.has(vk)) found[v] = this.url(area, vk);
    }
    return { key: o.key, name: o.key.split('/').pop()!, size: o.size, modifiedAt: o.modifiedAt.toISOString(), url: this.url(area, o.key), variants: found };
  }

  async upload(area: UploadArea, filename: string, data: Buffer, adminId: number): Promise<UploadedFile> {
    const name = sanitizeFileName(filename);
    if (!name.ok) throw fileError(name.error);
    const rules = AREA_RULES[area];
    if (data.length > rules.maxBytes) throw fileError('adFilesTooLarge', HttpStatus.PAYLOAD_TOO_LARGE);
    const type = detectFileType(data);
    if (!type || !rules.kinds.includes(type.kind)) throw fileError('adFilesTypeRefused', HttpStatus.UNSUPPORTED_MEDIA_TYPE);
    if (name.ext !== null && !type.accepts.includes(name.ext)) throw fileError('adFilesContentMismatch', HttpStatus.UNSUPPORTED_MEDIA_TYPE);
    const ext = name.ext ?? type.ext;
    let width: number | null = null;
    let height: number | null = null;
    const variantData: Array<[VariantName, Buffer]> = [];
    if (type.raster) {
      try {
        const meta = await sharp()(data, { limitInputPixels: IMAGE_PIXELS_LIMIT }).metadata();
        width = meta.width ?? null;
        height = meta.height ?? null;
        if (!width || !height) throw new Error('no size');
        for (const [v, box] of Object.entries(VARIANTS) as Array<[VariantName, number]>) {
          variantData.push([v, await sharp()(data, { limitInputPixels: IMAGE_PIXELS_LIMIT }).rotate().resize(box, box, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer()]);
        }
      } catch {
        throw fileError('adFilesImageUnreadable', HttpStatus.UNSUPPORTED_MEDIA_TYPE);
      }
    }
    const folder = area === 'media' ? `${MEDIA_UPLOAD_FOLDER}/` : '';
    const key = await this.freeKey(area, folder, name.base, ext);
    for (const [v, content] of variantData) await this.storage.put(area, this.variantKey(key, v), content, 'image/webp');
    await this.storage.put(area, key, data, type.mime);
    const view: UploadedFile = {
      key,
      name: key.split('/').pop()!,
      size: data.length,
      modifiedAt: new Date().toISOString(),
      url: this.url(area, key),
      variants: Object.fromEntries(variantData.map(([v]) => [v, this.url(area, this.variantKey(key, v))])),
      type: type.mime,
      width,
      height,
    };
    await this.audit.record({ adminId, action: `${area === 'media' ? 'media' : 'backendFile'}.upload`, entity: area === 'media' ? 'media' : 'backendFile', entityId: key, after: { key, originalName: filename.slice(0, 255), size: data.length, type: type.mime, width, height } });
    return view;
  }

  /** A key not yet taken: name.ext, else name-2.ext, name-3.ext, … */
  private async freeKey(area: UploadArea, folder: string, base: string, ext: string): Promise<string> {
    for (let n = 1; n < 1000; n++) {
      const key = `${folder}${n === 1 ? base : `${base}-${n}`}.${ext}`;
      if (!(await this.storage.stat(area, key))) return key;
    }
    return `${folder}${base}-${Date.now()}.${ext}`;
  }

  async usage(area: UploadArea, key: string): Promise<MediaUsage> {
    await this.existing(area, key);
    return area === 'media' ? this.usageQuery.usage(key) : { products: [], categories: [], pages: [], menus: [], total: 0 };
  }

  private async existing(area: UploadArea, key: string): Promise<StoredObject> {
    const found = key.startsWith(`${VARIANT_FOLDER}/`) ? null : await this.storage.stat(area, key).catch(() => null);
    if (!found) throw fileError('adFilesNotFound', HttpStatus.NOT_FOUND);
    return found;
  }

  /**
   * Deletes a file and its variants. A media file still named by a product, category, page or menu is only
   * deleted with `confirmed` (409 adFilesInUse with the usage otherwise), so the UI can warn first.
   */
  async delete(area: UploadArea, key: string, confirmed: boolean, adminId: number): Promise<{ deleted: string; usage: MediaUsage }> {
    const found = await this.existing(area, key);
    const usage = await this.usage(area, key);
    if (usage.total > 0 && !confirmed) throw new ApiError('adFilesInUse', MESSAGES.adFilesInUse, HttpStatus.CONFLICT, { usedBy: String(usage.total) });
    await this.tx.run(async () => {
      await this.audit.record({ adminId, action: `${area === 'media' ? 'media' : 'backendFile'}.delete`, entity: area === 'media' ? 'media' : 'backendFile', entityId: key, before: { key, size: found.size, usedBy: usage.total } });
      for (const v of Object.keys(VARIANTS) as VariantName[]) await this.storage.delete(area, this.variantKey(key, v));
      // The merchant feed's PNG rendition of an SVG picture, when there is one.
      await this.storage.delete(area, `${VARIANT_FOLDER}/${key.replace(/\.[a-z0-9]+$/i, '')}.feed.png`);
      await this.storage.delete(area, key);
    });
    this.logger.log(`${area} file ${key} deleted`);
    return { deleted: key, usage };
  }
}
