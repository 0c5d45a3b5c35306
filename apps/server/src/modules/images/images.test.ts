import { beforeAll, describe, expect, it } from "vitest";
import type { ImageRecord } from "@studio/contracts";
import { signIn, type TestContext } from "../../../test/helper";
import { eq } from "drizzle-orm";
import { aiImages, tasks } from "../../db/schema";
import { imagesTestApp, signedLink } from "./images-fixtures";

describe("AI image records", () => {
  // createTestApp, with a task worker: images-fixtures.ts
  const { app, call, list, runTask, seed, storedPng } = imagesTestApp();
  const run = app.run;
  let ctx: TestContext;
  beforeAll(() => {
    ctx = app.ctx;
  });

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
