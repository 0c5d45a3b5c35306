import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../../../..");

export type Role = "api" | "worker";

/** One server process of the scale test: `--role=api` (listening on `port`) or `--role=worker`. */
export type RoleProcess = {
  role: Role;
  name: string;
  pid: number;
  port: number | undefined;
  child: ChildProcess;
  /** Everything it wrote (stdout and stderr), kept for the report of a failed run. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts the real server entry (apps/server/src/server.ts) in its own process and resolves once it
 * serves: an API process when GET /api/health answers, a worker when it prints that it started.
 * A process that exits or stays silent for `readyMs` fails the start with its output.
 */
export async function startRole(
  role: Role,
  name: string,
  env: Record<string, string>,
  options: { port?: number; readyMs?: number } = {},
): Promise<RoleProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts", `--role=${role}`], {
    cwd: repoRoot,
    env: { ...process.env, ...env, ...(options.port ? { PORT: String(options.port), HOST: "127.0.0.1" } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString("utf8"));
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const proc: RoleProcess = { role, name, pid: child.pid, port: options.port, child, output, exited };
  const until = Date.now() + (options.readyMs ?? 90_000);
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < until && !gone) {
    if (await isReady(proc)) return proc;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`${name} (${role}) did not become ready:\n${output.join("").slice(-4000)}`);
}

async function isReady(proc: RoleProcess): Promise<boolean> {
  if (proc.role === "worker") return proc.output.join("").includes("worker started");
  try {
    const answer = await fetch(`http://127.0.0.1:${proc.port}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return answer.ok;
  } catch {
    return false;
  }
}

/** SIGKILL: no shutdown code runs, as when a machine or container dies. */
export async function killHard(proc: RoleProcess): Promise<void> {
  proc.child.kill("SIGKILL");
  await proc.exited;
}

/** SIGTERM and wait (the end of the run); SIGKILL after `graceMs` so the test never hangs. */
export async function stopRole(proc: RoleProcess, graceMs = 15_000): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill("SIGTERM");
  const timer = setTimeout(() => proc.child.kill("SIGKILL"), graceMs);
  await proc.exited;
  clearTimeout(timer);
}
