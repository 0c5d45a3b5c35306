import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/helper";

/** A route that waits for the test's go, then reads the database: a request in flight at close. */
function slowRoute(ctx: TestContext) {
  let entered!: () => void;
  let go!: () => void;
  const state = { entered: new Promise<void>((r) => (entered = r)), go: () => go(), outcome: "pending" };
  const gate = new Promise<void>((r) => (go = r));
  ctx.app.get("/api/test/slow", async () => {
    entered();
    await gate;
    try {
      const rows = (await ctx.database.db.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: { answer: number }[] };
      state.outcome = `answer ${rows.rows[0]?.answer}`;
    } catch (error) {
      state.outcome = (error as Error).message;
      throw error;
    }
    return { code: 200, data: state.outcome, msg: "success" };
  });
  return state;
}

describe("graceful close", () => {
  it("lets a request in flight finish before the database closes", async () => {
    const ctx = await createTestApp();
    const slow = slowRoute(ctx);
    const response = ctx.app.inject({ method: "GET", url: "/api/test/slow" });
    await slow.entered;
    let closed = false;
    const closing = ctx.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(false);
    slow.go();
    const res = await response;
    await closing;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: "answer 42" });
    expect(slow.outcome).toBe("answer 42");
  });

  it("waits for a handler whose client went away, and tells long handlers to stop", async () => {
    const ctx = await createTestApp();
    const slow = slowRoute(ctx);
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const address = ctx.app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const leaving = new AbortController();
    const request = fetch(`${base}/api/test/slow`, { signal: leaving.signal }).catch((error: Error) => error.name);
    await slow.entered;
    leaving.abort();
    expect(await request).toBe("AbortError");
    const closing = ctx.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(slow.outcome).toBe("pending");
    slow.go();
    await closing;
    // The handler ran to its end on an open database, although nobody was listening any more.
    expect(slow.outcome).toBe("answer 42");
    expect(ctx.app.closingSignal.aborted).toBe(true);
  });
});
