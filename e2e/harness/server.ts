import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export type RunningServer = { baseURL: string; stop: () => Promise<void> };

/** Asks the OS for a port nobody uses (bind to 0), then frees it for the server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET ${baseURL}/api/health did not answer 200 within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the real server (`node --import tsx apps/server/src/server.ts`) on a free port with a
 * throwaway DATA_DIR, waits for /api/health, and returns how to stop it and clean up.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(join(repoRoot, "apps/web/dist/index.html"))) {
    throw new Error("apps/web/dist is missing: run `npm run build` first (npm run test:e2e does it)");
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "studio-e2e-"));
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: repoRoot,
    // HOST names the address the tests browse (baseURL), so links in mails (built from the listening
    // address, never the request's Host) open on the same origin as the page that asked for them.
    // Every spec browses from 127.0.0.1, so the per-network sign-in mail limit is raised for the run.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      SIGN_IN_MAILS_PER_NETWORK_HOUR: "1000",
      // Likewise the codes entered from that one address (30 per 15 minutes on a real site): the specs sign in well over 30 users.
      SIGN_IN_ATTEMPTS_PER_NETWORK: "1000",
      // The classic maker's 'designing' wait (2-10 s on a real site) would only slow the specs.
      CLASSIC_DESIGNING_WAIT_MS: "0",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const collect = (chunk: Buffer) => {
    // Keep the tail only: enough to explain a failed start.
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const baseURL = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    // 90 s by default; a machine under heavy load (several engineers' builds) may need longer: E2E_SERVER_START_MS.
    await waitForHealth(baseURL, child, () => log, Number(process.env.E2E_SERVER_START_MS ?? "") || 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
