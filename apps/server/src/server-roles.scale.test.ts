/**
 * Must-show 1 of issue 20 (`npm run test:scale`, PostgreSQL only): 2 API and 2 worker processes of
 * the real server on one PostgreSQL and one store run 200 generations from 20 users while the
 * users poll; one API and one worker are killed with SIGKILL mid-run and started again. Then:
 * every task ended exactly once, no credit was lost or spent twice, every request succeeded or
 * failed cleanly (a connection the killed API dropped was sent to the other, as a balancer does).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { openDatabase, type Database } from "./db/database";
import { migrate } from "./db/migrate";
import { users } from "./db/schema";
import { createServices, type Services } from "./services";
import { createStorage } from "./storage/create-storage";
import type { Storage } from "./storage/storage";
import { startS3rver, type TestS3 } from "../test/s3rver";
import { freePort } from "../test/free-port";
import { createBalancer } from "../test/scale/balancer";
import { killHard, startRole, stopRole, type RoleProcess } from "../test/scale/role-processes";
import { installTaskAudit, taskHistories, taskMoney, userLedgers } from "../test/scale/task-audit";
import { planGenerations, runUser } from "../test/scale/workload";

// SCALE_USERS / SCALE_KILL_AFTER shrink the run while working on the harness itself; CI runs the full 20 x 10.
const USERS = Number(process.env.SCALE_USERS ?? 20);
const PER_USER = 10;
const GRANT = 40;
const COST = 4;
/** Short, so a killed worker's tasks are taken over within seconds (production: 30 s). */
const LEASE_MS = 4_000;
/** When this many tasks have ended (as the users saw them), one API and one worker die. */
const KILL_AFTER_DONE = Number(process.env.SCALE_KILL_AFTER ?? 60);

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("The scale test runs on PostgreSQL: start it with `npm run test:scale` (or set DATABASE_URL).");

let database: Database;
let services: Services;
let pool: pg.Pool;
let s3: TestS3;
let storage: Storage;
const dataDir = mkdtempSync(path.join(tmpdir(), "studio-scale-"));
const processes: RoleProcess[] = [];

afterAll(async () => {
  await Promise.all(processes.map((p) => stopRole(p, 5_000)));
  await pool?.end();
  await s3?.stop();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Seeded = { id: number; index: number; token: string };

beforeAll(async () => {
  database = await openDatabase({ databaseUrl, pgliteDir: "memory://" });
  await migrate(database);
  pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  await installTaskAudit(pool);
  // One S3-compatible store (s3rver, on loopback) for every process, as a site behind a balancer has.
  s3 = await startS3rver();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...s3.env });
  storage = createStorage(config);
  services = createServices(config, { database, storage });
}, 60_000);

async function seedUsers(runId: string): Promise<Seeded[]> {
  const seeded: Seeded[] = [];
  for (let index = 0; index < USERS; index++) {
    const [user] = await database.db
      .insert(users)
      .values({ email: `scale-${runId}-${index}@example.test`, name: `Scale ${index}` })
      .returning();
    if (!user) throw new Error("user not made");
    // Credits through the ledger, so the balance and the sum of the user's ledger rows start equal.
    await services.credits.grant({ userId: user.id, amount: GRANT, kind: "adminManual", reason: "grant.admin", reference: `scale-${runId}-${index}` });
    const { token } = await services.sessions.create(user.id);
    seeded.push({ id: user.id, index, token });
  }
  return seeded;
}

