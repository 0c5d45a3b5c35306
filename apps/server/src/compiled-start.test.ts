import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../scripts/build-server.mjs";
import { freePort } from "../test/free-port";

/**
 * The production build (scripts/build-server.mjs) run as production runs it: plain node on the
 * bundle, no TypeScript loader. Built into a folder of its own under apps/server, so a developer's
 * apps/server/dist is left alone; that folder is as deep as dist, and the bundle finds its files
 * (migrations, package.json, fonts, icon data, the enlarge worker's model) from where it is.
 */
const repoRoot = path.resolve(import.meta.dirname, "../../..");
const scratch = path.join(repoRoot, "apps/server/.tmp", `compiled-${process.pid}`);
const outdir = path.join(scratch, "dist");
const probe = path.join(repoRoot, "apps/server/test/loaded-modules-probe.mjs");
const children: ChildProcess[] = [];

function productionEnv(dataDir: string, port: number, modulesOut: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    MAIL_OUTBOX_ONLY: "on",
    CAPTCHA: "altcha",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    NODE_OPTIONS: `--import=${pathToFileURL(probe).href}`,
    LOADED_MODULES_OUT: modulesOut,
  };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  return env;
}

type Loaded = { execArgv: string[]; modules: string[] };

/** TypeScript, or tsx (its loader or API), anywhere in what a process loaded. */
function typeScriptIn(loaded: Loaded): string[] {
  return loaded.modules.filter((m) => /\.(c|m)?tsx?$/.test(m) || /[/\\]node_modules[/\\]tsx[/\\]/.test(m));
}

async function waitForFile(file: string, timeoutMs: number): Promise<Loaded> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (existsSync(file)) {
      try {
        return JSON.parse(readFileSync(file, "utf8")) as Loaded;
      } catch {
        // half written; read again
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${file} was not written`);
}

beforeAll(async () => {
  await buildServer({ outdir });
}, 120_000);

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(scratch, { recursive: true, force: true });
});

describe("the compiled production build", () => {
  it("starts with plain node and one line saying so, serves health, icons and fonts, and loads no TypeScript", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "studio-compiled-"));
    const port = await freePort();
    const modulesOut = path.join(scratch, "server-modules.json");
    // Started from elsewhere than the repository: the bundle must not depend on the working directory.
    const webBuilt = existsSync(path.join(repoRoot, "apps/web/dist/index.html"));
    const child = spawn(process.execPath, [path.join(outdir, "server.js")], { cwd: tmpdir(), env: productionEnv(dataDir, port, modulesOut) });
    children.push(child);
    let output = "";
    child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
    const base = `http://127.0.0.1:${port}`;
    const until = Date.now() + 150_000;
    let health: Response | undefined;
    while (Date.now() < until && child.exitCode === null) {
      health = await fetch(`${base}/api/health`).catch(() => undefined);
      if (health?.status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(health?.status, output).toBe(200);
    // The database answered (migrations were found and run) and the version came from the root package.json.
    const body = (await health?.json()) as { data: { db: string; version: string } };
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string };
    expect(body.data).toMatchObject({ db: "ok", version });

    const first = output.split("\n")[0] ?? "";
    expect(first).toMatch(
      /^Running the compiled build: esbuild bundle apps\/server\/dist\/server\.js of commit \S+, built \d{4}-\d\d-\d\dT[\d:.]+Z, on plain node v\d+/,
    );
    expect(output.match(/Running the compiled build/g)).toHaveLength(1);

    // Icon data and font files are read from node_modules, found from the bundle's source locations.
    const icons = (await (await fetch(`${base}/api/allIconCategory`)).json()) as { code: number; data: unknown[] };
    expect(icons.code).toBe(200);
    expect(icons.data.length).toBeGreaterThan(0);
    const fonts = await fetch(`${base}/ubrand/api/brand-fonts/order`);
    const fontFile = /"(\/api\/font\/[^"]+\.woff)"/.exec(await fonts.text())?.[1];
    expect(fontFile).toBeDefined();
    const font = await fetch(`${base}${fontFile}`);
    expect(font.status).toBe(200);
    expect(
      Buffer.from(await font.arrayBuffer())
        .subarray(0, 4)
        .toString("latin1"),
    ).toBe("wOFF");

    // The web app from the repository's apps/web/dist (the default WEB_DIST_DIR, found from the bundle):
    // the page itself when it is built, which it was when the server started (npm test builds it only later).
    const index = path.join(repoRoot, "apps/web/dist/index.html");
    const page = await (await fetch(`${base}/`)).text();
    if (webBuilt) expect(page).toBe(readFileSync(index, "utf8"));
    else expect(page).toContain("The web app is not built yet");

    child.kill("SIGUSR2");
    const loaded = await waitForFile(modulesOut, 10_000);
    child.kill("SIGKILL");
    expect(loaded.execArgv).toEqual([]);
    expect(typeScriptIn(loaded)).toEqual([]);
    // The probe saw the bundle itself and the npm packages it keeps external, so an empty list above means something.
    expect(loaded.modules.some((m) => m.endsWith("/apps/server/.tmp/" + `compiled-${process.pid}/dist/server.js`))).toBe(true);
    expect(loaded.modules.some((m) => m.includes("/node_modules/fastify/"))).toBe(true);
    await new Promise((r) => child.once("exit", r));

    // The operator commands from the same build, on the same data (the server above is gone: PGlite is single-process).
    const admin = spawnSync(process.execPath, [path.join(outdir, "admin.js"), "help"], {
      cwd: tmpdir(),
      env: productionEnv(dataDir, port, path.join(scratch, "admin-modules.json")),
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(admin.status, admin.stderr).toBe(0);
    expect(admin.stdout).toContain("usage: npm run admin -- <command> [arguments]");
    const adminLoaded = JSON.parse(readFileSync(path.join(scratch, "admin-modules.json"), "utf8")) as Loaded;
    expect(typeScriptIn(adminLoaded)).toEqual([]);
    rmSync(dataDir, { recursive: true, force: true });
  }, 240_000);

  it("runs the enlarge worker compiled, finding its network's weights and the WebAssembly backend", () => {
    // What enlarge.ts starts in the build: the compiled worker file, in a plain node process.
    const script = `import { Worker } from "node:worker_threads";
      const worker = new Worker(new URL(${JSON.stringify(pathToFileURL(path.join(outdir, "enlarge.worker.js")).href)}), { workerData: { scale: 2, refine: true } });
      worker.on("message", (m) => { console.log(JSON.stringify(m)); process.exit(m.type === "ready" ? 0 : 1); });
      worker.on("error", (e) => { console.error(e); process.exit(1); });`;
    const file = path.join(outdir, "start-enlarge-worker.mjs"); // under dist/: never linted, even if left behind
    writeFileSync(file, script);
    const run = spawnSync(process.execPath, [file], { cwd: tmpdir(), env: { PATH: process.env.PATH }, encoding: "utf8", timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout.trim())).toMatchObject({ type: "ready" });
  }, 150_000);
});
