import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configSchema, loadConfig } from "./config";
import { multiProcessProblems } from "./security/shared-secrets";

/**
 * The container files (Dockerfile, .dockerignore, compose.yaml), checked without a container engine
 * (CI builds the image too where `docker info` answers, in .ci/run): the image's stages and
 * runtime shape, and that compose gives each role a configuration the server accepts.
 */
const repoRoot = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(repoRoot, file), "utf8");

type Instruction = { keyword: string; args: string };
type Stage = { name: string; from: string; instructions: Instruction[] };

/** Dockerfile instructions by stage, continuation lines joined and comments left out. */
function dockerStages(text: string): Stage[] {
  const joined = text
    .split("\n")
    .filter((line) => !/^\s*#/.test(line))
    .join("\n")
    .replace(/\\\n\s*/g, " ");
  const stages: Stage[] = [];
  for (const line of joined.split("\n")) {
    const match = /^\s*([A-Z]+)\s+(.*)$/.exec(line);
    if (!match) continue;
    const keyword = match[1] as string;
    const args = (match[2] as string).trim();
    if (keyword === "FROM") {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      stages.push({ from: from?.[1] ?? args, name: from?.[2] ?? `stage${stages.length}`, instructions: [] });
    } else stages.at(-1)?.instructions.push({ keyword, args });
  }
  return stages;
}

const stages = dockerStages(read("Dockerfile"));
const runtime = stages.at(-1) as Stage;
const all = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** The paths a COPY takes (without its --flags and destination), JSON form or not. */
function copySources(args: string): { from: string | undefined; sources: string[] } {
  const from = /--from=(\S+)/.exec(args)?.[1];
  const rest = args.replace(/--\S+\s+/g, "").trim();
  const parts = rest.startsWith("[") ? (JSON.parse(rest) as string[]) : rest.split(/\s+/);
  return { from, sources: parts.slice(0, -1) };
}

/** ENV lines in both forms: `ENV A=1 B=2` and `ENV A 1`. */
function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const args of all(stage, "ENV")) {
    if (args.includes("=")) for (const [, name, value] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[name as string] = (value as string).replace(/^"|"$/g, "");
    else {
      const [name, ...value] = args.split(/\s+/);
      env[name as string] = value.join(" ");
    }
  }
  return env;
}

describe("Dockerfile", () => {
  it("builds in one stage and runs the production build in another, with production dependencies only", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const build = stages[0] as Stage;
    expect(all(build, "RUN").some((r) => /\bnpm ci\b/.test(r) && !r.includes("--omit=dev"))).toBe(true);
    expect(all(build, "RUN").some((r) => /\bnpm run build\b/.test(r))).toBe(true);
    // Every npm ci after the build stage leaves the dev dependencies out.
    for (const stage of stages.slice(1)) for (const r of all(stage, "RUN").filter((r) => /\bnpm ci\b/.test(r))) expect(r).toContain("--omit=dev");
    // The runtime stage takes named outputs, never the whole source tree.
    for (const args of all(runtime, "COPY")) expect(copySources(args).from, args).toBeDefined();
    expect(envOf(runtime).NODE_ENV).toBe("production");
    expect(runtime.instructions.at(-1)).toEqual({ keyword: "ENTRYPOINT", args: '["node", "apps/server/dist/server.js"]' });
  });

  it("runs as a non-root user, checks /api/health, keeps DATA_DIR in a volume, and carries pg_dump and a Chinese font", () => {
    const user = all(runtime, "USER").at(-1);
    expect(user).toBeDefined();
    expect(["root", "0", "0:0"]).not.toContain(user);
    const userIndex = runtime.instructions.findIndex((i) => i.keyword === "USER");
    const entryIndex = runtime.instructions.findIndex((i) => i.keyword === "ENTRYPOINT" || i.keyword === "CMD");
    expect(userIndex).toBeLessThan(entryIndex);
    expect(all(runtime, "HEALTHCHECK").join(" ")).toMatch(/CMD .*\/api\/health/);
    const env = envOf(runtime);
    expect(all(runtime, "VOLUME").join(" ")).toContain(env.DATA_DIR);
    expect(env.HOST).toBe("0.0.0.0");
    const installs = all(runtime, "RUN").join(" ");
    expect(installs).toMatch(/postgresql-client-15\b/);
    expect(installs).toMatch(/fonts-wqy-microhei|fonts-noto-cjk/);
    // Every variable the image sets is one the server reads (or node's own).
    const known = new Set(Object.keys(configSchema.shape));
    for (const name of Object.keys(env)) expect(known.has(name), name).toBe(true);
  });

  it("copies only paths that exist in the repository or that the build stage makes", () => {
    const made = ["apps/server/dist", "apps/web/dist", "node_modules"];
    for (const stage of stages) {
      for (const args of all(stage, "COPY")) {
        const { from, sources } = copySources(args);
        for (const source of sources) {
          if (from === undefined) expect(source === "." || existsSync(path.join(repoRoot, source)), `${stage.name}: COPY ${source}`).toBe(true);
          else {
            expect(
              stages.some((s) => s.name === from),
              `${stage.name}: --from=${from}`,
            ).toBe(true);
            const inRepo = source.replace(/^\/app\/?/, "");
            expect(inRepo === "" || made.includes(inRepo) || existsSync(path.join(repoRoot, inRepo)), `${stage.name}: COPY --from=${from} ${source}`).toBe(
              true,
            );
          }
        }
      }
    }
  });
});

