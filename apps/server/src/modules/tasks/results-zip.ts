import { Readable } from "node:stream";
import { crc32 } from "node:zlib";

/** One file of a zip: its name inside the archive and a way to read its bytes when its turn comes. */
export type ZipEntry = { name: string; read: () => Promise<Buffer | null> };

/** MS-DOS date and time, the only timestamps the classic zip headers hold. */
function dosStamp(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getUTCFullYear());
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/**
 * A zip of stored (uncompressed) entries, written as a stream: one file is read at a time and
 * handed on, so a bulk's results never sit in memory together. Images are compressed already, so
 * storing them costs little and needs no compression library. Names are UTF-8 (flag bit 11).
 * Entries whose bytes are gone (null) are left out. No zip64: a bulk's images stay far below 4 GB.
 */
export function zipStream(entries: ZipEntry[], at: Date): Readable {
  const { time, date } = dosStamp(at);
  async function* chunks(): AsyncGenerator<Buffer> {
    const central: Buffer[] = [];
    let offset = 0;
    let count = 0;
    for (const entry of entries) {
      const bytes = await entry.read();
      if (!bytes) continue;
      const name = Buffer.from(entry.name, "utf8");
      const crc = crc32(bytes);
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(0x0800, 6);
      local.writeUInt16LE(0, 8);
      local.writeUInt16LE(time, 10);
      local.writeUInt16LE(date, 12);
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(bytes.length, 18);
      local.writeUInt32LE(bytes.length, 22);
      local.writeUInt16LE(name.length, 26);
      local.writeUInt16LE(0, 28);
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(0x0800, 8);
      header.writeUInt16LE(0, 10);
      header.writeUInt16LE(time, 12);
      header.writeUInt16LE(date, 14);
      header.writeUInt32LE(crc, 16);
      header.writeUInt32LE(bytes.length, 20);
      header.writeUInt32LE(bytes.length, 24);
      header.writeUInt16LE(name.length, 28);
      header.writeUInt32LE(offset, 42);
      central.push(header, name);
      yield Buffer.concat([local, name]);
      yield bytes;
      offset += local.length + name.length + bytes.length;
      count++;
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(count, 8);
    end.writeUInt16LE(count, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    yield Buffer.concat([directory, end]);
  }
  return Readable.from(chunks());
}

/** A file-name-safe short form of a prompt: letters and digits of any script, dashes between words. */
export function promptSlug(prompt: string, max = 40): string {
  const slug = prompt
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
  return slug || "image";
}
