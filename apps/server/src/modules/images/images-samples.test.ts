import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { ImageRecord } from "@studio/contracts";
import { signIn, type TestContext } from "../../../test/helper";
import { imagesTestApp } from "./images-fixtures";

describe("AI image tags, works and samples", () => {
  // createTestApp, with a task worker: images-fixtures.ts
  const { app, call, list, seed, storedPng } = imagesTestApp();
  const run = app.run;
  let ctx: TestContext;
  beforeAll(() => {
    ctx = app.ctx;
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
});
