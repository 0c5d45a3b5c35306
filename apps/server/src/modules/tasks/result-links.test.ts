import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { tasks } from "./tasks.schema";

type View = { resultUrls: string[]; thumbUrls: string[]; url: string | null; response: { resultUrls: string[] } };

/**
 * Task answers hand the owner signed links to the full-size results (issue 14): the finished-result
 * cache keeps them per hour bucket, so it never serves a link that has expired.
 */
describe("signed result links in task answers", () => {
  let ctx: TestContext;
  let clock = new Date("2026-03-01T10:05:00Z");
  beforeAll(async () => {
    ctx = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => ctx.close());

  async function finishedTask(who: SignedIn): Promise<string> {
    const id = randomUUID();
    const image = { url: `/oss/ai-images/${id}/1.png`, thumbUrl: `/oss/ai-images/${id}/1.thumb.webp`, width: 64, height: 64, contentType: "image/png" };
    const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    await ctx.storage.put(`ai-images/${id}/1.png`, bytes);
    await ctx.storage.put(`ai-images/${id}/1.thumb.webp`, await sharp(bytes).webp().toBuffer());
    await ctx.database.db.insert(tasks).values({
      id,
      userId: who.user.id,
      kind: "image.generate",
      provider: "local",
      model: "chatgpt",
      state: "succeeded",
      progress: "1",
      input: { prompt: "a square" },
      result: { images: [image] },
      createdAt: clock,
      completedAt: clock,
      deadlineAt: new Date(clock.getTime() + 60_000),
    });
    return id;
  }

  const poll = (who: SignedIn, id: string) => ctx.app.inject({ method: "GET", url: `/api/ai-design/4o-image/result/${id}`, headers: who.headers });

  it("signs the owner's result links, keeps them all hour, and signs again in the next", async () => {
    const owner = await signIn(ctx);
    const id = await finishedTask(owner);
    const first = await poll(owner, id);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toContain("private");
    const view = first.json<{ data: View }>().data;
    const url = view.resultUrls[0] ?? "";
    expect(url).toMatch(new RegExp(`^/oss/ai-images/${id}/1\\.png\\?exp=\\d+&sig=[\\w-]+$`));
    expect(view.url).toBe(url);
    expect(view.response.resultUrls).toEqual([url]);
    expect(view.thumbUrls[0]).toMatch(/\.thumb\.webp\?exp=\d+&sig=/);
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(200);

    // Within the hour: the cached answer, the same link.
    clock = new Date("2026-03-01T10:55:00Z");
    expect((await poll(owner, id)).json<{ data: View }>().data.resultUrls[0]).toBe(url);

    // Two hours on, the old link has expired; the poll (cached before) hands out a fresh one.
    clock = new Date("2026-03-01T12:30:00Z");
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(403);
    const fresh = (await poll(owner, id)).json<{ data: View }>().data.resultUrls[0] ?? "";
    expect(fresh).not.toBe(url);
    expect((await ctx.app.inject({ method: "GET", url: fresh })).statusCode).toBe(200);

    // The list and the other answers sign too.
    const list = await ctx.app.inject({ method: "GET", url: "/api/ai-design/tasks", headers: owner.headers });
    expect(list.json<{ data: View[] }>().data[0]?.resultUrls[0]).toBe(fresh);
  });

  it("a stranger gets no link (404), a visitor 401", async () => {
    const owner = await signIn(ctx);
    const id = await finishedTask(owner);
    expect((await poll(await signIn(ctx), id)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: `/api/ai-design/4o-image/result/${id}` })).statusCode).toBe(401);
  });
});
