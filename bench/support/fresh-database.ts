import pg from "pg";

/**
 * A new, empty database on the PostgreSQL server of DATABASE_URL (undefined when it is unset), so
 * a bench starts from nothing and leaves nothing behind: `drop` removes it, open connections too.
 */
export async function freshDatabaseUrl(prefix: string): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  if (!process.env.DATABASE_URL) return undefined;
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
