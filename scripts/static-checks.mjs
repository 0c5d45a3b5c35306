// `npm test`'s first step: the two typecheck projects, eslint and prettier's check, side by side.
// Each is one single-threaded process, and one after another they left a core of the 2-core CI
// machine idle for about two minutes (docs/testing.md). Each check's output is printed whole when it
// ends, so lines of two checks never interleave; the step fails when any check fails.
import { spawn } from "node:child_process";

const checks = [
  ["typecheck (server, packages)", "npx", ["tsc", "-p", "tsconfig.json"]],
  ["typecheck (web)", "npx", ["tsc", "-p", "apps/web/tsconfig.json"]],
  ["lint", "npx", ["eslint", ".", "--max-warnings=0"]],
  ["format", "npx", ["prettier", "--check", "."]],
];

function run([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`${output}${code === 0 ? "passed" : "FAILED"}: ${name} (${args.join(" ")}), ${seconds} s\n`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(checks.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
