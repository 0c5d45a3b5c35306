import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../test/free-port";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

async function waitFor(check: () => boolean, timeoutMs: number, output: () => string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out; the server said:\n${output()}`);
}

/**
 * The local addresses of the TCP sockets listening on a port, read from the kernel's tables
 * (/proc/net/tcp and tcp6), so where the server listens is proved without sending any traffic.
 */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const found: string[] = [];
  for (const [file, family] of [
    ["/proc/net/tcp", 4],
    ["/proc/net/tcp6", 6],
  ] as const) {
    let table = "";
    try {
      table = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const line of table.split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== "0A") continue; // 0A is LISTEN
      const [hexAddress, portPart] = local.split(":");
      if (portPart !== hexPort || !hexAddress) continue;
      found.push(family === 4 ? ipv4(hexAddress) : ipv6(hexAddress));
    }
  }
  return found;
}

/** The kernel writes addresses as 32-bit words in host (little-endian) byte order. */
function words(hex: string): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < hex.length; i += 8)
    out.push(
      hex
        .slice(i, i + 8)
        .match(/../g)
        ?.map((b) => parseInt(b, 16))
        .reverse() ?? [],
    );
  return out;
}
const ipv4 = (hex: string) => words(hex)[0]?.join(".") ?? "";
const ipv6 = (hex: string) => {
  const bytes = words(hex).flat();
  const groups = [];
  for (let i = 0; i < 16; i += 2) groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  return groups
    .join(":")
    .replace(/^(0:)+/, "::")
    .replace(/::+/, "::");
};

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe("the README's start (npm start with no settings)", () => {
  it("listens on loopback only, says where sign-in mail goes, and serves the mailbox to this machine", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "studio-default-"));
    dataDirs.push(dataDir);
    const port = await freePort();
    // No settings but a throwaway data folder and a free port: no HOST, no NODE_ENV, no SMTP_URL.
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], { cwd: repoRoot, env: { DATA_DIR: dataDir, PORT: String(port) } });
    children.push(child);
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    await waitFor(
      () => output.includes("Sign-in mail:") || child.exitCode !== null,
      60_000,
      () => output,
    );

    expect(output).toContain(`Logo Studio listening on http://localhost:${port} (this machine only; HOST=0.0.0.0 opens it to the network)`);
    expect(output).toContain(`Sign-in mail: kept in the outbox; read it on this machine at http://localhost:${port}/dev/mailbox`);
    const addresses = listeningAddresses(port);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(["127.0.0.1", "::1"]).toContain(address);

    // The offline first run still works for a person on this machine.
    expect((await fetch(`http://127.0.0.1:${port}/api/dev/outbox`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/dev/mailbox`)).status).toBe(200);
    // A reverse proxy on this machine would make every client loopback: forwarded requests get nothing.
    expect((await fetch(`http://127.0.0.1:${port}/api/dev/outbox`, { headers: { "x-forwarded-for": "203.0.113.7" } })).status).toBe(404);

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 90_000);
});
