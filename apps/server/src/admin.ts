/**
 * `npm run admin -- <command> [arguments]`: operator commands against the configured database
 * (DATABASE_URL or the PGlite files under DATA_DIR). The commands live in src/admin/.
 */
import { adminCommands, ownDatabaseCommands } from "./admin/admin-commands";
import { runAdmin } from "./admin/run-admin";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { migrate } from "./db/migrate";
import { DatabaseInUseError } from "./db/pglite-lock";

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const argv = process.argv.slice(2);
  const out = (line: string) => process.stdout.write(`${line}\n`);
  if (ownDatabaseCommands.some((c) => c.name === argv[0])) return runAdmin(argv, ownDatabaseCommands, { config, out });
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  } catch (error) {
    // PGlite while the server has it open (db/pglite-lock.ts): say so instead of a stack.
    if (error instanceof DatabaseInUseError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  try {
    await migrate(database);
    return await runAdmin(argv, adminCommands, { config, database, out }, ownDatabaseCommands);
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
