// `npm run admin -- <command> [arguments]`: the operator commands (apps/server/src/admin.ts). From the
// TypeScript sources in development; with NODE_ENV=production from the compiled build (as `npm start`
// does), so a production host or container needs no TypeScript loader for them either.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compiledBuildProblem } from "./compiled-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

if (process.env.NODE_ENV === "production") {
  const problem = compiledBuildProblem(root, { web: false });
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
  await import(pathToFileURL(path.join(root, "apps/server/dist/admin.js")).href);
} else {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/admin.ts", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
