import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openMigratedPglite } from "../../apps/server/test/pglite-snapshot";

/**
 * A DATA_DIR holding only a migrated PGlite database (`db`, as config.ts lays DATA_DIR out), closed
 * cleanly so a copy opens like a server's own. Made from this checkout's migrations at the start of
 * every run, so it can never be older than they are: from the server tests' migrated snapshot when
 * one exists for these migrations (npm test has just made it in the unit phase; loading it took ~1 s
 * where initdb took ~8), else by initdb and every migration, saving the snapshot.
 */
export async function makeDataDirTemplate(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "studio-e2e-template-"));
  const database = await openMigratedPglite(join(dir, "db"));
  await database.close();
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
