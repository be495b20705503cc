// Reads a ZIP archive as an unzip tool does, from its central directory (PKWARE's APPNOTE.TXT 6.3.10, §4.3.12 and
// §4.3.16), for the tests of the archives the app writes: each entry's name, its bytes (stored or deflated) and
// whether they match the CRC-32 the archive gives. Written from the format, not from server/lib/zip.ts, so the
// tests need no python3 (decision 0195).
import { crc32, inflateRawSync } from 'node:zlib';

export interface UnzippedEntry {
  name: string;
  data: Buffer;
  /** The bytes' CRC-32 is the one the central directory gives. */
  crcMatches: boolean;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

export function unzip(archive: Buffer): UnzippedEntry[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || archive.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY)
    throw new Error('no end of central directory record');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const entries: UnzippedEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== CENTRAL_HEADER) throw new Error(`no central directory header at ${at}`);
    const utf8 = (archive.readUInt16LE(at + 8) & 0x0800) !== 0;
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString(utf8 ? 'utf8' : 'latin1');
    if (archive.readUInt32LE(local) !== LOCAL_HEADER) throw new Error(`no local header for ${name}`);
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const raw = archive.subarray(start, start + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method}`);
    const data = method === 0 ? Buffer.from(raw) : inflateRawSync(raw);
    if (data.length !== size) throw new Error(`${name}: ${data.length} bytes, the archive says ${size}`);
    entries.push({ name, data, crcMatches: crc32(data) === crc });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
