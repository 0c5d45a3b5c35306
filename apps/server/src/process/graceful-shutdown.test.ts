import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "@studio/contracts";
import { defaultCreditsConfig } from "../modules/credits/credits.config";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../test/helper";
import { ledgerOf } from "../../test/ledger-check";
import { startRoundRobinProxy } from "../../test/round-robin-proxy";
import { steadyLoad } from "../../test/steady-load";
import { shutDownGracefully } from "./graceful-shutdown";

/** A plain request on its own connection: status, the Connection header, or the error's code. */
function probe(port: number, path: string): Promise<{ status: number; connection: string | undefined } | { error: string }> {
  return new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path, agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

const START_BALANCE = 1_000_000;

/**
 * The single-process drain (the rolling restart of two processes on PostgreSQL is in
 * rolling-restart.test.ts): under a steady stream of reads and spends through a balancer, SIGTERM's
 * path answers every request, turns health to 503 and keep-alive off while draining, stops
 * listening only then, and closes the database only after the last request in flight has ended.
 */
describe("graceful shutdown of one process", () => {
  let ctx: TestContext;
  let who: SignedIn;
  let port: number;
  const events: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({ credits: { ...defaultCreditsConfig, freeAiCreditsPerDay: 0 } });
    // A request that is still in flight when the app stops listening (after the 1 s drain).
    ctx.app.get("/api/test/slow", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await ctx.database.db.execute(sql`select 1`);
      events.push("slow request answered");
      return ok({ slow: true });
    });
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    port = (ctx.app.server.address() as AddressInfo).port;
    who = await signIn(ctx, { aiCredits: START_BALANCE });
  });
  afterAll(() => ctx.close());

  it("answers every request, drains with health 503 and Connection: close, then closes the pool last", async () => {
    const proxy = await startRoundRobinProxy([port], { healthEveryMs: 50 });
    const waitUp = Date.now() + 10_000;
    while (!proxy.backends[0]?.up && Date.now() < waitUp) await new Promise((r) => setTimeout(r, 20));
    let shuttingDown = false;
    // Like clients behind a balancer: they stop once it has taken the only backend out.
    const load = steadyLoad({
      port: proxy.port,
      token: who.token,
      connections: 4,
      keepGoing: () => !shuttingDown || proxy.backends[0]?.up === true,
      idPrefix: `drain-${process.pid}-${Date.now()}`,
    });
    await new Promise((r) => setTimeout(r, 400));

    const slow = probe(port, "/api/test/slow");
    await new Promise((r) => setTimeout(r, 50));
    shuttingDown = true;
    let endDrain = () => undefined as void;
    const drained = new Promise<void>((resolve) => (endDrain = resolve));
    const shutdown = shutDownGracefully({
      app: ctx.app,
      closeDatabase: async () => {
        // The real close comes in afterAll (the ledger is read below); the order is what matters.
        events.push("database closed");
      },
      drainMs: 1_000,
      // The drain lasts until the checks below have seen it (a loaded machine may take longer than 1 s).
      waitDrain: () => drained,
      timeoutMs: 5_000,
      log: () => undefined,
    });
    // Draining: still listening and answering, but out of the balancer and no keep-alive.
    const [health, read] = await Promise.all([probe(port, "/api/health"), probe(port, "/api/ai-design/quotas/info?name=aiimage")]);
    expect(health).toEqual({ status: 503, connection: "close" });
    expect(read).toEqual({ status: 401, connection: "close" });
    // The balancer has taken the process out before it stops listening.
    const waitOut = Date.now() + 10_000;
    while (proxy.backends[0]?.up && Date.now() < waitOut) await new Promise((r) => setTimeout(r, 20));
    expect(proxy.backends[0]?.up).toBe(false);
    // The margin a drain needs beyond the balancer's notice: a request it routed just before is still on its way.
    await new Promise((r) => setTimeout(r, 300));
    endDrain();

    await shutdown;
    expect(await slow).toEqual({ status: 200, connection: "close" });
    expect(events).toEqual(["slow request answered", "database closed"]);
    // Stopped listening: a new connection is refused (a balancer retries that elsewhere).
    expect(await probe(port, "/api/health")).toEqual({ error: "ECONNREFUSED" });

    const result = await load;
    await proxy.close();
    expect(proxy.failures).toEqual([]);
    expect(result.failures).toEqual([]);
    expect(result.writes).toBeGreaterThan(0);
    expect(result.reads).toBeGreaterThan(0);
    const ledger = await ledgerOf(ctx.database, who.user.id, START_BALANCE);
    expect(ledger.rows).toHaveLength(result.writes);
    expect(ledger.balanceMatches).toBe(true);
  });
});
