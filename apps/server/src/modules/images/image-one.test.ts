import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageRecord } from "@studio/contracts";
import { aiImages } from "../../db/schema";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";

type Answer<T> = { code: number; data: T; msg: string; error?: string };

/** GET /api/ai-design/ai-images/{id}: the image tools open `?image={id}` with it. */
describe("one image record", () => {
  let ctx: TestContext;
  const run = randomUUID().slice(0, 8);
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = async (who: SignedIn | undefined, id: number | string) => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/ai-design/ai-images/${id}`, headers: who?.headers });
    return { status: res.statusCode, body: res.json() as Answer<ImageRecord> };
  };
  const seed = async (who: SignedIn) => {
    const [row] = await ctx.database.db
      .insert(aiImages)
      .values({ userId: who.user.id, groupId: randomUUID(), prompt: `one ${run}`, src: `/oss/uploads/${who.user.id}/${run}.png`, width: 640, height: 480 })
      .returning();
    if (!row) throw new Error("no row");
    return row;
  };

  it("answers the owner's record with its path and size", async () => {
    const owner = await signIn(ctx);
    const row = await seed(owner);
    const res = await get(owner, row.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: row.id, src: row.src, width: 640, height: 480, prompt: `one ${run}` });
  });

  it("is 404 for another user's record, 401 for a visitor and 400 for a bad id", async () => {
    const owner = await signIn(ctx);
    const other = await signIn(ctx);
    const row = await seed(owner);
    const refused = await get(other, row.id);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe("NOT_FOUND");
    expect((await get(undefined, row.id)).status).toBe(401);
    expect((await get(owner, "abc")).status).toBe(400);
    // An admin may open anyone's record, as on every record route.
    const admin = await signIn(ctx, { isAdmin: true });
    expect((await get(admin, row.id)).body.data.id).toBe(row.id);
  });
});
