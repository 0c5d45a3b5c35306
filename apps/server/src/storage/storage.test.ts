import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3rver, type TestS3 } from "../../test/s3rver";
import { loadConfig } from "../config";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/** A stream of `parts` MiB-sized chunks, each filled with its index, made as it is read (never one buffer). */
function mebibytes(parts: number, failAfter?: number): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < parts; i++) {
        if (failAfter !== undefined && i === failAfter) throw new Error("the client went away");
        yield Buffer.alloc(1024 * 1024, i);
      }
    })(),
  );
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const expectedBigHash = sha256(Buffer.concat(Array.from({ length: 11 }, (_, i) => Buffer.alloc(1024 * 1024, i))));

type Store = { name: string; storage: Storage; commands: string[]; s3?: TestS3; cleanup(): Promise<void> };

async function localStore(): Promise<Store> {
  const root = mkdtempSync(path.join(tmpdir(), "studio-storage-"));
  return { name: "local disk", storage: createLocalStorage(root), commands: [], cleanup: async () => rmSync(root, { recursive: true, force: true }) };
}

async function s3Store(): Promise<Store> {
  const s3 = await startS3rver({ prefix: "site/files" });
  const config = loadConfig(s3.env).storage;
  if (config.kind !== "s3") throw new Error("STORAGE_URL did not select S3");
  // Three keys a page, so a listing of a few files crosses pages as a big bucket does at 1,000.
  const storage = createS3Storage(config, { listPageSize: 3 });
  // The commands the SDK really sends, recorded on their way out (the multipart test reads them).
  const commands: string[] = [];
  storage.client.middlewareStack.add(
    (next, context) => async (args) => {
      commands.push(String(context.commandName));
      return next(args);
    },
    { step: "initialize", name: "recordCommands" },
  );
  return {
    name: "S3 (s3rver)",
    storage,
    commands,
    s3,
    cleanup: async () => {
      storage.close();
      await s3.stop();
    },
  };
}

