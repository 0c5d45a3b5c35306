import type { Database } from "../../db/database";

/** The seed's advisory lock key (any fixed number no other lock of this app uses). */
const SEED_LOCK_KEY = 7_321_004_118;

export type LogoStylesRepository = ReturnType<typeof createLogoStylesRepository>;

/** The SQL of the logo styles: only the lock that makes first-start seeding run once across processes. */
export function createLogoStylesRepository(database: Pick<Database, "withSession">) {
  return {
    /** Runs `fn` holding the seed lock (a session-level advisory lock on one connection). */
    underSeedLock<T>(fn: () => Promise<T>): Promise<T> {
      return database.withSession(async (session) => {
        await session.query("SELECT pg_advisory_lock($1)", [SEED_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await session.query("SELECT pg_advisory_unlock($1)", [SEED_LOCK_KEY]);
        }
      });
    },
  };
}
