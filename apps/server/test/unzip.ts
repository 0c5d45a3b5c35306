import { crc32 } from "node:zlib";
import { expect } from "vitest";

/** The entries of a zip (storage/zip.ts writes stored entries) read from its central directory, each checked against its CRC. */
export function unzip(zip: Buffer): { name: string; bytes: Buffer }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const localNameLength = zip.readUInt16LE(offset + 26);
    const bytes = zip.subarray(offset + 30 + localNameLength, offset + 30 + localNameLength + size);
    expect(crc32(bytes)).toBe(crc);
    files.push({ name, bytes });
    at += 46 + nameLength;
  }
  return files;
}
