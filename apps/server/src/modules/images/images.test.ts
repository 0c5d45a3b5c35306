import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageRecord } from "@studio/contracts";
import { aiImages, tasks } from "../../db/schema";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import type { TaskWorker } from "../tasks/tasks.worker";

/** A signed /oss link to `path` (oss/result-links.ts). */
const signedLink = (path: string) => new RegExp(`^${path.replace(/[.?]/g, "\\$&")}\\?exp=\\d+&sig=[\\w-]+$`);
import { createNodeLogoDeps } from "@studio/logo-engine/node";

type Answer<T> = { code: number; data: T; msg: string; error?: string };

describe("AI image records", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  /** Unique per run: the PostgreSQL database is shared by all test files and runs. */
  const run = randomUUID().slice(0, 8);
  beforeAll(async () => {
    createNodeLogoDeps().icons.search("warm up");
    ctx = await createTestApp({ taskTimeoutMs: 30_000 });
    worker = ctx.app.services.createTaskWorker({ concurrency: 2, pollMs: 20, leaseMs: 600 });
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  const call = async <T>(who: SignedIn | undefined, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) => {
    const res = await ctx.app.inject({ method, url, headers: who?.headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    return { status: res.statusCode, body: res.json() as Answer<T> };
  };
  const list = async (who: SignedIn, query = "") => call<ImageRecord[]>(who, "GET", `/api/ai-design/ai-images${query}`);

  const runTask = async (who: SignedIn, url: string, body: Record<string, unknown>): Promise<string> => {
    const res = await call<string>(who, "POST", url, body);
    expect(res.status).toBe(200);
    const taskId = res.body.data;
    for (let i = 0; i < 300; i++) {
      await worker.tick();
      await worker.drain();
      const [row] = await ctx.database.db.select({ state: tasks.state }).from(tasks).where(eq(tasks.id, taskId));
      if (row && row.state !== "queued" && row.state !== "running") {
        expect(row.state).toBe("succeeded");
        return taskId;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("task did not end");
  };

  /** Records made directly, for paging and filters (the task path has its own test). */
  const seed = async (who: SignedIn, count: number, fields: Partial<typeof aiImages.$inferInsert> = {}) => {
    const base = Date.now();
    return ctx.database.db
      .insert(aiImages)
      .values(
        Array.from({ length: count }, (_, i) => ({
          userId: who.user.id,
          groupId: randomUUID(),
          prompt: `seeded ${run} picture ${i}`,
          src: `/oss/uploads/${run}-${i}.png`,
          model: "flux-pro",
          createdAt: new Date(base - i * 1000),
          ...fields,
        })),
      )
      .returning();
  };

  const storedPng = async (key: string) => {
    await ctx.storage.put(
      key,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00ff00" } })
        .png()
        .toBuffer(),
    );
    return `/oss/${key}`;
  };

  it("records each image of a succeeded task, grouped by the task, once", async () => {
    const who = await signIn(ctx, { aiCredits: 40 });
    const taskId = await runTask(who, "/api/ai-design/4o-image/generate-image", { prompt: `a lighthouse at dusk ${run}`, nVariants: 2, size: "16:9", seed: 3 });
    const res = await list(who);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const records = res.body.data;
    expect(records).toHaveLength(2);
    for (const [index, record] of records.entries()) {
      expect(record).toMatchObject({
        task_id: taskId,
        groupId: taskId,
        user_id: who.user.id,
        action_type: "generate",
        type: "image",
        aspect: "16:9",
        width: 1024,
        height: 576,
        // The owner's answers carry signed links to the full-size result (issue 14).
        src: expect.stringMatching(signedLink(`/oss/ai-images/${taskId}/${index + 1}.png`)),
        preview: expect.stringMatching(signedLink(`/oss/ai-images/${taskId}/${index + 1}.thumb.webp`)),
        // Asked for 'chatgpt', drawn by the local model (no OpenAI key here): the info says so.
        model: { name: "local-designer", short_title: "Studio", out_image: expect.stringMatching(signedLink(`/oss/ai-images/${taskId}/${index + 1}.png`)) },
        content: { prompt: `a lighthouse at dusk ${run}`, seed: 3, resolution: "1024x576" },
        design: null,
        sample: null,
      });
      expect((await ctx.app.inject({ method: "GET", url: record.preview })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: "GET", url: record.src })).statusCode).toBe(200);
      // Without the link, the full-size result is not public.
      expect((await ctx.app.inject({ method: "GET", url: record.src.split("?")[0] })).statusCode).toBe(404);
    }
    const stored = await ctx.database.db.select({ src: aiImages.src }).from(aiImages).where(eq(aiImages.taskId, taskId));
    expect(stored.every((row) => !row.src.includes("?"))).toBe(true);

    // The hook is safe to run again: nothing is added.
    const [task] = await ctx.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    if (!task) throw new Error("task missing");
    expect(await ctx.app.services.images.recordTask(task)).toEqual([]);
    expect((await list(who)).body.data).toHaveLength(2);
  });

  it("keeps the designer's documents and the logo type for logo tasks", async () => {
    const who = await signIn(ctx, { aiCredits: 40 });
    const taskId = await runTask(who, "/api/ai-design/ai-logo/4o-image/generate-image", { prompt: "coffee shop", nVariants: 2, brief: { name: "Bean There" } });
    const records = (await list(who, "?type=logo")).body.data;
    expect(records.map((r) => r.groupId)).toEqual([taskId, taskId]);
    for (const record of records) {
      expect(record.type).toBe("logo");
      expect(record.design).toMatchObject({ document: expect.any(Object) });
    }
    expect((await list(who, "?type=image")).body.data).toEqual([]);
  });

  it("pages newest first; a full page means there may be more", async () => {
    const who = await signIn(ctx);
    const rows = await seed(who, 25);
    const first = await list(who);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0]?.id).toBe(rows[0]?.id);
    const second = await list(who, "?page=2");
    expect(second.body.data.map((r) => r.id)).toEqual(rows.slice(20).map((r) => r.id));
    expect((await list(who, "?page=3")).body.data).toEqual([]);
    expect((await list(who, "?page=2&size=10")).body.data.map((r) => r.id)).toEqual(rows.slice(10, 20).map((r) => r.id));
  });

  it("filters by keywords (literally), scene and type", async () => {
    const who = await signIn(ctx);
    await seed(who, 2);
    const [odd] = await seed(who, 1, { prompt: `100% pure ${run}`, scene: "poster", type: "icon" });
    expect((await list(who, `?keywords=${encodeURIComponent("100%")}`)).body.data.map((r) => r.id)).toEqual([odd?.id]);
    expect((await list(who, `?keywords=${encodeURIComponent("0_%")}`)).body.data).toEqual([]);
    expect((await list(who, "?keywords=SEEDED")).body.data).toHaveLength(2);
    expect((await list(who, "?scene_id=poster")).body.data.map((r) => r.id)).toEqual([odd?.id]);
    expect((await list(who, "?sceneId=poster")).body.data.map((r) => r.id)).toEqual([odd?.id]);
    expect((await list(who, "?type=icon&tab=all")).body.data.map((r) => r.id)).toEqual([odd?.id]);
  });

  it("shows and deletes only the owner's records; others get 404; admins see and delete all", async () => {
    const owner = await signIn(ctx);
    const stranger = await signIn(ctx);
    const admin = await signIn(ctx, { isAdmin: true });
    const [mine, other] = await seed(owner, 2, { prompt: `owned ${run}` });
    if (!mine || !other) throw new Error("not seeded");

    expect((await list(stranger, `?keywords=owned ${run}`)).body.data).toEqual([]);
    const stranger404 = await call(stranger, "DELETE", `/api/ai-design/ai-images/${mine.id}`);
    expect(stranger404.status).toBe(404);
    expect(stranger404.body.error).toBe("NOT_FOUND");
    expect((await call(stranger, "POST", `/api/user/ai-design/works/duplicate/${mine.id}`)).status).toBe(404);

    const everyone = (await list(admin, `?keywords=owned ${run}`)).body.data;
    expect(everyone.map((r) => r.id)).toEqual([mine.id, other.id]);
    // The showcase's user widget: the owner of each record, for admins only.
    expect(everyone[0]?.user).toEqual({ id: owner.user.id, name: "Test", email: owner.user.email, designer_type: 0, blacklisted: false });
    expect((await list(owner)).body.data[0]?.user).toBeUndefined();
    expect((await list(admin, `?keywords=owned ${run}&self=1`)).body.data).toEqual([]);

    const removed = await call<{ id: number }>(owner, "DELETE", `/api/ai-design/ai-images/${mine.id}`);
    expect(removed.body).toMatchObject({ code: 200, data: { id: mine.id } });
    expect((await list(owner)).body.data.map((r) => r.id)).toEqual([other.id]);
    const [kept] = await ctx.database.db.select().from(aiImages).where(eq(aiImages.id, mine.id));
    expect(kept?.deletedAt).toBeInstanceOf(Date);
    expect((await call(owner, "DELETE", `/api/ai-design/ai-images/${mine.id}`)).status).toBe(404);

    // A non-admin cannot feature, nor blacklist; the widget shows a blacklisted owner as such.
    expect((await call(stranger, "POST", "/api/ai-design/featured-samples", { img_id: other.id })).status).toBe(403);
    expect((await call(stranger, "POST", `/api/user/blacklist/${owner.user.id}`)).status).toBe(403);
    expect((await call(admin, "POST", `/api/user/blacklist/${owner.user.id}`)).status).toBe(200);
    expect((await list(admin, `?keywords=owned ${run}`)).body.data[0]?.user?.blacklisted).toBe(true);

    expect((await call(admin, "DELETE", `/api/ai-design/ai-images/${other.id}`)).status).toBe(200);
    expect((await list(admin, `?keywords=owned ${run}`)).body.data).toEqual([]);
  });

  it("saves images of this site and the user's own results only", async () => {
    const who = await signIn(ctx, { aiCredits: 20 });
    const stranger = await signIn(ctx);
    const upload = await storedPng(`uploads/${run}-save.png`);
    const before = await storedPng(`uploads/${run}-before.png`);
    const saved = await call<ImageRecord>(who, "POST", "/api/ai-design/ai-images", {
      type: "image",
      action_type: "modify",
      aspect: "1:1",
      content: { aspect: "1:1", prompt: "make it green", resolution: "8x8" },
      width: 8,
      height: 8,
      preview: `http://localhost:80${upload}`,
      prev_preview: before,
      prompt: "make it green",
      model: "gpt-image-1",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      user_id: who.user.id,
      task_id: null,
      action_type: "modify",
      src: upload,
      preview: upload,
      model: { name: "gpt-image-1", short_title: "GPT Image" },
      content: { prompt: "make it green", resolution: "8x8", reference: { preview: before } },
    });
    expect((await list(who)).body.data.map((r) => r.id)).toEqual([saved.body.data.id]);

    const taskId = await runTask(who, "/api/ai-design/4o-image/generate-image", { prompt: "a kite", nVariants: 1 });
    const own = await call(who, "POST", "/api/ai-design/ai-images", {
      preview: `/oss/ai-images/${taskId}/1.thumb.webp`,
      src: `/oss/ai-images/${taskId}/1.png`,
    });
    expect(own.status).toBe(200);
    const refused = [
      { preview: `/oss/ai-images/${taskId}/1.png` }, // someone else's result (for the stranger)
      { preview: "https://elsewhere.example/oss/uploads/x.png" },
      { preview: "https://elsewhere.example/picture.png" },
      { preview: `/oss/uploads/${run}-missing.png` },
      { preview: "/oss/../secret.png" },
    ];
    for (const body of refused) {
      const res = await call(stranger, "POST", "/api/ai-design/ai-images", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(/VALIDATION|BAD_REQUEST/);
    }
  });

  it("tags: admins create shared ones per type, owners bind them, lists filter by them", async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const owner = await signIn(ctx);
    const stranger = await signIn(ctx);
    // A user's tag of the same name is their own, not the shared one (image-tags.test.ts has the rest).
    const own = await call<{ id: number; user_id: number | null }>(owner, "POST", "/api/ai-design/ai-images/tags", { type: "image", name: `nature ${run}` });
    expect(own.body.data.user_id).toBe(owner.user.id);
    const tag = (
      await call<{ id: number; name: string; type: string }>(admin, "POST", "/api/ai-design/ai-images/tags", { type: "image", name: `nature ${run}` })
    ).body.data;
    const again = (await call<{ id: number }>(admin, "POST", "/api/ai-design/ai-images/tags", { type: "image", name: `nature ${run}` })).body.data;
    expect(again.id).toBe(tag.id);
    const logoTag = (await call<{ id: number }>(admin, "POST", "/api/ai-design/ai-images/tags", { type: "logo", name: `bold ${run}` })).body.data;

    const tags = await call<{ id: number; name: string; type: string }[]>(owner, "GET", "/api/ai-design/ai-images/tags?type=image&size=100");
    expect(tags.body.data).toContainEqual({ id: tag.id, name: `nature ${run}`, type: "image", user_id: null });
    expect(own.body.data.id).not.toBe(tag.id);
    expect(tags.body.data.find((t) => t.id === logoTag.id)).toBeUndefined();

    const [first, second] = await seed(owner, 2);
    if (!first || !second) throw new Error("not seeded");
    const tagged = await call<ImageRecord>(owner, "POST", `/api/ai-design/ai-images/${first.id}/tags`, { tag_ids: [tag.id] });
    // The spec's single `tag_id` works too.
    expect((await call<ImageRecord>(owner, "POST", `/api/ai-design/ai-images/${first.id}/tags`, { tag_id: tag.id })).status).toBe(200);
    expect(tagged.body.data.tags).toEqual([{ id: tag.id, name: `nature ${run}`, type: "image", user_id: null }]);
    expect((await call(owner, "POST", `/api/ai-design/ai-images/${first.id}/tags`, { tag_ids: [logoTag.id] })).status).toBe(400);
    expect((await call(stranger, "POST", `/api/ai-design/ai-images/${first.id}/tags`, { tag_ids: [tag.id] })).status).toBe(404);
    expect((await list(owner, `?tag=${tag.id}`)).body.data.map((r) => r.id)).toEqual([first.id]);

    const cleared = await call<ImageRecord>(owner, "POST", `/api/ai-design/ai-images/${first.id}/tags`, { tag_ids: [] });
    expect(cleared.body.data.tags).toEqual([]);
    expect((await list(owner, `?tag=${tag.id}`)).body.data).toEqual([]);
  });

  it("works list and duplicate: own records, featured samples, never a stranger's", async () => {
    const owner = await signIn(ctx);
    const other = await signIn(ctx);
    const admin = await signIn(ctx, { isAdmin: true });
    const [original] = await seed(owner, 1, { prompt: `work ${run}` });
    if (!original) throw new Error("not seeded");
    await seed(admin, 1);

    const works = await call<{ list: ImageRecord[]; page: number }>(owner, "GET", "/api/user/ai-design/works");
    expect(works.body.data.list.map((r) => r.id)).toEqual([original.id]);
    expect(works.body.data.page).toBe(1);
    // Admins' works are their own, not everyone's.
    expect((await call<{ list: ImageRecord[] }>(admin, "GET", "/api/user/ai-design/works")).body.data.list.every((r) => r.user_id === admin.user.id)).toBe(
      true,
    );

    const copy = await call<ImageRecord>(owner, "POST", `/api/user/ai-design/works/duplicate/${original.id}`);
    expect(copy.status).toBe(200);
    expect(copy.body.data).toMatchObject({ user_id: owner.user.id, prompt: `work ${run}`, src: original.src, task_id: null });
    expect(copy.body.data.id).not.toBe(original.id);
    expect(copy.body.data.groupId).not.toBe(original.groupId);
    expect((await call<{ list: ImageRecord[] }>(owner, "GET", "/api/user/ai-design/works?size=1")).body.data.list.map((r) => r.id)).toEqual([
      copy.body.data.id,
    ]);

    expect((await call(other, "POST", `/api/user/ai-design/works/duplicate/${original.id}`)).status).toBe(404);
    expect((await call(admin, "POST", "/api/ai-design/featured-samples", { img_id: original.id })).status).toBe(200);
    const featuredCopy = await call<ImageRecord>(other, "POST", `/api/user/ai-design/works/duplicate/${original.id}`);
    expect(featuredCopy.body.data.user_id).toBe(other.user.id);
    // A copy of someone else's result gets no signed link: only the public preview sizes.
    expect(featuredCopy.body.data.src).not.toContain("?");
  });

  it("featured samples: admins create, update and cancel; everyone lists", async () => {
    const owner = await signIn(ctx);
    const admin = await signIn(ctx, { isAdmin: true });
    const [image] = await seed(owner, 1, { prompt: `featured ${run}`, preview: `/oss/uploads/${run}-thumb.webp` });
    if (!image) throw new Error("not seeded");
    expect((await call(owner, "POST", "/api/ai-design/featured-samples", { img_id: image.id })).status).toBe(403);

    const created = await call<{ img_id: number; preview: string; prompt: string }>(admin, "POST", "/api/ai-design/featured-samples", {
      img_id: image.id,
      prompt: "A lighthouse",
    });
    expect(created.body.data).toMatchObject({ img_id: image.id, preview: `/oss/uploads/${run}-thumb.webp`, prompt: "A lighthouse" });
    expect((await call(admin, "POST", "/api/ai-design/featured-samples", { img_id: image.id })).status).toBe(409);
    expect((await call(admin, "POST", "/api/ai-design/featured-samples", { img_id: 999_999_999 })).status).toBe(404);

    const listed = await call<{ img_id: number; image: ImageRecord }[]>(undefined, "GET", "/api/ai-design/featured-samples?size=100");
    expect(listed.body.data.find((f) => f.img_id === image.id)?.image.id).toBe(image.id);
    expect((await list(owner, "?tab=featured")).body.data.map((r) => [r.id, r.sample?.prompt])).toEqual([[image.id, "A lighthouse"]]);

    const preview = await storedPng(`uploads/${run}-featured.png`);
    expect((await call(owner, "PUT", `/api/ai-design/featured-samples/${image.id}`, { prompt: "x" })).status).toBe(403);
    const updated = await call<{ preview: string; prompt: string }>(admin, "PUT", `/api/ai-design/featured-samples/${image.id}`, {
      prompt: "Image alt",
      preview,
    });
    expect(updated.body.data).toMatchObject({ prompt: "Image alt", preview });
    expect((await call(admin, "PUT", `/api/ai-design/featured-samples/${image.id}`, {})).status).toBe(400);

    expect((await call(owner, "DELETE", `/api/ai-design/featured-samples/${image.id}`)).status).toBe(403);
    expect((await call(admin, "DELETE", `/api/ai-design/featured-samples/${image.id}`)).status).toBe(200);
    expect((await call(admin, "DELETE", `/api/ai-design/featured-samples/${image.id}`)).status).toBe(404);
    expect((await list(owner, "?tab=featured")).body.data).toEqual([]);
  });

  it("admin samples: list, create, update and delete for admins only", async () => {
    const user = await signIn(ctx);
    const admin = await signIn(ctx, { isAdmin: true });
    const src = await storedPng(`uploads/${run}-sample.png`);
    for (const [method, url] of [
      ["GET", "/api/ai-design/ai-images-samples"],
      ["POST", "/api/ai-design/ai-images-samples"],
      ["PUT", "/api/ai-design/ai-images-samples/1"],
      ["DELETE", "/api/ai-design/ai-images-samples/1"],
    ] as const) {
      expect((await call(user, method, url, method === "POST" || method === "PUT" ? { src, prompt: "x" } : undefined)).status, `${method} ${url}`).toBe(403);
    }
    const created = await call<{ id: number; src: string; preview: string; scene: string; sort: number }>(admin, "POST", "/api/ai-design/ai-images-samples", {
      src,
      prompt: `sample ${run}`,
      scene: `scene-${run}`,
      sort: 5,
    });
    // The width and height are the file's own (8x8 here).
    expect(created.body.data).toMatchObject({ src, preview: src, scene: `scene-${run}`, sort: 5, width: 8, height: 8 });
    const id = created.body.data.id;
    // Sample images keep the upload limits (spec 01 section 9), with the spec's messages.
    const tooWide = `uploads/${run}-wide.png`;
    await ctx.storage.put(
      tooWide,
      await sharp({ create: { width: 4097, height: 4096, channels: 3, background: "#123456" } })
        .png()
        .toBuffer(),
    );
    const refused = await call(admin, "POST", "/api/ai-design/ai-images-samples", { src: `/oss/${tooWide}` });
    expect(refused.status).toBe(413);
    expect(refused.body.msg).toBe("Image size cannot exceed 4096x4096 pixels, please upload again");
    await ctx.storage.put(`uploads/${run}-big.png`, Buffer.alloc(25 * 1024 * 1024 + 1, 1));
    const big = await call(admin, "PUT", `/api/ai-design/ai-images-samples/${id}`, { src: `/oss/uploads/${run}-big.png` });
    expect(big.status).toBe(413);
    expect(big.body.msg).toBe("Image file size cannot exceed 25MB, please upload again");
    await ctx.storage.put(`uploads/${run}-text.png`, "not an image");
    expect((await call(admin, "PUT", `/api/ai-design/ai-images-samples/${id}`, { preview: `/oss/uploads/${run}-text.png` })).status).toBe(415);
    const listed = await call<{ id: number }[]>(admin, "GET", `/api/ai-design/ai-images-samples?scene=scene-${run}`);
    expect(listed.body.data.map((s) => s.id)).toEqual([id]);
    expect((await call<unknown[]>(admin, "GET", "/api/ai-design/ai-images-samples")).body.data.length).toBeLessThanOrEqual(50);

    const updated = await call<{ prompt: string }>(admin, "PUT", `/api/ai-design/ai-images-samples/${id}`, { prompt: "changed" });
    expect(updated.body.data.prompt).toBe("changed");
    expect((await call(admin, "PUT", `/api/ai-design/ai-images-samples/${id}`, { src: "https://elsewhere.example/x.png" })).status).toBe(400);
    expect((await call(admin, "DELETE", `/api/ai-design/ai-images-samples/${id}`)).status).toBe(200);
    expect((await call(admin, "PUT", `/api/ai-design/ai-images-samples/${id}`, { prompt: "gone" })).status).toBe(404);
    expect((await call<unknown[]>(admin, "GET", `/api/ai-design/ai-images-samples?scene=scene-${run}`)).body.data).toEqual([]);
  });

  it("refuses visitors and invalid input", async () => {
    const who = await signIn(ctx);
    expect((await call(undefined, "GET", "/api/ai-design/ai-images")).status).toBe(401);
    expect((await call(undefined, "GET", "/api/user/ai-design/works")).status).toBe(401);
    for (const query of ["?size=0", "?size=101", "?page=0", "?type=poster", "?tab=mine", "?tag=abc"]) {
      const res = await list(who, query);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toBe("VALIDATION");
    }
    expect((await call(who, "DELETE", "/api/ai-design/ai-images/abc")).status).toBe(400);
    expect((await call(who, "POST", "/api/ai-design/ai-images", { prompt: "no image" })).status).toBe(400);
    expect((await call(who, "POST", "/api/ai-design/ai-images", { preview: "/oss/x.png", action_type: "paint" })).status).toBe(400);
    expect((await call(who, "POST", "/api/ai-design/ai-images/1/tags", { tag_ids: "1" })).status).toBe(400);
    expect((await call(who, "POST", "/api/ai-design/ai-images/1/tags", {})).status).toBe(400);
  });
});
