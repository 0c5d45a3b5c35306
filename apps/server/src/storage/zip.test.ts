import { describe, expect, it } from "vitest";
import { buildZip, zipStream } from "./zip";

const at = new Date("2026-11-26T07:00:00Z");
const files = [
  { name: "1-a-red-fox.png", data: Buffer.from("not really a png, but bytes") },
  { name: "2-灯塔.txt", data: Buffer.from("lighthouse\n") },
];

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The entries of a stored zip, read back through its central directory. */
function entriesOf(zip: Buffer): { name: string; data: Buffer }[] {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out: { name: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const localNameLength = zip.readUInt16LE(local + 26);
    out.push({ name, data: zip.subarray(local + 30 + localNameLength, local + 30 + localNameLength + size) });
    at += 46 + nameLength;
  }
  return out;
}

describe("the server's zip writer", () => {
  it("writes the same archive in memory and as a stream, and both read back to the files", async () => {
    const inMemory = buildZip(files, at);
    const streamed = await collect(
      zipStream(
        files.map((f) => ({ name: f.name, read: async () => f.data })),
        at,
      ),
    );
    expect(streamed.equals(inMemory)).toBe(true);
    expect(entriesOf(inMemory)).toEqual(files);
  });

  it("leaves out a streamed file whose bytes are gone", async () => {
    const streamed = await collect(
      zipStream(
        [
          { name: "gone.png", read: async () => null },
          { name: files[1]!.name, read: async () => files[1]!.data },
        ],
        at,
      ),
    );
    expect(entriesOf(streamed)).toEqual([files[1]]);
  });
});
