import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageRecord } from "@studio/contracts";
import { aiImages, tasks } from "../../db/schema";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import type { TaskWorker } from "../tasks/tasks.worker";

type Answer<T> = { code: number; data: T; msg: string; error?: string };

describe("a deleted record's files, and downloads of generator images", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  beforeAll(async () => {
    ctx = await createTestApp({ taskTimeoutMs: 30_000 });
    worker = ctx.app.services.createTaskWorker({ concurrency: 1, pollMs: 20, leaseMs: 600 });
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  const call = async <T>(who: SignedIn | undefined, method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) => {
    const res = await ctx.app.inject({ method, url, headers: who?.headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    return { status: res.statusCode, body: res.json() as Answer<T> };
  };
  const png = () =>
    sharp({ create: { width: 16, height: 16, channels: 3, background: "#884422" } })
      .png()
      .toBuffer();

  it("removes the files once no live record uses them: a duplicate's files survive the original's deletion", async () => {
    const owner = await signIn(ctx);
    const folder = `ai-images/${randomUUID()}`;
    await ctx.storage.put(`${folder}/1.png`, await png());
    await ctx.storage.put(`${folder}/1.thumb.webp`, await png());
    // A resized copy /oss made earlier goes with its source.
    await ctx.storage.put(`.variants/${folder}/1.png/w400-q82.webp`, await png());
    const [original] = await ctx.database.db
      .insert(aiImages)
      .values({ userId: owner.user.id, groupId: randomUUID(), src: `/oss/${folder}/1.png`, preview: `/oss/${folder}/1.thumb.webp`, prompt: "kept twice" })
      .returning();
    if (!original) throw new Error("not seeded");
    const copy = (await call<ImageRecord>(owner, "POST", `/api/user/ai-design/works/duplicate/${original.id}`)).body.data;
    expect(copy.id).not.toBe(original.id);

    expect((await call(owner, "DELETE", `/api/ai-design/ai-images/${original.id}`)).status).toBe(200);
    expect(await ctx.storage.head(`${folder}/1.png`)).not.toBeNull();
    expect(await ctx.storage.head(`${folder}/1.thumb.webp`)).not.toBeNull();
    const listed = (await call<ImageRecord[]>(owner, "GET", "/api/ai-design/ai-images")).body.data;
    expect(listed.map((r) => r.id)).toEqual([copy.id]);

    const gone = await call(owner, "DELETE", `/api/ai-design/ai-images/${copy.id}`);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(await ctx.storage.head(`${folder}/1.png`)).toBeNull();
    expect(await ctx.storage.head(`${folder}/1.thumb.webp`)).toBeNull();
    expect(await ctx.storage.head(`.variants/${folder}/1.png/w400-q82.webp`)).toBeNull();
    // The file answers 404 afterwards (its public preview too).
    expect((await ctx.app.inject({ method: "GET", url: `/oss/${folder}/1.png?w=400`, headers: owner.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: `/oss/${folder}/1.thumb.webp` })).statusCode).toBe(404);
    // The record stays (soft) so the task that paid for it can be traced.
    const [row] = await ctx.database.db.select({ deletedAt: aiImages.deletedAt }).from(aiImages).where(eq(aiImages.id, copy.id));
    expect(row?.deletedAt).not.toBeNull();
  });

  it("keeps a file an admin sample uses, and never deletes files outside results and the owner's uploads", async () => {
    const owner = await signIn(ctx);
    const admin = await signIn(ctx, { isAdmin: true });
    const folder = `ai-images/${randomUUID()}`;
    await ctx.storage.put(`${folder}/1.png`, await png());
    await ctx.storage.put(`ai-logo-style/items/grec-${folder.slice(10)}.png`, await png());
    const [record, styleRecord] = await ctx.database.db
      .insert(aiImages)
      .values([
        { userId: admin.user.id, groupId: randomUUID(), src: `/oss/${folder}/1.png` },
        { userId: owner.user.id, groupId: randomUUID(), src: `/oss/ai-logo-style/items/grec-${folder.slice(10)}.png` },
      ])
      .returning();
    if (!record || !styleRecord) throw new Error("not seeded");
    expect((await call(admin, "POST", "/api/ai-design/ai-images-samples", { src: `/oss/${folder}/1.png`, prompt: "sample" })).status).toBe(200);
    expect((await call(admin, "DELETE", `/api/ai-design/ai-images/${record.id}`)).status).toBe(200);
    expect(await ctx.storage.head(`${folder}/1.png`)).not.toBeNull();
    expect((await call(owner, "DELETE", `/api/ai-design/ai-images/${styleRecord.id}`)).status).toBe(200);
    expect(await ctx.storage.head(`ai-logo-style/items/grec-${folder.slice(10)}.png`)).not.toBeNull();
  });

  it("a generator image downloads through the download rules for its owner only; another user's gets 404", async () => {
    const owner = await signIn(ctx, { aiCredits: 40 });
    const other = await signIn(ctx, { aiCredits: 40 });
    const started = await call<string>(owner, "POST", "/api/ai-design/4o-image/generate-image", { prompt: "a red kite over hills", nVariants: 1, size: "1:1" });
    expect(started.status).toBe(200);
    const taskId = started.body.data;
    for (let i = 0; i < 300; i++) {
      await worker.tick();
      await worker.drain();
      const [row] = await ctx.database.db.select({ state: tasks.state }).from(tasks).where(eq(tasks.id, taskId));
      if (row && row.state !== "queued" && row.state !== "running") break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const [record] = (await call<ImageRecord[]>(owner, "GET", "/api/ai-design/ai-images")).body.data;
    expect(record?.task_id).toBe(taskId);
    expect(record?.type).toBe("image");

    const mine = await call<{ url: string; format: string }>(owner, "POST", "/api/ai-design/download/jpg", { taskId, index: 0 });
    expect(mine.status).toBe(200);
    expect(mine.body.data.format).toBe("jpg");
    for (const format of ["jpg", "png", "svg"])
      expect((await call(other, "POST", `/api/ai-design/download/${format}`, { taskId, index: 0 })).status, format).toBe(404);
    expect((await call(other, "GET", `/api/ai-design/download/status?taskId=${taskId}&index=0`)).status).toBe(404);
    // The stranger cannot delete or favourite it either, and it stays in its owner's list.
    expect((await call(other, "DELETE", `/api/ai-design/ai-images/${record?.id ?? 0}`)).status).toBe(404);
    expect((await call<ImageRecord[]>(owner, "GET", "/api/ai-design/ai-images")).body.data).toHaveLength(1);
  });
});
