import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORK_PAGE_SIZE, type ClassicLogo, type GetAllInfoResult, type ModelList, type Work, type WorkList } from "@studio/contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { works, workVersions } from "../../db/schema";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";

let ctx: TestContext;
let designs: Record<string, unknown>[];

beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({ method: "POST", url: "/api/getAllInfo", payload: { name: "Harbor & Pine", industry: "marine supplies", page_size: 6 } });
  designs = (JSON.parse(res.body) as { data: GetAllInfoResult }).data.list.map((logo: ClassicLogo) => logo.design);
});
afterAll(async () => {
  await ctx.close();
});

type Envelope<T> = { code: number; data: T; msg: string; error?: string; work?: Work };
const json = <T>(body: string): Envelope<T> => JSON.parse(body) as Envelope<T>;
const design = (n = 0): Record<string, unknown> => designs[n % designs.length] as Record<string, unknown>;

const create = (user: SignedIn, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "POST", url: "/api/user/ai-design/works", headers: user.headers, payload });
const put = (user: SignedIn, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "PUT", url: `/api/user/ai-design/works/${id}`, headers: user.headers, payload });
const get = (user: SignedIn, url: string) => ctx.app.inject({ url, headers: user.headers });

async function made(user: SignedIn, payload: Record<string, unknown> = {}): Promise<Work> {
  const res = await create(user, { kind: "design", name: "Spring sale", document: design(), preset: "instagram-post", ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return json<Work>(res.body).data;
}

describe("works", () => {
  it("are for signed-in users only", async () => {
    for (const [method, url] of [
      ["GET", "/api/user/ai-design/works/list"],
      ["GET", "/api/user/ai-design/works/1"],
      ["POST", "/api/user/ai-design/works/copy"],
      ["DELETE", "/api/user/ai-design/works/1"],
      ["GET", "/api/cards/getUserModelList?page=1"],
      ["POST", "/api/user/delete/1"],
    ] as const) {
      expect((await ctx.app.inject({ method, url, ...(method === "POST" ? { payload: { id: 1 } } : {}) })).statusCode, url).toBe(401);
    }
  });

  it("creates a work with a thumbnail, opens it and lists it", async () => {
    const user = await signIn(ctx);
    const work = await made(user);
    expect(work).toMatchObject({ kind: "design", name: "Spring sale", preset: "instagram-post", version: 1, logo_id: null });
    expect(work.document).toMatchObject({ version: expect.any(Number), elements: expect.any(Array) });
    expect(work.thumbnail).toMatch(/^\/oss\/ai-images\/[0-9a-f-]{36}\/work-thumb\.png\?exp=\d+&sig=/);
    const thumb = await ctx.app.inject({ url: work.thumbnail as string });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.subarray(1, 4).toString("latin1")).toBe("PNG");
    // Unsigned, a thumbnail is only a public preview like any result: never the file itself.
    expect((await ctx.app.inject({ url: (work.thumbnail as string).split("?")[0] as string })).statusCode).toBe(404);
    const opened = json<Work>((await get(user, `/api/user/ai-design/works/${work.id}`)).body).data;
    expect(opened).toEqual(work);
    const listed = json<WorkList>((await get(user, "/api/user/ai-design/works/list?page=1&type=all")).body).data;
    expect(listed).toMatchObject({ page: 1, page_size: WORK_PAGE_SIZE, more: false, kinds: ["design"] });
    expect(listed.list.map((item) => item.id)).toEqual([work.id]);
    expect(listed.list[0]).not.toHaveProperty("document");
  });

  it("refuses what is not a design, names that are empty, and documents over 2 MB", async () => {
    const user = await signIn(ctx);
    const noName = await create(user, { kind: "design", name: "  ", document: design() });
    expect(noName.statusCode).toBe(400);
    expect(json(noName.body).msg).toContain("Design name is required.");
    const broken = await create(user, { kind: "design", name: "x", document: { version: 2, elements: "nope" } });
    expect(broken.statusCode).toBe(400);
    expect(json(broken.body).error).toBe("SAVE_FAILED");
    const huge = { ...design(), padding: "x".repeat(2 * 1024 * 1024) };
    const tooLarge = await create(user, { kind: "design", name: "x", document: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(json(tooLarge.body)).toMatchObject({ error: "DESIGN_TOO_LARGE", msg: "This design is too large to save (at most 2 MB)." });
    const wayTooLarge = await create(user, { kind: "design", name: "x", document: { ...design(), padding: "x".repeat(4 * 1024 * 1024) } });
    expect(wayTooLarge.statusCode).toBe(413);
    expect(json(wayTooLarge.body).error).toBe("DESIGN_TOO_LARGE");
    type Doc = { elements: { type: string; nodes?: { tag: string; attrs: Record<string, string> }[] }[] };
    const withIcon = structuredClone(designs.find((doc) => (doc as Doc).elements.some((element) => element.type === "icon"))) as Doc | undefined;
    const icon = withIcon?.elements.find((element) => element.type === "icon");
    expect(icon).toBeDefined();
    if (icon) icon.nodes = [{ tag: "path", attrs: { d: "M0 0L1 1", onload: "alert(1)" } }];
    const refused = await create(user, { kind: "design", name: "x", document: withIcon });
    expect(refused.statusCode).toBe(400);
    expect(json(refused.body)).toMatchObject({ error: "SAVE_FAILED", reason: expect.stringMatching(/attrs\.onload: Invalid key in record/) });
    expect(json<WorkList>((await get(user, "/api/user/ai-design/works/list")).body).data.list).toEqual([]);
  });

  it("saves over the version last seen, keeps the replaced one, and answers a stale save with the stored work", async () => {
    const user = await signIn(ctx);
    const work = await made(user);
    const next = design(2);
    const saved = await put(user, work.id, { document: next, version: 1, name: "Summer sale" });
    expect(saved.statusCode, saved.body).toBe(200);
    const v2 = json<Work>(saved.body).data;
    expect(v2).toMatchObject({ id: work.id, version: 2, name: "Summer sale" });
    expect(v2.thumbnail).not.toBe(work.thumbnail);
    // The first version's thumbnail is gone with it.
    expect((await ctx.app.inject({ url: work.thumbnail as string })).statusCode).toBe(404);
    const stale = await put(user, work.id, { document: design(3), version: 1 });
    expect(stale.statusCode).toBe(409);
    const body = json(stale.body);
    expect(body.error).toBe("WORK_CONFLICT");
    expect(body.work).toMatchObject({ id: work.id, version: 2, name: "Summer sale" });
    expect(body.work?.document).toEqual(v2.document);
    const versions = await ctx.database.db.select().from(workVersions).where(eq(workVersions.workId, work.id));
    expect(versions.map((version) => [version.version, version.name])).toEqual([[1, "Spring sale"]]);
    expect(versions[0]?.document).toEqual(work.document);
  });

  it("are their owner's alone: others get 404 on every call", async () => {
    const owner = await signIn(ctx);
    const other = await signIn(ctx);
    const work = await made(owner, { kind: "bizcard", name: "Card" });
    expect((await get(other, `/api/user/ai-design/works/${work.id}`)).statusCode).toBe(404);
    expect((await put(other, work.id, { document: design(), version: 1 })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "POST", url: "/api/user/ai-design/works/copy", headers: other.headers, payload: { id: work.id } })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/user/ai-design/works/${work.id}`, headers: other.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "POST", url: `/api/user/delete/${work.id}`, headers: other.headers })).statusCode).toBe(404);
    expect(json<WorkList>((await get(other, "/api/user/ai-design/works/list")).body).data.list).toEqual([]);
    expect((await get(owner, `/api/user/ai-design/works/${work.id}`)).statusCode).toBe(200);
  });

  it("lists by kind in pages of 12 with a has-more flag, duplicates and deletes", async () => {
    const user = await signIn(ctx);
    const first = await made(user, { kind: "signature", name: "Mail" });
    for (let n = 0; n < WORK_PAGE_SIZE; n += 1) await made(user, { name: `Poster ${n}`, document: design(n) });
    const page1 = json<WorkList>((await get(user, "/api/user/ai-design/works/list?page=1&type=design")).body).data;
    expect(page1.list).toHaveLength(WORK_PAGE_SIZE);
    expect(page1.more).toBe(false);
    expect(page1.list.every((item) => item.kind === "design")).toBe(true);
    const all1 = json<WorkList>((await get(user, "/api/user/ai-design/works/list?page=1")).body).data;
    expect(all1.more).toBe(true);
    expect(all1.kinds.sort()).toEqual(["design", "signature"]);
    const all2 = json<WorkList>((await get(user, "/api/user/ai-design/works/list?page=2")).body).data;
    expect(all2).toMatchObject({ page: 2, more: false });
    expect(all2.list.map((item) => item.id)).toEqual([first.id]);
    expect(json<WorkList>((await get(user, "/api/user/ai-design/works/list?page=3")).body).data).toMatchObject({ list: [], more: false });
    expect((await get(user, "/api/user/ai-design/works/list?type=poster")).statusCode).toBe(400);

    const copy = await ctx.app.inject({ method: "POST", url: "/api/user/ai-design/works/copy", headers: user.headers, payload: { id: first.id } });
    expect(copy.statusCode).toBe(200);
    const duplicate = json<Work>(copy.body).data;
    expect(duplicate).toMatchObject({ kind: "signature", name: "Mail copy", version: 1 });
    expect(duplicate.id).not.toBe(first.id);
    expect(duplicate.document).toEqual(first.document);

    const removed = await ctx.app.inject({ method: "DELETE", url: `/api/user/ai-design/works/${first.id}`, headers: user.headers });
    expect(json(removed.body).data).toEqual({ id: first.id });
    expect((await get(user, `/api/user/ai-design/works/${first.id}`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: first.thumbnail as string })).statusCode).toBe(404);
    expect((await get(user, `/api/user/ai-design/works/${duplicate.id}`)).statusCode).toBe(200);
  });

  it("draws the owner's own pictures into the thumbnail, and never another account's", async () => {
    const user = await signIn(ctx);
    const other = await signIn(ctx);
    const red = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    await ctx.storage.put(`uploads/${user.user.id}/red.png`, red);
    await ctx.storage.put(`uploads/${other.user.id}/red.png`, red);
    const picture = (owner: SignedIn) => ({
      version: 3,
      kind: "poster",
      width: 100,
      height: 100,
      background: { type: "solid", color: "#ffffff" },
      layout: { aspect: "square" },
      elements: [{ id: "photo", role: "image", type: "image", x: 50, y: 50, width: 100, height: 100, src: `/oss/uploads/${owner.user.id}/red.png` }],
    });
    const mine = await made(user, { document: picture(user) });
    const thumb = await ctx.app.inject({ url: mine.thumbnail as string });
    const { data, info } = await sharp(thumb.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    expect([data[centre], data[centre + 1], data[centre + 2]]).toEqual([255, 0, 0]);
    const theirs = await made(user, { document: picture(other) });
    expect(theirs.thumbnail).toBeNull();
  });

  it("go with the account: rows, kept versions and thumbnails", async () => {
    const user = await signIn(ctx);
    const work = await made(user);
    expect((await put(user, work.id, { document: design(1), version: 1 })).statusCode).toBe(200);
    const key = (await ctx.database.db.select().from(works).where(eq(works.id, work.id)))[0]?.thumbnailKey as string;
    expect(await ctx.storage.head(key)).not.toBeNull();
    expect((await ctx.app.inject({ method: "DELETE", url: "/api/user", headers: user.headers })).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(works).where(eq(works.userId, user.user.id))).toEqual([]);
    expect(await ctx.database.db.select().from(workVersions).where(eq(workVersions.workId, work.id))).toEqual([]);
    expect(await ctx.storage.head(key)).toBeNull();
  });

  it("shows posters and cards as the spec's poster records and deletes them by model_id", async () => {
    const user = await signIn(ctx);
    const poster = await made(user, { kind: "design", name: "Poster", document: { ...design(), width: 1000, height: 1500 } });
    const card = await made(user, { kind: "bizcard", name: "Card", document: { ...design(), width: 2000, height: 1222 } });
    const logo = await made(user, { kind: "signature", name: "Signature" });
    const models = json<ModelList>((await get(user, "/api/cards/getUserModelList?page=1")).body).data;
    expect(models.list.map((record) => record.model_id)).toEqual([card.id, poster.id]);
    expect(models.list[1]).toEqual({
      model_id: poster.id,
      model_name: "Poster",
      type: 1,
      width: 1000,
      height: 1500,
      layout: 2,
      pdf_path: "",
      url: expect.stringMatching(/^\/oss\/ai-images\//),
    });
    expect(models.list[0]).toMatchObject({ type: 2, layout: 1 });
    expect((await ctx.app.inject({ method: "POST", url: `/api/user/delete/${logo.id}`, headers: user.headers })).statusCode).toBe(404);
    const removed = await ctx.app.inject({ method: "POST", url: `/api/user/delete/${poster.id}`, headers: user.headers });
    expect(json(removed.body).data).toEqual({ model_id: poster.id });
    expect(json<ModelList>((await get(user, "/api/cards/getUserModelList")).body).data.list.map((record) => record.model_id)).toEqual([card.id]);
  });
});
