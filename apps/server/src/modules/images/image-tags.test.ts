import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_OWN_TAGS_PER_TYPE, type ImageRecord, type ImageTag } from "@studio/contracts";
import { aiImages, aiImageTags } from "../../db/schema";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";

type Answer<T> = { code: number; data: T; msg: string; error?: string };

describe("own tags, favourites and tags bound to uploads", () => {
  let ctx: TestContext;
  /** Unique per run: the PostgreSQL database is shared by all test files and runs. */
  const run = randomUUID().slice(0, 8);
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const call = async <T>(who: SignedIn | undefined, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) => {
    const res = await ctx.app.inject({ method, url, headers: who?.headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    return { status: res.statusCode, body: res.json() as Answer<T> };
  };
  const seed = async (who: SignedIn, count: number, type = "image") =>
    ctx.database.db
      .insert(aiImages)
      .values(
        Array.from({ length: count }, (_, i) => ({
          userId: who.user.id,
          groupId: randomUUID(),
          prompt: `tagged ${run} picture ${i}`,
          src: `/oss/uploads/${who.user.id}/${run}-${i}.png`,
          type,
          createdAt: new Date(Date.now() - i * 1000),
        })),
      )
      .returning();
  const createTag = async (who: SignedIn, name: string, type = "image") =>
    (await call<ImageTag>(who, "POST", "/api/ai-design/ai-images/tags", { type, name })).body;
  const ids = (records: ImageRecord[]) => records.map((r) => r.id);

  it("users keep their own tags per product type, unseen by others, unique by name, limited in length and count", async () => {
    const owner = await signIn(ctx);
    const other = await signIn(ctx);
    const tag = (await createTag(owner, `trips ${run}`)).data;
    expect(tag).toEqual({ id: tag.id, name: `trips ${run}`, type: "image", user_id: owner.user.id });
    // The same name again is the same tag; another user's same name is theirs; another type is another tag.
    expect((await createTag(owner, `trips ${run}`)).data.id).toBe(tag.id);
    const theirs = (await createTag(other, `trips ${run}`)).data;
    expect(theirs.id).not.toBe(tag.id);
    const logoTag = (await createTag(owner, `trips ${run}`, "logo")).data;
    expect(logoTag.id).not.toBe(tag.id);

    const listed = (await call<ImageTag[]>(owner, "GET", "/api/ai-design/ai-images/tags?type=image&size=100")).body.data;
    expect(listed.map((t) => t.id)).toContain(tag.id);
    expect(listed.map((t) => t.id)).not.toContain(theirs.id);
    expect(listed.every((t) => t.type === "image" && (t.user_id === null || t.user_id === owner.user.id))).toBe(true);
    // Visitors see shared tags only.
    const visitor = (await call<ImageTag[]>(undefined, "GET", "/api/ai-design/ai-images/tags?size=100")).body.data;
    expect(visitor.every((t) => t.user_id === null)).toBe(true);

    expect((await call(owner, "POST", "/api/ai-design/ai-images/tags", { type: "image", name: "x".repeat(41) })).status).toBe(400);
    expect((await call(owner, "POST", "/api/ai-design/ai-images/tags", { type: "image", name: "   " })).status).toBe(400);
    expect((await call(undefined, "POST", "/api/ai-design/ai-images/tags", { type: "image", name: "visitor" })).status).toBe(401);

    // The count limit: fill up to 100 own image tags directly, then the next is refused.
    const filler = await signIn(ctx);
    await ctx.database.db
      .insert(aiImageTags)
      .values(Array.from({ length: MAX_OWN_TAGS_PER_TYPE }, (_, i) => ({ userId: filler.user.id, productType: "image", name: `t${i}` })));
    const over = await createTag(filler, "one too many");
    expect(over.error).toBe("VALIDATION");
    expect((await createTag(filler, "t5")).code).toBe(200);
    expect((await createTag(filler, "a logo tag", "logo")).code).toBe(200);
  });

  it("tag lists come in pages of 20, by name", async () => {
    const owner = await signIn(ctx);
    for (let i = 0; i < 23; i++) await createTag(owner, `page ${run} ${String(i).padStart(2, "0")}`, "icon");
    const page = async (n: number) =>
      (await call<ImageTag[]>(owner, "GET", `/api/ai-design/ai-images/tags?type=icon&page=${n}`)).body.data.filter((t) => t.user_id === owner.user.id);
    const first = await page(1);
    const all = [...first, ...(await page(2)), ...(await page(3))];
    expect(all.map((t) => t.name)).toEqual(Array.from({ length: 23 }, (_, i) => `page ${run} ${String(i).padStart(2, "0")}`));
    expect((await call<ImageTag[]>(owner, "GET", "/api/ai-design/ai-images/tags?type=icon")).body.data).toHaveLength(20);
  });

  it("rename and delete: own tags only (others' are 404, shared ones admins only); delete unbinds", async () => {
    const owner = await signIn(ctx);
    const other = await signIn(ctx);
    const admin = await signIn(ctx, { isAdmin: true });
    const tag = (await createTag(owner, `old ${run}`)).data;
    const second = (await createTag(owner, `second ${run}`)).data;
    const shared = (await createTag(admin, `shared ${run}`)).data;
    expect(shared.user_id).toBeNull();

    const renamed = await call<ImageTag>(owner, "PUT", `/api/ai-design/image-tags/${tag.id}`, { name: `new ${run}` });
    expect(renamed.body).toMatchObject({ data: { id: tag.id, name: `new ${run}` }, msg: "Success!" });
    expect((await call(owner, "PUT", `/api/ai-design/image-tags/${second.id}`, { name: `new ${run}` })).status).toBe(409);
    expect((await call(other, "PUT", `/api/ai-design/image-tags/${tag.id}`, { name: "mine now" })).status).toBe(404);
    expect((await call(other, "DELETE", `/api/ai-design/image-tags/${tag.id}`)).status).toBe(404);
    expect((await call(owner, "PUT", `/api/ai-design/image-tags/${shared.id}`, { name: "hijacked" })).status).toBe(403);
    expect((await call(admin, "PUT", `/api/ai-design/image-tags/${shared.id}`, { name: `shared2 ${run}` })).status).toBe(200);

    const [record] = await seed(owner, 1);
    if (!record) throw new Error("not seeded");
    expect((await call(owner, "PUT", `/api/ai-design/ai-images/${record.id}/tags/${tag.id}`)).status).toBe(200);
    expect((await call(owner, "DELETE", `/api/ai-design/image-tags/${tag.id}`)).status).toBe(200);
    expect((await call<ImageRecord[]>(owner, "GET", "/api/ai-design/ai-images")).body.data[0]?.tags).toEqual([]);
    expect((await call(owner, "DELETE", `/api/ai-design/image-tags/${tag.id}`)).status).toBe(404);
  });

  it("add and remove one tag on a record; another user's record or tag cannot be used (404 / 400)", async () => {
    const owner = await signIn(ctx);
    const other = await signIn(ctx);
    const admin = await signIn(ctx, { isAdmin: true });
    const tag = (await createTag(owner, `beach ${run}`)).data;
    const foreignTag = (await createTag(other, `beach ${run}`)).data;
    const logoTag = (await createTag(owner, `beach ${run}`, "logo")).data;
    const [record, untagged] = await seed(owner, 2);
    const [othersRecord] = await seed(other, 1);
    if (!record || !untagged || !othersRecord) throw new Error("not seeded");

    const added = await call<ImageRecord>(owner, "PUT", `/api/ai-design/ai-images/${record.id}/tags/${tag.id}`);
    expect(added.body.data.tags).toEqual([tag]);
    // Adding again changes nothing.
    expect((await call<ImageRecord>(owner, "PUT", `/api/ai-design/ai-images/${record.id}/tags/${tag.id}`)).body.data.tags).toEqual([tag]);
    expect((await call(owner, "PUT", `/api/ai-design/ai-images/${record.id}/tags/${foreignTag.id}`)).status).toBe(400);
    expect((await call(owner, "PUT", `/api/ai-design/ai-images/${record.id}/tags/${logoTag.id}`)).status).toBe(400);
    expect((await call(owner, "POST", `/api/ai-design/ai-images/${record.id}/tags`, { tag_ids: [foreignTag.id] })).status).toBe(400);
    // Someone else's record: not found, whatever the tag.
    expect((await call(owner, "PUT", `/api/ai-design/ai-images/${othersRecord.id}/tags/${tag.id}`)).status).toBe(404);
    expect((await call(other, "PUT", `/api/ai-design/ai-images/${record.id}/tags/${foreignTag.id}`)).status).toBe(404);
    expect((await call(other, "DELETE", `/api/ai-design/ai-images/${record.id}/tags/${tag.id}`)).status).toBe(404);
    expect((await call(other, "DELETE", `/api/ai-design/ai-images/${record.id}`)).status).toBe(404);
    // An admin tags anyone's record with the owner's own tags.
    expect((await call(admin, "PUT", `/api/ai-design/ai-images/${untagged.id}/tags/${tag.id}`)).status).toBe(200);

    const byTag = await call<ImageRecord[]>(owner, "GET", `/api/ai-design/ai-images?tag=${tag.id}`);
    expect(ids(byTag.body.data).sort()).toEqual([record.id, untagged.id].sort());
    expect((await call<ImageRecord[]>(other, "GET", `/api/ai-design/ai-images?tag=${tag.id}`)).body.data).toEqual([]);

    const removed = await call<ImageRecord>(owner, "DELETE", `/api/ai-design/ai-images/${record.id}/tags/${tag.id}`);
    expect(removed.body.data.tags).toEqual([]);
    expect((await call(owner, "DELETE", `/api/ai-design/ai-images/${record.id}/tags/${tag.id}`)).status).toBe(200);
    expect(ids((await call<ImageRecord[]>(owner, "GET", `/api/ai-design/ai-images?tag=${tag.id}`)).body.data)).toEqual([untagged.id]);
  });

  it("favourites: mark and unmark are idempotent, the list filters by them, others' records are 404", async () => {
    const owner = await signIn(ctx);
    const other = await signIn(ctx);
    const [first, second] = await seed(owner, 2);
    if (!first || !second) throw new Error("not seeded");
    for (let i = 0; i < 2; i++) {
      const marked = await call<{ id: number; favourite: boolean }>(owner, "PUT", `/api/ai-design/ai-images/${second.id}/favourite`);
      expect(marked.body.data).toEqual({ id: second.id, favourite: true });
    }
    const all = (await call<ImageRecord[]>(owner, "GET", "/api/ai-design/ai-images")).body.data;
    expect(all.map((r) => [r.id, r.favourite])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    expect(ids((await call<ImageRecord[]>(owner, "GET", "/api/ai-design/ai-images?favourite=1")).body.data)).toEqual([second.id]);
    expect((await call(other, "PUT", `/api/ai-design/ai-images/${second.id}/favourite`)).status).toBe(404);
    expect((await call(undefined, "PUT", `/api/ai-design/ai-images/${second.id}/favourite`)).status).toBe(401);
    for (let i = 0; i < 2; i++)
      expect((await call(owner, "DELETE", `/api/ai-design/ai-images/${second.id}/favourite`)).body.data).toEqual({ id: second.id, favourite: false });
    expect((await call<ImageRecord[]>(owner, "GET", "/api/ai-design/ai-images?favourite=true")).body.data).toEqual([]);
  });

  it("binds a tag to an own upload: the upload becomes one record, found by tag after a reload; others' uploads are refused", async () => {
    const owner = await signIn(ctx);
    const other = await signIn(ctx);
    const tag = (await createTag(owner, `uploads ${run}`)).data;
    const second = (await createTag(owner, `more ${run}`)).data;
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#3366ff" } })
      .png()
      .toBuffer();
    const boundary = "----grec-bind";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ref.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await ctx.app.inject({
      method: "POST",
      url: "/api/ai-design/upload-image",
      headers: { ...owner.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const src = (uploaded.json() as Answer<{ src: string }>).data.src;
    expect(src).toMatch(new RegExp(`^/oss/uploads/${owner.user.id}/`));

    const bound = await call<ImageRecord>(owner, "POST", "/api/ai-design/ai-images/bind-tag", { src, tag_id: tag.id });
    expect(bound.body).toMatchObject({ msg: "Succeed", data: { action_type: "upload", src, width: 64, height: 32, aspect: "16:9", tags: [tag] } });
    const again = await call<ImageRecord>(owner, "POST", "/api/ai-design/ai-images/bind-tag", { src, tag_ids: [second.id] });
    expect(again.body.data.id).toBe(bound.body.data.id);
    expect(again.body.data.tags.map((t) => t.id).sort()).toEqual([tag.id, second.id].sort());
    expect(ids((await call<ImageRecord[]>(owner, "GET", `/api/ai-design/ai-images?tag=${tag.id}`)).body.data)).toEqual([bound.body.data.id]);

    // Someone else's upload, a file that is not an upload, a missing file: refused.
    expect((await call(other, "POST", "/api/ai-design/ai-images/bind-tag", { src, tag_id: tag.id })).status).toBe(404);
    expect((await call(owner, "POST", "/api/ai-design/ai-images/bind-tag", { src: "/oss/ai-logo-style/data.json", tag_id: tag.id })).status).toBe(404);
    expect((await call(owner, "POST", "/api/ai-design/ai-images/bind-tag", { src: `/oss/uploads/${owner.user.id}/missing.png`, tag_id: tag.id })).status).toBe(
      404,
    );
    expect((await call(owner, "POST", "/api/ai-design/ai-images/bind-tag", { src, tag_id: 999_999_999 })).status).toBe(400);
  });
});
