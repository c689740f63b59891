/**
 * Where the shop keeps its files (product pictures, data sheets, later the admin's media uploads). Paths
 * are relative, '/'-separated, like 'products/hose-epdm.svg'; an adapter refuses anything that could
 * leave its root. It is the area 'media' of the shop's FileStorage (local folder DATA_DIR/media or S3, ADR 0026).
 */
export abstract class MediaStoragePort {
  abstract exists(path: string): Promise<boolean>;
  abstract read(path: string): Promise<Buffer | null>;
  abstract write(path: string, content: Buffer): Promise<void>;
}

/** Media file types the shop serves, by extension: anything else is not served. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  step: 'model/step',
  stp: 'model/step',
};

/**
 * A safe relative media path or null: segments of letters, digits, '-', '_' and '.', no empty, '.' or
 * '..' segment, a known extension, at most 200 characters.
 */
export function safeMediaPath(path: string): string | null {
  if (path.length === 0 || path.length > 200) return null;
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || !/^[A-Za-z0-9._-]{1,100}$/.test(s))) return null;
  const ext = /\.([a-z0-9]+)$/.exec(segments[segments.length - 1])?.[1];
  return ext && MEDIA_TYPES[ext] ? path : null;
}
