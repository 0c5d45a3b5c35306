import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../apps/server/src/db/database";
import { migrate } from "../../apps/server/src/db/migrate";

/**
 * A DATA_DIR holding only a migrated PGlite database (`db`, as config.ts lays DATA_DIR out), closed
 * cleanly so a copy opens like a server's own. Made from this checkout's migrations at the start of
 * every run, so it can never be older than they are.
 */
export async function makeDataDirTemplate(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "studio-e2e-template-"));
  const database = await openDatabase({ pgliteDir: join(dir, "db") });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
