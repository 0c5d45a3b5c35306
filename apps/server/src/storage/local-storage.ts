import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { assertValidKey, contentTypeFor, type Storage, type StoredObject } from "./storage";

/**
 * Files on local disk under `root`. Writes go to a temporary name first and are renamed into
 * place, so a reader never sees half a file. The ETag is derived from size and modification time
 * (stable for an unchanged file, new after every put).
 */
export function createLocalStorage(root: string): Storage {
  const fullPath = (key: string) => path.join(root, assertValidKey(key));

  const describe = async (key: string): Promise<StoredObject | null> => {
    try {
      const s = await stat(fullPath(key));
      if (!s.isFile()) return null;
      const etag = `"${createHash("sha1").update(`${key}:${s.size}:${s.mtimeMs}`).digest("hex").slice(0, 27)}"`;
      return { key, size: s.size, contentType: contentTypeFor(key), etag, lastModified: s.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR") return null;
      throw error;
    }
  };

  /** Writes through a temporary name and renames it into place (a failed write leaves no file). */
  const writeAtomically = async (key: string, write: (temp: string) => Promise<void>): Promise<StoredObject> => {
    const target = fullPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await write(temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    const object = await describe(key);
    if (!object) throw new Error(`Stored file vanished: ${key}`);
    return object;
  };

  return {
    put: (key, body) => writeAtomically(key, (temp) => writeFile(temp, body)),
    putStream: (key, body) => writeAtomically(key, (temp) => pipeline(body, createWriteStream(temp))),
    head: describe,
    async get(key) {
      const object = await describe(key);
      if (!object) return null;
      return { object, body: createReadStream(fullPath(key)) };
    },
    async read(key) {
      try {
        return await readFile(fullPath(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fullPath(key), { force: true });
    },
    async *list(prefix) {
      const base = path.join(root, prefix ? assertValidKey(prefix) : "");
      const walk = async function* (dir: string): AsyncGenerator<string> {
        let entries;
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch {
          return;
        }
        for (const entry of entries) {
          const p = path.join(dir, entry.name);
          if (entry.isDirectory()) yield* walk(p);
          else if (entry.isFile() && !entry.name.endsWith(".tmp")) yield path.relative(root, p).split(path.sep).join("/");
        }
      };
      for await (const key of walk(base)) {
        const object = await describe(key);
        if (object) yield object;
      }
    },
  };
}
