import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { AppError } from "../../errors";
import { createIconQuotaRepository } from "./icon-quota.repository";
import { createIconQuota } from "./icon-quota.service";

describe("icon generator daily limit", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("counts requests per user and day, refuses with AI_LIMIT ('AI Limit Reached!') beyond, and counts nothing for a refused submit", async () => {
    let now = new Date("2026-11-26T10:00:00Z");
    const quota = createIconQuota({ repository: createIconQuotaRepository(ctx.database.db), perDay: 2, timeZone: "UTC", now: () => now });
    const { user } = await signIn(ctx);
    const other = await signIn(ctx);
    await expect(quota.within(user.id, async () => Promise.reject(new Error("no credits")))).rejects.toThrow("no credits");
    expect(await quota.left(user.id)).toBe(2);
    expect(await quota.within(user.id, async () => "a")).toBe("a");
    expect(await quota.within(user.id, async () => "b")).toBe("b");
    const refused = await quota.within(user.id, async () => "c").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "AI_LIMIT", message: "AI Limit Reached!", status: 403 });
    expect(await quota.left(user.id)).toBe(0);
    // Another user has their own count; the next quota day starts again.
    expect(await quota.within(other.user.id, async () => "x")).toBe("x");
    now = new Date("2026-11-27T00:00:01Z");
    expect(await quota.left(user.id)).toBe(2);
    expect(await quota.within(user.id, async () => "d")).toBe("d");
  });

  it("runs every submit when the limit is 0 (off)", async () => {
    const quota = createIconQuota({ repository: createIconQuotaRepository(ctx.database.db), perDay: 0, timeZone: "UTC" });
    const { user } = await signIn(ctx);
    for (let i = 0; i < 5; i++) expect(await quota.within(user.id, async () => i)).toBe(i);
    expect(await quota.left(user.id)).toBeNull();
  });

  it("lets only the limit through when requests race", async () => {
    const quota = createIconQuota({ repository: createIconQuotaRepository(ctx.database.db), perDay: 3, timeZone: "UTC" });
    const { user } = await signIn(ctx);
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => quota.within(user.id, async () => "ok")));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(3);
  });
});
