/**
 * `npm run admin -- <command> [arguments]`: operator commands against the configured database
 * (DATABASE_URL or the PGlite files under DATA_DIR). The commands live in src/admin/.
 */
import { adminCommands } from "./admin/admin-commands";
import { runAdmin } from "./admin/run-admin";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { migrate } from "./db/migrate";

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
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await migrate(database);
    return await runAdmin(process.argv.slice(2), adminCommands, { config, database, out: (line) => process.stdout.write(`${line}\n`) });
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
