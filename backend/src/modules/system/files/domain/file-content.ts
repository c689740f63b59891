/**
 * What a file is, judged by its content (magic bytes), never by its name (ADR 0026), and which file names
 * the shop accepts. Pure: used by the upload service and its tests.
 */

export type FileKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'svg' | 'pdf' | 'mp4' | 'webm' | 'zip' | 'text';

export interface DetectedType {
  kind: FileKind;
  /** The extension the stored file gets. */
  ext: string;
  /** Extensions a name may carry for this content (a name with another one is refused). */
  accepts: readonly string[];
  mime: string;
  /** A raster image sharp can read (variants are made). */
  raster: boolean;
}

const TYPES: Record<FileKind, DetectedType> = {
  jpeg: { kind: 'jpeg', ext: 'jpg', accepts: ['jpg', 'jpeg'], mime: 'image/jpeg', raster: true },
  png: { kind: 'png', ext: 'png', accepts: ['png'], mime: 'image/png', raster: true },
  webp: { kind: 'webp', ext: 'webp', accepts: ['webp'], mime: 'image/webp', raster: true },
  avif: { kind: 'avif', ext: 'avif', accepts: ['avif'], mime: 'image/avif', raster: true },
  gif: { kind: 'gif', ext: 'gif', accepts: ['gif'], mime: 'image/gif', raster: true },
  svg: { kind: 'svg', ext: 'svg', accepts: ['svg'], mime: 'image/svg+xml', raster: false },
  pdf: { kind: 'pdf', ext: 'pdf', accepts: ['pdf'], mime: 'application/pdf', raster: false },
  mp4: { kind: 'mp4', ext: 'mp4', accepts: ['mp4', 'm4v'], mime: 'video/mp4', raster: false },
  webm: { kind: 'webm', ext: 'webm', accepts: ['webm'], mime: 'video/webm', raster: false },
  zip: { kind: 'zip', ext: 'zip', accepts: ['zip', 'xlsx', 'docx', 'pptx'], mime: 'application/zip', raster: false },
  text: { kind: 'text', ext: 'txt', accepts: ['txt', 'csv', 'json', 'xml', 'md'], mime: 'text/plain; charset=utf-8', raster: false },
};

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0): boolean => bytes.every((b, i) => data[offset + i] === b);
const ascii = (data: Uint8Array, from: number, to: number): string => String.fromCharCode(...data.subarray(from, Math.min(to, data.length)));

/** The type of a file's content, or null when it is none the shop knows. */
export function detectFileType(data: Uint8Array): DetectedType | null {
  if (data.length < 4) return null;
  if (startsWith(data, [0xff, 0xd8, 0xff])) return TYPES.jpeg;
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TYPES.png;
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return TYPES.webp;
  if (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a') return TYPES.gif;
  if (ascii(data, 0, 5) === '%PDF-') return TYPES.pdf;
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3])) return TYPES.webm;
  if (ascii(data, 4, 8) === 'ftyp') {
    const brand = ascii(data, 8, 12);
    return brand === 'avif' || brand === 'avis' ? TYPES.avif : TYPES.mp4;
  }
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return TYPES.zip;
  if (isUtf8Text(data)) return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(ascii(data, 0, 4096)) ? TYPES.svg : TYPES.text;
  return null;
}

/** UTF-8 text without NUL or other control bytes besides tab, line feed, carriage return and form feed. */
function isUtf8Text(data: Uint8Array): boolean {
  const sample = data.subarray(0, 65536);
  for (const b of sample) if (b === 0 || (b < 0x20 && b !== 9 && b !== 10 && b !== 13 && b !== 12)) return false;
  try {
    // A cut-off multi-byte character at the sample's end is no reason to refuse: drop up to 3 bytes.
    new TextDecoder('utf-8', { fatal: true }).decode(sample.length === data.length ? sample : sample.subarray(0, sample.length - 3));
    return true;
  } catch {
    return false;
  }
}

export type NameError = 'adFilesNameInvalid';

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/**
 * A stored file name from the name the browser sent: a name with a path in it (/, \), a NUL or other
 * control character, or one that is only dots is refused; otherwise umlauts are spelt out and every other
 * character but letters, digits, '.', '-' and '_' becomes '-'. At most 100 characters, extension kept.
 */
export function sanitizeFileName(raw: string): { ok: true; base: string; ext: string | null } | { ok: false; error: NameError } {
  const name = raw.normalize('NFC').trim();
  if (name.length === 0 || name.length > 255 || /[/\\\u0000-\u001f\u007f]/.test(name) || /^\.+$/.test(name) || name.includes('..')) return { ok: false, error: 'adFilesNameInvalid' };
  const dot = name.lastIndexOf('.');
  const hasExt = dot > 0 && dot < name.length - 1;
  const clean = (s: string) =>
    s
      .replace(/[äöüÄÖÜß]/g, (c) => UMLAUTS[c])
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-_]+|[-_]+$/g, '');
  const base = clean(hasExt ? name.slice(0, dot) : name).slice(0, 90);
  const ext = hasExt ? name.slice(dot + 1).toLowerCase() : null;
  if (!base || (ext !== null && !/^[a-z0-9]{1,8}$/.test(ext))) return { ok: false, error: 'adFilesNameInvalid' };
  return { ok: true, base, ext };
}

/** Which file types each area takes and how large a file may be. */
export const AREA_RULES = {
  media: { kinds: ['jpeg', 'png', 'webp', 'avif', 'gif', 'pdf', 'mp4', 'webm'] as readonly FileKind[], maxBytes: 20 * 1024 * 1024 },
  'backend-files': { kinds: ['jpeg', 'png', 'webp', 'avif', 'gif', 'pdf', 'zip', 'text'] as readonly FileKind[], maxBytes: 20 * 1024 * 1024 },
} as const;
export type UploadArea = keyof typeof AREA_RULES;