describe(".dockerignore", () => {
  it("keeps data, installed packages, builds, history and secrets out of the build context", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith("#"));
    for (const entry of ["data", "**/node_modules", "**/dist", ".git", ".env"]) expect(ignored).toContain(entry);
    // Nothing the Dockerfile copies from the context is left out.
    for (const args of stages.flatMap((s) => all(s, "COPY"))) {
      const { from, sources } = copySources(args);
      if (from === undefined) for (const source of sources) expect(ignored, source).not.toContain(source);
    }
  });
});

type ComposeService = {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { disable?: boolean; test?: string[] };
  depends_on?: Record<string, { condition: string }>;
};
const compose = parse(read("compose.yaml"), { merge: true }) as { services: Record<string, ComposeService> };

/** compose's interpolation with an .env an operator would write: `${X:?...}` set, `${X:-d}` as d. */
function interpolate(value: string): string {
  return value
    .replace(/\$\{(\w+):\?[^}]*\}/g, (_, name: string) => (name === "PUBLIC_URL" ? "https://studio.example.com" : `${name.toLowerCase()}-`.padEnd(40, "x")))
    .replace(/\$\{(\w+):-([^}]*)\}/g, (_, _name: string, fallback: string) => fallback);
}

describe("compose.yaml", () => {
  const { api, worker, postgres, minio } = compose.services;

  it("runs the image as the api and worker roles beside PostgreSQL 15 and an S3-compatible store", () => {
    expect(api?.command).toEqual(["--role=api"]);
    expect(worker?.command).toEqual(["--role=worker"]);
    expect(api?.build).toBe(".");
    expect(worker?.image).toBe(api?.image);
    expect(postgres?.image).toMatch(/^postgres:15\b/);
    expect(minio?.image).toMatch(/^minio\/minio:/);
    expect(worker?.healthcheck?.disable).toBe(true);
    expect(api?.depends_on?.postgres?.condition).toBe("service_healthy");
  });

  it("sets only variables the server knows, every secret from the environment, and a configuration each role starts with", () => {
    const known = new Set(Object.keys(configSchema.shape));
    for (const [name, service] of [
      ["api", api],
      ["worker", worker],
    ] as const) {
      const environment = service?.environment ?? {};
      for (const key of Object.keys(environment)) expect(known.has(key), `${name}: ${key}`).toBe(true);
      for (const [key, value] of Object.entries(environment)) {
        if (/SECRET|PASSWORD|TOKEN|_KEY/.test(key)) expect(value, `${name}: ${key} must come from the environment`).toMatch(/^\$\{\w+:\?[^}]*\}$/);
      }
      expect(environment.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(environment.STORAGE_URL).toMatch(/^s3:\/\//);
      expect(environment.S3_ENDPOINT).toBe("http://minio:9000");
      const env = Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, interpolate(String(v))]));
      const config = loadConfig({ ...env, MAIL_OUTBOX_ONLY: "on" });
      const role = name === "api" ? "api" : "worker";
      expect(multiProcessProblems(role, config)).toEqual([]);
      expect(config.env).toBe("production");
    }
  });
});
