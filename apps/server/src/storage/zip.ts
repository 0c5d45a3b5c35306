import { Readable } from "node:stream";
import { crc32 } from "node:zlib";

/**
 * The one zip writer of the server (the favicon package, the download center's icon pack and the
 * image generator's bulk results): stored (uncompressed) entries, since the files are PNG, WebP or
 * small text, so no compression library is needed; names UTF-8 (flag bit 11); no zip64 (every
 * archive here stays far below 4 GB and 65,535 entries).
 */

/** A file held in memory. */
export type ZipEntry = { name: string; data: Buffer };
/** A file read when its turn comes (null: gone, left out), so a stream never holds them all. */
export type ZipFile = { name: string; read: () => Promise<Buffer | null> };

/** MS-DOS date and time, the only timestamps the classic zip headers hold. */
function dosStamp(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getUTCFullYear());
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

type Stamp = ReturnType<typeof dosStamp>;

/** The local header (written before the bytes) and the central directory record of one entry at `offset`. */
function entryHeaders(name: Buffer, bytes: Buffer, offset: number, stamp: Stamp): { local: Buffer; central: Buffer } {
  const crc = crc32(bytes) >>> 0;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0x0800, 6);
  local.writeUInt16LE(0, 8);
  local.writeUInt16LE(stamp.time, 10);
  local.writeUInt16LE(stamp.date, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(bytes.length, 18);
  local.writeUInt32LE(bytes.length, 22);
  local.writeUInt16LE(name.length, 26);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt16LE(stamp.time, 12);
  central.writeUInt16LE(stamp.date, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(bytes.length, 20);
  central.writeUInt32LE(bytes.length, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(offset, 42);
  return { local: Buffer.concat([local, name]), central: Buffer.concat([central, name]) };
}

/** The central directory and its end record, after `offset` bytes of entries. */
function directoryEnd(centrals: Buffer[], count: number, offset: number): Buffer {
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([directory, end]);
}

/** A whole zip in memory (small archives: the favicon package). */
export function buildZip(entries: ZipEntry[], at: Date = new Date()): Buffer {
  const stamp = dosStamp(at);
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { local, central } = entryHeaders(Buffer.from(entry.name, "utf8"), entry.data, offset, stamp);
    parts.push(local, entry.data);
    centrals.push(central);
    offset += local.length + entry.data.length;
  }
  return Buffer.concat([...parts, directoryEnd(centrals, entries.length, offset)]);
}

/** A zip written as a stream, one file read at a time, so a bulk's results never sit in memory together. */
export function zipStream(files: ZipFile[], at: Date): Readable {
  const stamp = dosStamp(at);
  async function* chunks(): AsyncGenerator<Buffer> {
    const centrals: Buffer[] = [];
    let offset = 0;
    for (const file of files) {
      const bytes = await file.read();
      if (!bytes) continue;
      const { local, central } = entryHeaders(Buffer.from(file.name, "utf8"), bytes, offset, stamp);
      centrals.push(central);
      yield local;
      yield bytes;
      offset += local.length + bytes.length;
    }
    yield directoryEnd(centrals, centrals.length, offset);
  }
  return Readable.from(chunks());
}
