import { open, type FileHandle } from "node:fs/promises";

/**
 * The backup archive's format: a POSIX tar (ustar, with a PAX header for names longer than ustar
 * holds), so an operator can list or unpack a backup with the system's `tar`. Written and read here
 * rather than by running `tar`, so the server needs no tar binary and reads only regular files with
 * names it checks itself (a hostile archive's links or `..` never reach the disk).
 */
const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

function header(name: string, size: number, type: "0" | "x", mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  // ustar: up to 155 bytes of prefix (directories) and 100 of name; longer names go in a PAX header.
  let prefix = "";
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", name.length - 1);
    prefix = cut > 0 ? name.slice(0, cut) : "";
    base = cut > 0 ? name.slice(cut + 1) : name;
  }
  block.write(base, 0, 100, "utf8");
  block.write(octal(0o644, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write(type, 156, "ascii");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  block.write(prefix, 345, 155, "utf8");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

function fitsUstar(name: string): boolean {
  if (Buffer.byteLength(name) <= 100) return true;
  const cut = name.lastIndexOf("/");
  return cut > 0 && Buffer.byteLength(name.slice(0, cut)) <= 155 && Buffer.byteLength(name.slice(cut + 1)) <= 100;
}

/** One PAX record "<len> <key>=<value>\n", where len counts the whole record including its own digits. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length += 1;
  return `${length}${body}`;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** ustar's size field holds 11 octal digits (under 8 GiB); larger entries carry their size in a PAX header. */
const USTAR_MAX_SIZE = 8 ** 11 - 1;

export type TarWriter = {
  add(name: string, data: Buffer, mtime?: Date): Promise<void>;
  /** Copies a file from disk in chunks (a database dump may be larger than memory). */
  addFile(name: string, source: string): Promise<void>;
  /** Writes the end-of-archive blocks and closes the file. */
  finish(): Promise<void>;
  /** Closes the file without finishing it (the caller removes the partial archive). */
  abort(): Promise<void>;
};

const CHUNK = 1024 * 1024;

export async function createTarWriter(file: string): Promise<TarWriter> {
  const handle = await open(file, "wx", 0o600);
  const write = async (buffer: Buffer) => {
    await handle.write(buffer);
  };
  const writeHeader = async (name: string, size: number, mtime: Date) => {
    const records = (fitsUstar(name) ? "" : paxRecord("path", name)) + (size > USTAR_MAX_SIZE ? paxRecord("size", String(size)) : "");
    if (records) {
      const pax = Buffer.from(records, "utf8");
      await write(header("PaxHeader", pax.length, "x", mtime));
      await write(Buffer.concat([pax, padding(pax.length)]));
    }
    await write(header(fitsUstar(name) ? name : name.slice(-100), size > USTAR_MAX_SIZE ? 0 : size, "0", mtime));
  };
  return {
    async add(name, data, mtime = new Date()) {
      await writeHeader(name, data.length, mtime);
      await write(data);
      await write(padding(data.length));
    },
    async addFile(name, source) {
      const input = await open(source, "r");
      try {
        const { size, mtime } = await input.stat();
        await writeHeader(name, size, mtime);
        const buffer = Buffer.alloc(CHUNK);
        for (let done = 0; done < size;) {
          const { bytesRead } = await input.read(buffer, 0, Math.min(CHUNK, size - done), done);
          if (bytesRead === 0) throw new Error(`${source} shrank while it was archived`);
          await write(buffer.subarray(0, bytesRead));
          done += bytesRead;
        }
        await write(padding(size));
      } finally {
        await input.close();
      }
    },
    async finish() {
      await write(Buffer.alloc(BLOCK * 2));
      await handle.sync();
      await handle.close();
    },
    async abort() {
      await handle.close();
    },
  };
}

export type TarEntry = {
  name: string;
  /** "file" for regular files; anything else (links, devices, directories) is "other". */
  type: "file" | "directory" | "other";
  size: number;
  read(): Promise<Buffer<ArrayBuffer>>;
  /** Writes the entry's bytes to a new file in chunks. */
  copyTo(target: string): Promise<void>;
};

function field(block: Buffer, offset: number, length: number): string {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString("utf8");
}

function parseOctal(block: Buffer, offset: number, length: number): number {
  const text = field(block, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new Error("not a tar archive (bad number in a header)");
  return parseInt(text, 8);
}

function checksumOk(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  return sum === parseOctal(block, 148, 8);
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer<ArrayBuffer>> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new Error("the archive ends early (truncated backup?)");
  return buffer;
}

/** The entries of a tar file in order; an entry's bytes are read only when asked for. */
export async function* readTar(file: string): AsyncGenerator<TarEntry> {
  const handle = await open(file, "r");
  try {
    let position = 0;
    let pax: { path?: string; size?: number } = {};
    for (;;) {
      const block = await readAt(handle, position, BLOCK);
      if (block.every((byte) => byte === 0)) return;
      if (!checksumOk(block)) throw new Error("not a tar archive (header checksum)");
      const size = pax.size ?? parseOctal(block, 124, 12);
      const typeFlag = field(block, 156, 1) || "0";
      const prefix = field(block, 345, 155);
      const dataAt = position + BLOCK;
      position = dataAt + size + padding(size).length;
      if (typeFlag === "x") {
        const records = (await readAt(handle, dataAt, size)).toString("utf8");
        const sizeRecord = /(?:^|\n)\d+ size=(\d+)\n/.exec(records)?.[1];
        pax = { path: /(?:^|\n)\d+ path=([^\n]*)\n/.exec(records)?.[1], size: sizeRecord === undefined ? undefined : Number(sizeRecord) };
        continue;
      }
      const name = pax.path ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
      pax = {};
      yield {
        name,
        type: typeFlag === "0" ? "file" : typeFlag === "5" ? "directory" : "other",
        size,
        read: () => readAt(handle, dataAt, size),
        copyTo: async (target) => {
          const output = await open(target, "wx", 0o600);
          try {
            for (let done = 0; done < size;) {
              const chunk = await readAt(handle, dataAt + done, Math.min(CHUNK, size - done));
              await output.write(chunk);
              done += chunk.length;
            }
          } finally {
            await output.close();
          }
        },
      };
    }
  } finally {
    await handle.close();
  }
}
