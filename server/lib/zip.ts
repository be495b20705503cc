// A small ZIP writer (issue 21, the member's data export): stored entries (no compression: a few kilobytes of
// JSON and CSV), UTF-8 names, CRC-32 from node:zlib. Enough for every unzip tool; no package needed.
import { crc32 } from 'node:zlib';

export interface ZipEntry {
  name: string;
  content: string | Buffer;
}

/** DOS date and time of an instant (local fields as UTC: the archive has no zone). */
function dosDateTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    day: ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

interface EntryFields {
  time: number;
  day: number;
  crc: number;
  size: number;
  nameLength: number;
}

/**
 * The fields a local header and its central directory record share, in the same order from `at` (4 in the local
 * header, 6 in the central record): version needed, flags (UTF-8 names), method (stored), time, date, CRC-32, both
 * sizes and the name's length. The rest of both stays zero but the central record's offset.
 */
function writeEntryFields(header: Buffer, at: number, { time, day, crc, size, nameLength }: EntryFields) {
  header.writeUInt16LE(20, at); // version needed
  header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
  header.writeUInt16LE(0, at + 4); // stored
  header.writeUInt16LE(time, at + 6);
  header.writeUInt16LE(day, at + 8);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(size, at + 14);
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

export function zip(entries: readonly ZipEntry[], modified: Date): Buffer {
  const { time, day } = dosDateTime(modified);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.content === 'string' ? Buffer.from(entry.content, 'utf8') : entry.content;
    const crc = crc32(data);
    const fields = { time, day, crc, size: data.length, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    writeEntryFields(central, 6, fields);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
