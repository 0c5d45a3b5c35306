// `npm run build` (first half): the server and the workspace packages it uses, bundled by esbuild
// into apps/server/dist, so production runs plain `node` with no TypeScript loader.
//
// - npm packages stay external (native and wasm ones must: sharp, PGlite, resvg, onnxruntime, tfjs,
//   argon2...), and each must resolve from apps/server/dist to the same file it resolves to from the
//   source that imports it; otherwise the build stops, instead of the server loading another copy.
// - Code that finds files next to itself (migrations, package.json, fonts and icon data through
//   node_modules, the enlarge worker's models) keeps working: in every bundled module,
//   import.meta.url / dirname / filename are rewritten to that module's source location, computed
//   from the bundle's own URL at run time, so the dist directory can move with the repository.
// - dist/build.json records what was built and from which files; scripts/start.mjs refuses a build
//   older than any of them.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const defaultOutdir = path.join(root, "apps/server/dist");
const toPosix = (p) => p.split(path.sep).join("/");
const relativeUrl = (from, to) => encodeURI(toPosix(path.relative(from, to)) || ".");

const entryPoints = {
  server: "apps/server/src/server.ts",
  admin: "apps/server/src/admin.ts",
  // Started as a worker thread by packages/image-tools/src/enlarge.ts (see __COMPILED_ENLARGE_WORKER__).
  "enlarge.worker": "packages/image-tools/src/enlarge.worker.ts",
};

/** Rewrites import.meta.{url,dirname,filename} of our own modules to their source location. */
const sourceLocation = (outdir) => ({
  name: "source-location",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, "utf8");
      if (!/\bimport\.meta\.(url|dirname|filename)\b/.test(source)) return { contents: source, loader: "ts" };
      const fileUrl = `new URL(${JSON.stringify(relativeUrl(outdir, args.path))}, import.meta.url)`;
      // The helper imports go on the first line, so the source map stays right on every later line.
      const head = 'import { fileURLToPath as __sourcePath } from "node:url"; import { dirname as __sourceDir } from "node:path"; ';
      const contents =
        head +
        source
          .replace(/\bimport\.meta\.url\b/g, `${fileUrl}.href`)
          .replace(/\bimport\.meta\.filename\b/g, `__sourcePath(${fileUrl})`)
          .replace(/\bimport\.meta\.dirname\b/g, `__sourceDir(__sourcePath(${fileUrl}))`);
      return { contents, loader: "ts" };
    });
  },
});

/** Bare imports other than our workspace packages stay external, and must resolve the same from dist. */
const externalPackages = (outdir, mismatches) => ({
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith("@studio/") || args.pluginData === "probe" || args.path.startsWith("node:")) return undefined;
      const probe = (resolveDir) => b.resolve(args.path, { kind: args.kind, resolveDir, pluginData: "probe" });
      const [fromSource, fromDist] = await Promise.all([probe(args.resolveDir), probe(outdir)]);
      if (fromSource.errors.length === 0 && fromSource.path !== fromDist.path)
        mismatches.push(
          `${args.path} (imported by ${toPosix(path.relative(root, args.importer))}) is ${fromSource.path} from its source but ${fromDist.path || "missing"} from apps/server/dist`,
        );
      return { path: args.path, external: true };
    });
  },
});

function gitCommit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "unknown"; // a source tree without git (e.g. the container's build stage)
  }
}

/** `outdir` must lie under apps/server (tests build elsewhere there), so npm packages resolve as from apps/server/dist. */
export async function buildServer({ outdir = defaultOutdir } = {}) {
  const started = Date.now();
  const mismatches = [];
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const info = { kind: "esbuild bundle", builtAt: new Date().toISOString(), commit: process.env.SOURCE_COMMIT || gitCommit() };
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    define: {
      __STUDIO_BUILD__: JSON.stringify(info),
      __COMPILED_ENLARGE_WORKER__: JSON.stringify(relativeUrl(path.join(root, "packages/image-tools/src"), path.join(outdir, "enlarge.worker.js"))),
    },
    plugins: [sourceLocation(outdir), externalPackages(outdir, mismatches)],
  });
  if (mismatches.length > 0) throw new Error(`npm packages that would load another copy from the build:\n${mismatches.join("\n")}`);
  const inputs = Object.keys(result.metafile.inputs).filter((p) => !p.startsWith("<") && !p.startsWith("node_modules/") && !p.includes("/node_modules/"));
  writeFileSync(path.join(outdir, "build.json"), `${JSON.stringify({ ...info, entries: Object.keys(entryPoints), inputs }, null, 2)}\n`);
  return { ms: Date.now() - started, inputs: inputs.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { ms, inputs } = await buildServer();
  process.stdout.write(`server built into apps/server/dist in ${ms} ms (${inputs} source files)\n`);
}