describe("2 API and 2 worker processes on one PostgreSQL", () => {
  it("run 200 generations exactly once through a SIGKILL of one API and one worker, without losing a credit or a request", async () => {
    const started = Date.now();
    const runId = randomUUID().slice(0, 8);
    const seeded = await seedUsers(runId);
    const env: Record<string, string> = {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PUBLIC_URL: "http://127.0.0.1:1",
      MAIL_OUTBOX_ONLY: "on",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ...s3.env,
      CAPTCHA_SECRET: "c".repeat(40),
      URL_SIGNING_SECRET: "u".repeat(40),
      TASK_LEASE_MS: String(LEASE_MS),
      TASK_CONCURRENCY: "2",
      // Every user here comes from 127.0.0.1: the per-address limits are not what this run measures.
      RATE_LIMIT_MAX: "1000000",
    };
    const apiPorts = [await freePort(), await freePort()];
    const [api0, api1, worker0, worker1] = await Promise.all([
      startRole("api", "api-0", env, { port: apiPorts[0] }),
      startRole("api", "api-1", env, { port: apiPorts[1] }),
      startRole("worker", "worker-0", env),
      startRole("worker", "worker-1", env),
    ]);
    processes.push(api0, api1, worker0, worker1);
    const startedUp = Date.now();

    const balancer = createBalancer(() => apiPorts);
    const generations = seeded.map((user) => planGenerations(user.index, PER_USER, runId));
    let done = 0;
    let kill: { at: number; restartedAt: number; workerPid: number } | undefined;
    let chaos: Promise<void> | undefined;
    const onDone = () => {
      done += 1;
      if (done === KILL_AFTER_DONE && !chaos) {
        chaos = (async () => {
          const at = Date.now();
          await Promise.all([killHard(api0), killHard(worker0)]);
          await new Promise((r) => setTimeout(r, 1_000));
          const [api0b, worker0b] = await Promise.all([startRole("api", "api-0b", env, { port: apiPorts[0] }), startRole("worker", "worker-0b", env)]);
          processes.push(api0b, worker0b);
          kill = { at, restartedAt: Date.now(), workerPid: worker0.pid };
        })();
      }
    };
    const deadline = Date.now() + 150_000;
    await Promise.all(seeded.map((user, i) => runUser(balancer, user, generations[i] ?? [], { pollMs: 250, deadline, onDone })));
    await chaos;
    // Every user opens their history once more: the balancer now spreads these over both APIs, the
    // restarted one included, and each answer must be the task's final state.
    const reread = await Promise.all(
      generations.flat().map(async (generation) => {
        const user = seeded[generation.userIndex];
        const answer = await balancer.send("GET", "result", `/api/ai-design/4o-image/result/${generation.taskId}`, {
          headers: { authorization: `Bearer ${user?.token}` },
        });
        return { generation, state: (answer.body as { data?: { state?: string } }).data?.state };
      }),
    );
    expect(reread.filter((r) => r.state !== r.generation.state)).toEqual([]);
    const finished = Date.now();
    await Promise.all(processes.map((p) => stopRole(p)));
    // The restarted worker's periodic job records the images of tasks whose success hook died with
    // its process (after a minute's grace): its body, run now instead of waiting for the timer.
    await services.images.recordMissed({ completedBefore: new Date(), limit: 500 });
    // Likewise the sweep of charges whose task was never stored (a submit cut off by the kill between
    // its charge and its insert; its resend made the task): every process is stopped, so no grace.
    const orphansRefunded = await services.tasks.refundOrphanCharges({ graceMs: 0, windowMs: 3_600_000, limit: 500 });

    expect(kill, "the kill happened mid-run").toBeDefined();
    if (!kill) return;
    const killed = kill;
    const all = generations.flat();
    const pids = () => processes.map((p) => `${p.name} ${p.pid}`).join(", ");
    const histories = await taskHistories(
      pool,
      seeded.map((u) => u.id),
    );

    // Every submit made exactly one task (a resent submit found the first), and every task ended once.
    expect(histories).toHaveLength(USERS * PER_USER);
    expect(new Set(all.map((g) => g.taskId)).size).toBe(USERS * PER_USER);
    const byId = new Map(histories.map((h) => [h.id, h]));
    for (const generation of all) {
      const history = byId.get(generation.taskId ?? "");
      expect(history, `task of ${generation.clientKey}`).toBeDefined();
      if (!history) continue;
      expect(history.ended, `${history.id} ended once`).toBe(1);
      expect(history.reopened, `${history.id} never left its end`).toBe(0);
      // What the user last saw is what the database kept.
      expect(generation.state).toBe(history.state);
      if (generation.plan === "plain") expect(history.state).toBe("succeeded");
      if (generation.plan === "missing-reference") expect(history.state).toBe("failed");
      // A cancel answered 409 came after the end, or was sent again after the killed API had cancelled it.
      if (generation.plan === "cancel") expect(generation.cancelStatus === 200 ? ["cancelled"] : ["cancelled", "succeeded"]).toContain(history.state);
      // Run by one live worker: a second claim only after the killed worker's lease ran out.
      const killedWorker = `worker-${killed.workerPid}-`;
      const liveClaims = history.claimedBy.filter((by) => !by.startsWith(killedWorker));
      expect(liveClaims.length, `${history.id} claims ${history.claimedBy.join(",")} (${pids()})`).toBeLessThanOrEqual(1);
      // In the store: the image and its thumbnail for a success (a re-run wrote the same two keys again), nothing otherwise.
      const stored: string[] = [];
      for await (const object of storage.list(`ai-images/${history.id}`)) stored.push(object.key.split("/").pop() ?? "");
      if (history.state === "succeeded") {
        expect(history.resultWrites).toBe(1);
        expect(history.resultImages).toBe(1);
        expect(history.records, `${history.id} image records`).toBe(1);
        expect(stored.sort()).toEqual(["1.png", "1.thumb.webp"]);
      } else {
        expect(history.resultWrites).toBe(0);
        expect(history.records).toBe(0);
      }
    }
    const rerun = histories.filter((h) => h.claimedBy.length > 1);
    expect(rerun.every((h) => h.claimedBy[0]?.startsWith(`worker-${killed.workerPid}-`))).toBe(true);

    // Credits: one spend per task, a refund exactly for each task that did not succeed, and every
    // user's balance equal to the sum of their ledger (and to the grant less the successes).
    const money = new Map(
      (
        await taskMoney(
          pool,
          seeded.map((u) => u.id),
        )
      ).map((m) => [m.taskId, m]),
    );
    const orphans = [...money.values()].filter((m) => !byId.has(m.taskId));
    expect(orphans.map((m) => `${m.spent}/${m.refunded}`)).toEqual(orphans.map(() => `${COST}/${COST}`));
    expect(orphans).toHaveLength(orphansRefunded);
    for (const history of histories) {
      const entry = money.get(history.id);
      expect(entry?.spends, `${history.id} spends`).toBe(1);
      expect(entry?.spent).toBe(COST);
      expect(entry?.refunds, `${history.id} (${history.state}) refunds`).toBe(history.state === "succeeded" ? 0 : 1);
      expect(entry?.refunded).toBe(history.state === "succeeded" ? 0 : COST);
    }
    for (const ledger of await userLedgers(
      pool,
      seeded.map((u) => u.id),
    )) {
      expect(ledger.balance).toBe(ledger.ledgerSum);
      const succeeded = histories.filter((h) => h.userId === ledger.userId && h.state === "succeeded").length;
      expect(ledger.balance).toBe(GRANT - COST * succeeded);
    }

    // Requests: no answer of 500 or above; only a submit or cancel answered other than 200 (a cancel
    // that came after the end: 409); connections failed only at the killed API, and were sent on.
    const answers = balancer.attempts.filter((a) => a.status !== undefined);
    const failures = balancer.attempts.filter((a) => a.error !== undefined);
    expect(answers.filter((a) => (a.status ?? 0) >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status !== 200 && !(a.route === "cancel" && a.status === 409))).toEqual([]);
    expect(failures.filter((a) => a.port !== apiPorts[0] || a.at > killed.restartedAt)).toEqual([]);
    expect(answers.some((a) => a.port === apiPorts[0] && a.at > killed.restartedAt)).toBe(true);

    const by = (route: string) => answers.filter((a) => a.route === route).length;
    process.stdout.write(
      [
        `scale run: ${USERS} users, ${all.length} generations on 2 API + 2 worker processes, PostgreSQL and S3 (s3rver)`,
        `  start-up of the 4 processes ${((startedUp - started) / 1000).toFixed(1)} s; run ${((finished - startedUp) / 1000).toFixed(1)} s;` +
          ` killed at ${KILL_AFTER_DONE} done, back after ${((killed.restartedAt - killed.at) / 1000).toFixed(1)} s`,
        `  tasks: ${histories.filter((h) => h.state === "succeeded").length} succeeded, ${histories.filter((h) => h.state === "failed").length} failed,` +
          ` ${histories.filter((h) => h.state === "cancelled").length} cancelled; ${rerun.length} re-run after the worker died`,
        `  charges of submits cut off by the kill, refunded by the sweep: ${orphans.length}`,
        `  requests: ${by("submit")} submits, ${by("result")} polls, ${by("cancel")} cancels answered; ${failures.length} refused or dropped by the killed API and sent on`,
        "",
      ].join("\n"),
    );
  }, 240_000);
});
