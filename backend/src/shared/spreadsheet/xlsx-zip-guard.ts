import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Looks into an uploaded .xlsx (a zip) by its content, before any spreadsheet library does: is it a zip
 * that holds a workbook, is it intact, and does it stay small once inflated? The sizes a zip declares are
 * not trusted: every entry is inflated here with a hard output bound, so a zip bomb costs at most the
 * budget, never the memory of the server. The sizes the zip declares are checked first (ADR 0027); the cart
 * import and the admin import both use this guard.
 */
export type ZipVerdict = 'ok' | 'notXlsx' | 'bomb' | 'malformed';

export interface ZipGuardLimits {
  readonly maxEntries: number;
  /** Bytes of all entries together, inflated. */
  readonly maxUncompressedBytes: number;
  /** Inflated to compressed bytes over the whole file, checked once the content exceeds `ratioFloorBytes`. */
  readonly maxRatio: number;
  readonly ratioFloorBytes: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;
/** Parts every workbook has ([Content_Types].xml of the package, the workbook part). */
const REQUIRED_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

interface Entry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  localOffset: number;
}

function findEndOfCentralDirectory(zip: Buffer): number {
  const stop = Math.max(0, zip.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = zip.length - EOCD_SIZE; at >= stop; at--) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return -1;
}

/** The central directory's entries, or a verdict when it is broken (or too long). */
function centralDirectory(zip: Buffer, limits: ZipGuardLimits): Entry[] | ZipVerdict {
  const eocd = findEndOfCentralDirectory(zip);
  if (eocd < 0) return 'malformed';
  const thisDisk = zip.readUInt16LE(eocd + 4);
  const directoryDisk = zip.readUInt16LE(eocd + 6);
  const entriesHere = zip.readUInt16LE(eocd + 8);
  const count = zip.readUInt16LE(eocd + 10);
  const size = zip.readUInt32LE(eocd + 12);
  const offset = zip.readUInt32LE(eocd + 16);
  // Split archives and ZIP64 (a 2 MB workbook never needs it) are not read.
  if (thisDisk !== 0 || directoryDisk !== 0 || entriesHere !== count || count === 0xffff || offset === 0xffffffff) return 'malformed';
  if (count > limits.maxEntries) return 'bomb';
  if (offset + size > eocd) return 'malformed';
  const entries: Entry[] = [];
  const names = new Set<string>();
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > offset + size || zip.readUInt32LE(at) !== CENTRAL_HEADER) return 'malformed';
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > offset + size) return 'malformed';
    const entry: Entry = {
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    };
    // Encrypted entries and two entries of one name (which one would a reader take?) are refused.
    if (entry.flags & 0x1 || names.has(entry.name)) return 'malformed';
    names.add(entry.name);
    entries.push(entry);
    at = next;
  }
  return entries;
}

/** The entry's compressed bytes, located through its local header; null when they lie outside the file. */
function entryData(zip: Buffer, entry: Entry, end: number): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > end || zip.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > end) return null;
  return zip.subarray(start, start + entry.compressedSize);
}

export function checkXlsxZip(file: Uint8Array, limits: ZipGuardLimits): ZipVerdict {
  const declared = declaredVerdict(Buffer.from(file.buffer, file.byteOffset, file.byteLength), limits);
  if (declared !== 'ok') return declared;
  const zip = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (zip.length < 30 || zip.readUInt32LE(0) !== LOCAL_HEADER) return 'notXlsx';
  const entries = centralDirectory(zip, limits);
  if (!Array.isArray(entries)) return entries;
  if (!REQUIRED_PARTS.every((part) => entries.some((e) => e.name === part))) return 'notXlsx';
  const dataEnd = zip.length;
  let total = 0;
  for (const entry of entries) {
    const data = entryData(zip, entry, dataEnd);
    if (data === null) return 'malformed';
    const budget = limits.maxUncompressedBytes - total;
    let content: Buffer;
    if (entry.method === STORED) {
      content = data;
    } else if (entry.method === DEFLATED) {
      try {
        content = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
      } catch (e) {
        return (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'bomb' : 'malformed';
      }
    } else {
      return 'malformed';
    }
    if (crc32(content) !== entry.crc) return 'malformed';
    total += content.length;
    if (total > limits.maxUncompressedBytes) return 'bomb';
  }
  if (total > limits.ratioFloorBytes && total / zip.length > limits.maxRatio) return 'bomb';
  return 'ok';
}

/**
 * The cheap first look: the sizes the central directory declares. A zip that admits to a huge content (or an
 * absurd ratio) is refused before a single byte is inflated; one that lies is caught by the bounded inflate.
 */
function declaredVerdict(zip: Buffer, limits: ZipGuardLimits): ZipVerdict {
  if (zip.length < 30 || zip.readUInt32LE(0) !== LOCAL_HEADER) return 'notXlsx';
  const eocd = findEndOfCentralDirectory(zip);
  if (eocd < 0) return 'malformed';
  const count = zip.readUInt16LE(eocd + 10);
  const size = zip.readUInt32LE(eocd + 12);
  const offset = zip.readUInt32LE(eocd + 16);
  if (count > limits.maxEntries) return 'bomb';
  if (offset + size > eocd) return 'malformed';
  let at = offset;
  let declared = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > offset + size || zip.readUInt32LE(at) !== CENTRAL_HEADER) return 'malformed';
    const uncompressed = zip.readUInt32LE(at + 24);
    if (uncompressed === 0xffffffff) return 'bomb';
    declared += uncompressed;
    if (declared > limits.maxUncompressedBytes) return 'bomb';
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  if (declared > limits.ratioFloorBytes && declared / zip.length > limits.maxRatio) return 'bomb';
  return 'ok';
}
