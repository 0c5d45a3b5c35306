import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import type { ImageProvider } from "../../providers/image-provider";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { defaultCreditsConfig } from "../credits/credits.config";
import type { TaskWorker } from "../tasks/tasks.worker";

type Body<T> = { code: number; data: T; msg: string; error?: string };
type Download = { url: string; format: string; paid: true; cost: number; source: string };
type Record = { id: number; task_id: string | null; src: string; action_type: string };

/** A vendor image: a red disc on an off-white background. */
const rasterProvider: ImageProvider = {
  name: "raster-fake",
  models: ["raster-model"],
  paid: false,
  generate: async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#fbfbf8"/><circle cx="128" cy="128" r="70" fill="#d02020"/></svg>`;
    return { images: [{ bytes: await sharp(Buffer.from(svg)).png().toBuffer(), contentType: "image/png" }] };
  },
};

/** Records without a task (a copy, a saved upload) download by `{imageId}` through the same routes and rules as task results. */
describe("downloads of image records", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  beforeAll(async () => {
    // No free daily downloads, so every first download is paid in credits.
    ctx = await createTestApp({ taskTimeoutMs: 30_000, credits: { ...defaultCreditsConfig, freeDownloadsPerDay: 0 } }, { extraProviders: [rasterProvider] });
    worker = ctx.app.services.createTaskWorker({ concurrency: 1, pollMs: 20, leaseMs: 600 });
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  const balance = async (id: number) => (await ctx.database.db.select({ b: users.aiCredits }).from(users).where(eq(users.id, id)))[0]?.b;
  const setBalance = (id: number, aiCredits: number) => ctx.database.db.update(users).set({ aiCredits }).where(eq(users.id, id));
  const call = (who: SignedIn | null, method: "GET" | "POST", url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const download = (who: SignedIn, format: string, imageId: number) => call(who, "POST", `/api/ai-design/download/${format}`, { imageId });
  const status = async (who: SignedIn, imageId: number) => (await call(who, "GET", `/api/ai-design/download/status?imageId=${imageId}`)).json<Body<object>>();

  /** The caller's record of a finished raster task (written by the worker's success hook). */
  async function resultRecord(who: SignedIn): Promise<Record> {
    const res = await call(who, "POST", "/api/ai-design/4o-image/generate-image", { prompt: "a red disc logo", model: "raster-model" });
    const taskId = res.json<Body<string>>().data;
    for (let i = 0; i < 300; i++) {
      await worker.tick();
      await worker.drain();
      const list = await call(who, "GET", "/api/ai-design/ai-images");
      expect(list.statusCode, list.body).toBe(200);
      const record = list.json<Body<Record[]>>().data.find((r) => r.task_id === taskId);
      if (record) return record;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("no record");
  }

  /** An upload of the caller's, saved as a record by binding a tag (action_type 'upload'). */
  async function uploadRecord(who: SignedIn): Promise<Record> {
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#3366ff" } })
      .png()
      .toBuffer();
    const boundary = "----recdl";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ref.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/upload-image",
      headers: { ...who.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const src = uploaded.json<Body<{ src: string }>>().data.src;
    const tag = (await call(who, "POST", "/api/ai-design/ai-images/tags", { type: "image", name: `uploads ${who.user.id}` })).json<Body<{ id: number }>>().data;
    const bound = (await call(who, "POST", "/api/ai-design/ai-images/bind-tag", { src, tag_id: tag.id })).json<Body<Record>>().data;
    expect(bound.action_type).toBe("upload");
    return bound;
  }

  it("an own copy downloads by record id: charged once per format, the file exists under an unguessable name", async () => {
    const owner = await signIn(ctx, { aiCredits: 4 });
    const original = await resultRecord(owner);
    const copy = (await call(owner, "POST", `/api/user/ai-design/works/duplicate/${original.id}`)).json<Body<Record>>().data;
    expect(copy.task_id).toBeNull();
    await setBalance(owner.user.id, 10);
    expect((await status(owner, copy.id)).data).toEqual({ jpg: 0, png: 0, svg: 0 });

    const first = await download(owner, "png", copy.id);
    expect(first.statusCode).toBe(200);
    const paid = first.json<Body<Download>>().data;
    expect(paid).toMatchObject({
      url: expect.stringMatching(new RegExp(`^/oss/ai-images/png/image-${copy.id}-[\\w-]{22}\\.png$`)),
      cost: 2,
      source: "credits",
    });
    expect(await balance(owner.user.id)).toBe(8);
    const file = await ctx.app.inject({ method: "GET", url: paid.url });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.hasAlpha]).toEqual(["png", true]);
    // Paid once: again free, and the status says so; the record's payment is its own, not the original's.
    expect((await download(owner, "png", copy.id)).json<Body<Download>>().data).toMatchObject({ cost: 0, url: paid.url });
    expect(await balance(owner.user.id)).toBe(8);
    expect((await status(owner, copy.id)).data).toEqual({ jpg: 0, png: 1, svg: 0 });
    expect((await status(owner, original.id)).data).toEqual({ jpg: 0, png: 0, svg: 0 });
    // Favicon of the copy: free now the PNG is paid.
    const favicon = await call(owner, "POST", "/api/ai-design/favicon", { imageId: copy.id });
    expect(favicon.json<Body<{ cost: number; url: string }>>().data).toMatchObject({
      cost: 0,
      url: expect.stringMatching(/^\/oss\/ai-images\/favicon\/image-/),
    });
    // A guessed export name without the digest is not served.
    expect((await ctx.app.inject({ method: "GET", url: `/oss/ai-images/png/image-${copy.id}.png` })).statusCode).toBe(404);
  });

  it("an own upload record downloads as JPG; another user's record is 404 and charges nothing; visitors 401", async () => {
    const owner = await signIn(ctx, { aiCredits: 5 });
    const upload = await uploadRecord(owner);
    const jpg = await download(owner, "jpg", upload.id);
    expect(jpg.statusCode).toBe(200);
    const body = jpg.json<Body<Download>>().data;
    expect(body.cost).toBe(2);
    expect(await balance(owner.user.id)).toBe(3);
    const meta = await sharp((await ctx.app.inject({ method: "GET", url: body.url })).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 64, 32]);

    const stranger = await signIn(ctx, { aiCredits: 50 });
    expect((await download(stranger, "jpg", upload.id)).statusCode).toBe(404);
    expect((await download(stranger, "png", upload.id)).statusCode).toBe(404);
    expect((await call(stranger, "GET", `/api/ai-design/download/status?imageId=${upload.id}`)).statusCode).toBe(404);
    expect((await call(stranger, "POST", "/api/ai-design/favicon", { imageId: upload.id })).statusCode).toBe(404);
    expect(await balance(stranger.user.id)).toBe(50);
    expect((await call(null, "POST", "/api/ai-design/download/jpg", { imageId: upload.id })).statusCode).toBe(401);
    expect((await download(owner, "jpg", 2147483600)).statusCode).toBe(404);
    expect((await call(owner, "POST", "/api/ai-design/download/jpg", { imageId: 0 })).statusCode).toBe(400);

    // A deleted record is not downloadable any more.
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/ai-design/ai-images/${upload.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await download(owner, "jpg", upload.id)).statusCode).toBe(404);
  });

  it("the charge rule as for task results: no credits is 403 FREE_DOWNLOAD_LIMIT and no file; Pro pays nothing; admins any record", async () => {
    const broke = await signIn(ctx, { aiCredits: 0 });
    const upload = await uploadRecord(broke);
    const refused = await download(broke, "svg", upload.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body<null>>()).toMatchObject({ error: "FREE_DOWNLOAD_LIMIT" });
    const made: string[] = [];
    for await (const object of ctx.storage.list("ai-images/svg")) made.push(object.key);
    expect(made.filter((k) => k.includes(`image-${upload.id}-`))).toEqual([]);
    expect((await status(broke, upload.id)).data).toEqual({ jpg: 0, png: 0, svg: 0 });

    const pro = await signIn(ctx, { vip: true, aiCredits: 0 });
    const own = await uploadRecord(pro);
    expect((await download(pro, "svg", own.id)).json<Body<Download>>().data).toMatchObject({ cost: 0, source: "pro" });

    const admin = await signIn(ctx, { isAdmin: true });
    expect((await download(admin, "jpg", upload.id)).json<Body<Download>>().data).toMatchObject({ cost: 0, source: "bypass" });
    expect(await balance(broke.user.id)).toBe(0);
  });
});