describe.each([
  ["local disk", localStore],
  ["S3 (s3rver)", s3Store],
])("storage on %s", (_name, open) => {
  let store: Store;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.cleanup());

  it("puts, heads, gets and reads a file with its extension's type, size, ETag and date", async () => {
    const { storage } = store;
    const before = Date.now() - 2000;
    const put = await storage.put("styles/logo.png", Buffer.from("first version"));
    expect(put).toMatchObject({ key: "styles/logo.png", size: 13, contentType: "image/png" });
    expect(put.etag).toMatch(/^"[^"]+"$/);
    expect(put.lastModified.getTime()).toBeGreaterThan(before);
    expect(await storage.head("styles/logo.png")).toEqual(put);
    const got = await storage.get("styles/logo.png");
    expect(got?.object).toEqual(put);
    expect(await text(got!.body)).toBe("first version");
    expect((await storage.read("styles/logo.png"))?.toString()).toBe("first version");
    // A string body and a JSON key: the type is the extension's in every store.
    expect((await storage.put("styles/data.json", '{"a":1}')).contentType).toBe("application/json; charset=utf-8");
    // A new version is a new validator: /oss's ETag and the variant cache key follow it.
    const second = await storage.put("styles/logo.png", Buffer.from("second version, longer"));
    expect(second.etag).not.toBe(put.etag);
    expect(second.size).toBe(22);
  });

  it("answers null for missing keys and deletes (a missing key too) without error", async () => {
    const { storage } = store;
    expect(await storage.head("nothing/here.png")).toBeNull();
    expect(await storage.get("nothing/here.png")).toBeNull();
    expect(await storage.read("nothing/here.png")).toBeNull();
    await storage.put("gone/soon.txt", "bye");
    await storage.delete("gone/soon.txt");
    expect(await storage.head("gone/soon.txt")).toBeNull();
    await expect(storage.delete("gone/soon.txt")).resolves.toBeUndefined();
  });

  it("refuses keys that could leave the store or that no URL could name, in every method", async () => {
    const { storage } = store;
    for (const key of ["../escape.txt", "a/../../b.txt", "a//b.txt", "/rooted.txt", "", "spaces are bad.txt", "a/./b.txt"]) {
      await expect(storage.put(key, "x")).rejects.toMatchObject({ code: "BAD_REQUEST" });
      await expect(storage.putStream(key, Readable.from(["x"]))).rejects.toMatchObject({ code: "BAD_REQUEST" });
      await expect(storage.head(key)).rejects.toMatchObject({ code: "BAD_REQUEST" });
      await expect(storage.get(key)).rejects.toMatchObject({ code: "BAD_REQUEST" });
      await expect(storage.read(key)).rejects.toMatchObject({ code: "BAD_REQUEST" });
      await expect(storage.delete(key)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    await expect(storage.list("../")[Symbol.asyncIterator]().next()).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("lists every file under a folder across pages, and nothing of a sibling with the same start", async () => {
    const { storage } = store;
    const names = Array.from({ length: 8 }, (_, i) => `listing/part-${i}/file-${i}.txt`);
    for (const name of names) await storage.put(name, name);
    await storage.put("listingX/not-mine.txt", "sibling");
    const listed = [];
    for await (const object of storage.list("listing")) listed.push(object);
    expect(listed.map((o) => o.key).sort()).toEqual(names);
    expect(listed.every((o) => o.size > 0 && o.etag.startsWith('"') && o.contentType === "text/plain; charset=utf-8")).toBe(true);
    // A listed object describes the file as head does (the prune job deletes by these figures).
    const first = listed.find((o) => o.key === names[0]);
    expect(first).toEqual(await storage.head(names[0]!));
    if (store.s3) expect(store.commands.filter((c) => c === "ListObjectsV2Command").length).toBeGreaterThanOrEqual(3);
    const nothing = [];
    for await (const object of storage.list("no-such-folder")) nothing.push(object);
    expect(nothing).toEqual([]);
  });

  it("streams an 11 MiB upload into place without one whole-file buffer (multipart on S3), and reads it back", async () => {
    const { storage, commands } = store;
    commands.length = 0;
    const object = await storage.putStream("exports/big.zip", mebibytes(11));
    expect(object).toMatchObject({ key: "exports/big.zip", size: 11 * 1024 * 1024, contentType: "application/zip" });
    if (store.s3) {
      // Three 5 MiB parts at most two in flight, then the completion.
      expect(commands).toContain("CreateMultipartUploadCommand");
      expect(commands.filter((c) => c === "UploadPartCommand")).toHaveLength(3);
      expect(commands).toContain("CompleteMultipartUploadCommand");
    }
    const got = await storage.get("exports/big.zip");
    const chunks: Buffer[] = [];
    for await (const chunk of got!.body) chunks.push(chunk as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(expectedBigHash);
    // A short stream is one plain write.
    expect((await storage.putStream("exports/small.txt", Readable.from(["a", "b", "c"]))).size).toBe(3);
    expect((await storage.read("exports/small.txt"))?.toString()).toBe("abc");
  });

  it("leaves no file when a streamed upload fails half way (and keeps the earlier version)", async () => {
    const { storage } = store;
    await storage.put("exports/kept.zip", "earlier version");
    await expect(storage.putStream("exports/kept.zip", mebibytes(8, 6))).rejects.toThrow();
    await expect(storage.putStream("exports/never.zip", mebibytes(8, 6))).rejects.toThrow();
    expect((await storage.read("exports/kept.zip"))?.toString()).toBe("earlier version");
    expect(await storage.head("exports/never.zip")).toBeNull();
    const left = [];
    for await (const object of storage.list("exports")) left.push(object.key);
    expect(left.sort()).toEqual(["exports/big.zip", "exports/kept.zip", "exports/small.txt"]);
  });

  it("signs GET URLs and upload targets only where the browser can reach the store itself", async () => {
    const { storage } = store;
    if (!store.s3) {
      // Local disk: /oss streams every file, and the uploads module signs its own receiving URL.
      expect(storage.presignGet).toBeUndefined();
      expect(storage.presignUpload).toBeUndefined();
      return;
    }
    await storage.put("signed/look.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
    const url = await storage.presignGet!("signed/look.svg", { expiresInSeconds: 60 });
    expect(url.startsWith(`${store.s3.endpoint}/${store.s3.bucket}/site/files/signed/look.svg?`)).toBe(true);
    expect(new URL(url).searchParams.get("X-Amz-Expires")).toBe("60");
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/svg+xml");
    expect(await answer.text()).toContain("<svg");
  });

  it("presigns a POST upload for one key, type and size that the store accepts", async () => {
    const { storage } = store;
    if (!store.s3) return expect(storage.presignUpload).toBeUndefined();
    const target = await storage.presignUpload!("uploads/7/incoming/abc.png", { maxBytes: 1000, contentType: "image/png", expiresInSeconds: 600 });
    expect(target).toMatchObject({
      method: "POST",
      url: `${store.s3.endpoint}/${store.s3.bucket}`,
      headers: {},
      key: "uploads/7/incoming/abc.png",
      maxBytes: 1000,
    });
    expect(Date.parse(target.expiresAt) - Date.now()).toBeGreaterThan(590_000);
    expect(target.fields).toMatchObject({ key: "site/files/uploads/7/incoming/abc.png", "Content-Type": "image/png" });
    // The policy the store checks: this key only, this type only, 1 byte to maxBytes, ten minutes.
    const policy = JSON.parse(Buffer.from(target.fields.Policy!, "base64").toString("utf8")) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ["content-length-range", 1, 1000],
        ["eq", "$Content-Type", "image/png"],
        { key: "site/files/uploads/7/incoming/abc.png" },
        { bucket: store.s3.bucket },
      ]),
    );
    expect(Math.abs(Date.parse(policy.expiration) - Date.parse(target.expiresAt))).toBeLessThan(2000);
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append("file", new Blob([Buffer.from("a small png")], { type: "image/png" }), "abc.png");
    const answer = await fetch(target.url, { method: "POST", body: form });
    expect(answer.status).toBe(204);
    expect(await storage.head("uploads/7/incoming/abc.png")).toMatchObject({ size: 11, contentType: "image/png" });
    // s3rver does not enforce POST policies (its postObject ignores `policy`), so a too-large file
    // is not refused here as AWS S3, MinIO and R2 refuse it (EntityTooLarge): the server's check
    // after the upload (modules/uploads, POST /api/oss/uploaded) is what protects on such a store.
  });
});

it("the local store leaves no temporary file behind a failed stream", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "studio-storage-"));
  const storage = createLocalStorage(root);
  await expect(storage.putStream("a/b.zip", mebibytes(4, 2))).rejects.toThrow("the client went away");
  expect(readdirSync(path.join(root, "a"))).toEqual([]);
  rmSync(root, { recursive: true, force: true });
});
