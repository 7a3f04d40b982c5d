// Reading zips (.xmind, .docx) safely. The central directory is read by hand (entry count, declared sizes and
// ratios are checked before anything is inflated), and one entry at a time is inflated with fflate's
// streaming Inflate in small chunks, stopping as soon as the output passes what the entry declared or
// the import's cap: a zip bomb or a lying header costs at most a chunk's worth of memory.
import { Inflate } from 'fflate';
import { IMPORT_LIMITS, IMPORT_MESSAGES, ImportError, type ImportFormat } from '@cuemap/shared';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Compressed bytes handed to the inflater per push (≤ ~1 MB out at deflate's best ratio). */
const CHUNK = 1024;

export const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** `format`: what the file looked like, for the message (the importer that opened the zip). */
const broken = (reason: string, format: ImportFormat) => new ImportError(400, IMPORT_MESSAGES.unreadable(format, reason));

/** The entries the central directory lists, checked against the import's bounds. */
export function readZipDirectory(bytes: Uint8Array, format: ImportFormat = 'xmind'): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw broken('the zip archive is incomplete (no central directory).', format);
  const count = view.getUint16(end + 10, true);
  const dirOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || dirOffset === 0xffffffff) throw broken('ZIP64 archives are not supported.', format);
  if (count > IMPORT_LIMITS.zipEntriesMax) throw new ImportError(400, IMPORT_MESSAGES.unpacksTooLarge);
  const entries: ZipEntry[] = [];
  let total = 0;
  let p = dirOffset;
  for (let k = 0; k < count; k++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== CENTRAL) throw broken('the zip directory is damaged.', format);
    const flags = view.getUint16(p + 8, true);
    const nameLength = view.getUint16(p + 28, true);
    const entry: ZipEntry = {
      method: view.getUint16(p + 10, true),
      compressedSize: view.getUint32(p + 20, true),
      size: view.getUint32(p + 24, true),
      localOffset: view.getUint32(p + 42, true),
      name: new TextDecoder().decode(bytes.subarray(p + 46, p + 46 + nameLength)),
    };
    if (flags & 1) throw broken('encrypted archives are not supported.', format);
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) throw broken('ZIP64 archives are not supported.', format);
    total += entry.size;
    const ratio = entry.size / Math.max(1, entry.compressedSize);
    if (total > IMPORT_LIMITS.unpackedBytesMax || (entry.size > 1024 * 1024 && ratio > IMPORT_LIMITS.zipRatioMax)) {
      throw new ImportError(400, IMPORT_MESSAGES.unpacksTooLarge);
    }
    entries.push(entry);
    p += 46 + nameLength + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
  }
  return entries;
}

/** One entry's bytes, inflated with a hard cap at its declared size (never above the import's). */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, format: ImportFormat = 'xmind'): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) throw broken(`the entry ${entry.name} is damaged.`, format);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (start + entry.compressedSize > bytes.length) throw broken('the zip archive is truncated.', format);
  const cap = Math.min(entry.size, IMPORT_LIMITS.unpackedBytesMax);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw broken(`the entry ${entry.name} is damaged.`, format);
    return data;
  }
  if (entry.method !== 8) throw broken(`the entry ${entry.name} uses an unsupported compression.`, format);
  const out = new Uint8Array(cap);
  let written = 0;
  let done = false;
  let over = false;
  const inflater = new Inflate((chunk, final) => {
    if (written + chunk.length > cap) {
      over = true;
      return;
    }
    out.set(chunk, written);
    written += chunk.length;
    if (final) done = true;
  });
  try {
    for (let i = 0; i < data.length && !over && !done; i += CHUNK) inflater.push(data.subarray(i, i + CHUNK), i + CHUNK >= data.length);
  } catch {
    throw broken(`the entry ${entry.name} is damaged.`, format);
  }
  // More out than declared: the header lies (a bomb's trick); less, or no end: the data is cut short.
  if (over) throw new ImportError(400, IMPORT_MESSAGES.unpacksTooLarge);
  if (!done || written !== entry.size) throw broken(`the entry ${entry.name} is truncated or damaged.`, format);
  return out.subarray(0, written);
}
