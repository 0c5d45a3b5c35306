/**
 * The process entry: `--role=all` (default: API and worker in one process, for a laptop),
 * `--role=api` or `--role=worker` (N of each against one PostgreSQL). It checks the role and loads
 * the configuration, refusing a bad one with one line; then serve.ts migrates the database under a
 * lock, listens, and shuts down gracefully on SIGTERM/SIGINT and on an error nobody caught (then
 * exiting 1).
 */
import { ConfigError, loadConfig, type Config } from "./config";
import { compiledBuild, compiledBuildLine } from "./process/compiled-build";
import { multiProcessProblems, type Role } from "./security/shared-secrets";
import { fail } from "./process/fail";

function parseRole(argv: string[]): Role {
  const arg = argv.find((a) => a.startsWith("--role="));
  const role = arg ? arg.slice("--role=".length) : "all";
  if (role !== "all" && role !== "api" && role !== "worker") fail(`--role must be all, api or worker, got '${role}'`);
  return role;
}

async function main(): Promise<void> {
  const compiled = compiledBuildLine(compiledBuild(), "apps/server/dist/server.js");
  if (compiled) process.stdout.write(`${compiled}\n`);
  const role = parseRole(process.argv.slice(2));
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const problems = multiProcessProblems(role, config);
  if (problems.length > 0) fail(problems.join("\n"));

  // Only now the server itself: a refused start above never loads it (serve.ts).
  const { serve } = await import("./serve");
  await serve(role, config);
}

await main();
