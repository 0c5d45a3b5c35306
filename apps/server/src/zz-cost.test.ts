import { it } from "vitest";
import { openMigratedPglite } from "../test/pglite-snapshot";
import { createTestApp } from "../test/helper";

it("cost", async () => {
  for (let i = 0; i < 4; i += 1) {
    let t = performance.now();
    const db = await openMigratedPglite("memory://");
    const open = performance.now() - t;
    await db.close();
    t = performance.now();
    const ctx = await createTestApp();
    const app = performance.now() - t;
    t = performance.now();
    await ctx.close();
    console.log(`open+migrate ${Math.round(open)} ms, createTestApp ${Math.round(app)} ms, close ${Math.round(performance.now() - t)} ms`);
  }
}, 300_000);
