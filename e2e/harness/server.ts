import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { compiledBuildProblem } from "../../scripts/compiled-build.mjs";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * A migrated, cleanly closed PGlite directory made once per run by the global setup
 * (harness/data-dir-template.ts); every server then starts from a copy of it instead of running
 * initdb and every migration again (measured: a fresh directory about 4-7 s of a server's start on
 * the loaded 2-core machine). The server still runs `migrate`, which finds everything applied.
 */
export const dataDirTemplateEnv = "E2E_DATA_DIR_TEMPLATE";

let entry: string[] | undefined;

/**
 * How the browser tests run apps/server/src/server.ts, as node arguments (cwd: the repository root):
 * the compiled build (apps/server/dist/server.js, which `npm run test:e2e` builds first) when it is
 * newer than every file it was built from, otherwise the sources through tsx. On the loaded 2-core
 * machine the build answered /api/health about 4 s sooner than tsx on an empty data directory. A
 * missing or stale build is named in one line on stderr, so someone who edited the server since
 * their last build knows the edit, not the build, is what runs.
 */
export function serverEntry(): string[] {
  if (entry) return entry;
  const problem = compiledBuildProblem(repoRoot, { web: false });
  if (problem) process.stderr.write(`Starting the server from its sources (tsx), not the compiled build: ${problem}\n`);
  entry = problem ? ["--import", "tsx", "apps/server/src/server.ts"] : ["apps/server/dist/server.js"];
  return entry;
}

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
 * Starts the real server (serverEntry: the compiled build when it is current, else the sources
 * through tsx) on a free port
 * with a throwaway DATA_DIR (a copy of the run's migrated template when there is one), waits for
 * /api/health, and returns how to stop it and clean up.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(join(repoRoot, "apps/web/dist/index.html"))) {
    throw new Error("apps/web/dist is missing: run `npm run build` first (npm run test:e2e does it)");
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "studio-e2e-"));
  const template = process.env[dataDirTemplateEnv];
  if (template) await cp(template, dataDir, { recursive: true });
  const child = spawn(process.execPath, serverEntry(), {
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
