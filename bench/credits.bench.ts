/**
 * Credit spends per second with 50 concurrent clients, through the real service (conditional
 * UPDATE + ledger row in one transaction each): once with every client on its own user, once with
 * all 50 on one user (the hot-row worst case). PGlite in memory, or PostgreSQL when DATABASE_URL
 * is set (a throwaway schema-less run: users are made with unique e-mails and left behind).
 */
import { users } from "../apps/server/src/db/schema";
import { openDatabase } from "../apps/server/src/db/database";
import { migrate } from "../apps/server/src/db/migrate";
import { defaultCreditsConfig } from "../apps/server/src/modules/credits/credits.config";
import { createCreditsRepository } from "../apps/server/src/modules/credits/credits.repository";
import { createCreditsService, type CreditsService } from "../apps/server/src/modules/credits/credits.service";

const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

async function measure(credits: CreditsService, userIds: number[], label: string): Promise<void> {
  const deadline = Date.now() + SECONDS * 1000;
  let spends = 0;
  let refused = 0;
  const latencies: number[] = [];
  const tag = `${label}-${process.pid}-${Date.now()}`;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const userId = userIds[client % userIds.length] ?? 0;
      for (let i = 0; Date.now() < deadline; i += 1) {
        const started = performance.now();
        try {
          await credits.spend({ userId, amount: 1, kind: "aiimage", reason: "bench", reference: `${tag}-${client}-${i}` });
          spends += 1;
        } catch {
          refused += 1;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p = (q: number) => (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1);
  console.log(`${label.padEnd(22)} ${(spends / SECONDS).toFixed(0).padStart(6)} spends/s   p50 ${p(0.5)} ms   p99 ${p(0.99)} ms   refused ${refused}`);
}

/** Run by bench/run.ts on PGlite and on PostgreSQL (DATABASE_URL). */
export const databases = true;

export async function run(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const database = await openDatabase({ databaseUrl, pgliteDir: "memory://" });
  await migrate(database);
  const credits = createCreditsService(createCreditsRepository(database.db), { config: defaultCreditsConfig });
  const stamp = `${process.pid}.${Date.now()}`;
  const made = await database.db
    .insert(users)
    .values(Array.from({ length: CLIENTS }, (_, i) => ({ email: `bench.${i}.${stamp}@example.test`, aiCredits: 10_000_000 })))
    .returning({ id: users.id });
  const ids = made.map((u) => u.id);
  // Warm-up: JIT, the connection pool and the first plans, so the first figure is not the slowest.
  await Promise.all(ids.map((userId, i) => credits.spend({ userId, amount: 1, kind: "aiimage", reason: "bench", reference: `warm-${stamp}-${i}` })));
  console.log(`credit spends, ${CLIENTS} concurrent clients, ${SECONDS} s each, on ${databaseUrl ? "PostgreSQL" : "PGlite (in memory)"}`);
  await measure(credits, ids, "one user per client");
  await measure(credits, ids.slice(0, 1), "all on one user");
  await database.close();
}
