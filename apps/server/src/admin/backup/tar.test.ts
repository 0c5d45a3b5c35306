import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTarWriter, readTar } from "./tar";

describe("the backup archive's tar", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "studio-tar-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const short = "manifest.json";
  const prefixed = `files/${"d".repeat(120)}/logo.png`;
  const long = `files/${"e".repeat(200)}/${"f".repeat(120)}.webp`;
  const contents = new Map<string, Buffer>([
    [short, Buffer.from('{"a":1}')],
    [prefixed, Buffer.from([0, 1, 2, 255])],
    [long, Buffer.alloc(1500, 7)],
    ["files/empty.txt", Buffer.alloc(0)],
  ]);

  it("writes what the system's tar lists and unpacks byte for byte, and reads it back", async () => {
    const file = path.join(dir, "a.tar");
    const source = path.join(dir, "dump.bin");
    writeFileSync(source, Buffer.alloc(3 * 1024 * 1024 + 3, 9));
    const writer = await createTarWriter(file);
    for (const [name, data] of contents) await writer.add(name, data);
    await writer.addFile("database/postgresql.dump", source);
    await writer.finish();

    const listed = execFileSync("tar", ["-tf", file], { encoding: "utf8" }).trim().split("\n");
    expect(listed).toEqual([...contents.keys(), "database/postgresql.dump"]);
    const out = path.join(dir, "out");
    execFileSync("mkdir", [out]);
    execFileSync("tar", ["-xf", file, "-C", out]);
    for (const [name, data] of contents) expect(readFileSync(path.join(out, name)).equals(data)).toBe(true);
    expect(readFileSync(path.join(out, "database/postgresql.dump")).equals(readFileSync(source))).toBe(true);

    const read: string[] = [];
    for await (const entry of readTar(file)) {
      read.push(entry.name);
      expect(entry.type).toBe("file");
      if (entry.name === "database/postgresql.dump") {
        await entry.copyTo(path.join(dir, "copied.bin"));
        expect(readFileSync(path.join(dir, "copied.bin")).equals(readFileSync(source))).toBe(true);
      } else expect((await entry.read()).equals(contents.get(entry.name) ?? Buffer.alloc(1))).toBe(true);
    }
    expect(read).toEqual(listed);
  });

  it("reads links and directories made by the system's tar as what they are, and refuses what is not a tar", async () => {
    const tree = path.join(dir, "tree");
    execFileSync("mkdir", ["-p", path.join(tree, "files/sub")]);
    writeFileSync(path.join(tree, "files/sub/a.png"), "x");
    execFileSync("ln", ["-s", "/etc/passwd", path.join(tree, "files/link.png")]);
    const file = path.join(dir, "system.tar");
    execFileSync("tar", ["-cf", file, "-C", tree, "files"]);
    const types = new Map<string, string>();
    for await (const entry of readTar(file)) types.set(entry.name.replace(/\/$/, ""), entry.type);
    expect(types.get("files/sub/a.png")).toBe("file");
    expect(types.get("files/link.png")).toBe("other");
    expect(types.get("files/sub")).toBe("directory");

    const notTar = path.join(dir, "not.tar");
    writeFileSync(notTar, Buffer.alloc(2048, 65));
    await expect(async () => {
      for await (const entry of readTar(notTar)) expect(entry).toBeUndefined();
    }).rejects.toThrow(/not a tar archive/);
    writeFileSync(notTar, readFileSync(file).subarray(0, 700));
    await expect(async () => {
      for await (const entry of readTar(notTar)) await entry.read();
    }).rejects.toThrow(/ends early/);
  });
});
