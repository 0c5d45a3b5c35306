import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classicDesignId, type ClassicLogo, type GetAllInfoResult, type Work } from "@studio/contracts";
import { migrateDesignDocument } from "@studio/design";
import { designUnlocks, orders, workVersions } from "../../db/schema";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";

let ctx: TestContext;
let logos: ClassicLogo[];
let now = new Date("2026-11-26T00:00:00Z");

beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => now });
  const res = await ctx.app.inject({ method: "POST", url: "/api/getAllInfo", payload: { name: "Harbor & Pine", industry: "marine supplies", page_size: 6 } });
  logos = (JSON.parse(res.body) as { data: GetAllInfoResult }).data.list;
});
afterAll(async () => {
  await ctx.close();
});

type Envelope<T> = { code: number; data: T; msg: string; error?: string };
type Element = { id: string; type: string; role: string; text?: string; color?: string };
type Doc = { elements: Element[] } & Record<string, unknown>;
const json = <T>(body: string): Envelope<T> => JSON.parse(body) as Envelope<T>;
const get = (user: SignedIn, url: string) => ctx.app.inject({ url, headers: user.headers });

/** Saves a logo of the classic list as the maker does; answers its fa_id. */
async function savedLogo(user: SignedIn): Promise<{ faId: number; logo: ClassicLogo }> {
  const logo = logos.find((candidate) => candidate.symbol.kind === "icon") as ClassicLogo;
  const { svg, ...data } = logo;
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/user/favourite",
    headers: user.headers,
    payload: { data, gradient: null, gtoken: logo.token, svg },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { faId: json<{ fa_id: number }>(res.body).data.fa_id, logo };
}

async function openLogo(user: SignedIn, faId: number) {
  return ctx.app.inject({ method: "POST", url: "/api/user/ai-design/works", headers: user.headers, payload: { kind: "logo", logo_id: faId } });
}

/** The document with the name's words and every text colour changed (`recolour` alone keeps the name). */
function edited(document: Record<string, unknown>, change: { name?: string; color?: string }): Doc {
  const doc = structuredClone(document) as Doc;
  doc.elements = doc.elements.map((element) => {
    if (element.type !== "text") return element;
    const named = element.role === "name" && change.name !== undefined ? { text: change.name } : {};
    return { ...element, ...named, ...(change.color ? { color: change.color } : {}) };
  });
  return doc;
}

async function buy(user: SignedIn, faId: number, level: "basic" | "professional"): Promise<void> {
  const id = `ord_${randomUUID()}`;
  await ctx.database.db.insert(orders).values({
    id,
    userId: user.user.id,
    product: `package-${level}`,
    kind: "package",
    amount: 1,
    listAmount: 1,
    currency: "USD",
    provider: "sandbox",
    state: "fulfilled",
    designId: classicDesignId(faId),
  });
  await ctx.database.db
    .insert(designUnlocks)
    .values({ orderId: id, userId: user.user.id, designId: classicDesignId(faId), unlock: `package:${level}`, createdAt: now });
}

describe("a logo's design edited as a work", () => {
  it("opens a saved logo's own design for its owner only, and the same work again next time", async () => {
    const owner = await signIn(ctx);
    const { faId, logo } = await savedLogo(owner);
    const res = await openLogo(owner, faId);
    expect(res.statusCode, res.body).toBe(200);
    const work = json<Work>(res.body).data;
    expect(work).toMatchObject({ kind: "logo", logo_id: faId, name: logo.logo_name, version: 1 });
    const saved = json<ClassicLogo>((await get(owner, `/api/user/favourite/${faId}`)).body).data;
    expect(work.document).toEqual(migrateDesignDocument(saved.design));
    expect(json<Work>((await openLogo(owner, faId)).body).data.id).toBe(work.id);
    const stranger = await signIn(ctx);
    expect((await openLogo(stranger, faId)).statusCode).toBe(404);
    expect((await openLogo(owner, 987_654)).statusCode).toBe(404);
  });

  it("brings a change made in the classic maker since into the work as its next version", async () => {
    const owner = await signIn(ctx);
    const { faId, logo } = await savedLogo(owner);
    const work = json<Work>((await openLogo(owner, faId)).body).data;
    now = new Date(now.getTime() + 60_000);
    const { svg, ...data } = { ...logo, fa_id: faId, slogan: "Since 1901" };
    const resaved = await ctx.app.inject({
      method: "POST",
      url: "/api/user/favourite",
      headers: owner.headers,
      payload: { data, gradient: null, gtoken: logo.token, svg },
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    const reopened = json<Work>((await openLogo(owner, faId)).body).data;
    expect(reopened).toMatchObject({ id: work.id, version: 2 });
    const current = json<ClassicLogo>((await get(owner, `/api/user/favourite/${faId}`)).body).data;
    expect(reopened.document).toEqual(migrateDesignDocument(current.design));
  });

  it("writes each save back to the saved logo, keeps the earlier design, and the logo's downloads draw the new one", async () => {
    const owner = await signIn(ctx);
    const { faId } = await savedLogo(owner);
    const work = json<Work>((await openLogo(owner, faId)).body).data;
    const document = edited(work.document, { name: "Tidewater Co", color: "#123456" });
    const res = await ctx.app.inject({ method: "PUT", url: `/api/user/ai-design/works/${work.id}`, headers: owner.headers, payload: { document, version: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    const saved = json<Work>(res.body).data;
    expect(saved.version).toBe(2);

    const logo = json<ClassicLogo>((await get(owner, `/api/user/favourite/${faId}`)).body).data;
    expect(logo.logo_name).toBe("Tidewater Co");
    expect(logo.design).toEqual(saved.document);
    expect(logo.svg).toContain('aria-label="Tidewater Co"');
    expect(logo.svg).toContain("#123456");
    const [kept] = await ctx.database.db.select().from(workVersions).where(eq(workVersions.workId, work.id));
    expect(kept?.document).toEqual(work.document);

    // The download center (/download?logo=logo:{fa_id}) draws the saved logo's design: the new one.
    await buy(owner, faId, "professional");
    const center = await get(owner, `/api/download-center/${encodeURIComponent(classicDesignId(faId))}`);
    expect(center.statusCode, center.body).toBe(200);
    const preview = json<{ previewUrl: string }>(center.body).data.previewUrl;
    expect(Buffer.from(preview.split(",")[1] as string, "base64").toString("utf8")).toContain('aria-label="Tidewater Co"');
    const svg = await get(owner, `/api/download-center/${encodeURIComponent(classicDesignId(faId))}/files/svg`);
    expect(svg.statusCode, svg.body.slice(0, 200)).toBe(200);
    expect(svg.rawPayload.toString("utf8")).toContain('aria-label="Tidewater Co"');
    const png = await get(owner, `/api/download-center/${encodeURIComponent(classicDesignId(faId))}/files/png-800`);
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.subarray(1, 4).toString("latin1")).toBe("PNG");
  });

  it("keeps the bought-logo rule: name and symbol change only within 3 days of the purchase, colours always", async () => {
    const owner = await signIn(ctx);
    const { faId } = await savedLogo(owner);
    await buy(owner, faId, "basic");
    const work = json<Work>((await openLogo(owner, faId)).body).data;
    const save = (document: Doc, version: number) =>
      ctx.app.inject({ method: "PUT", url: `/api/user/ai-design/works/${work.id}`, headers: owner.headers, payload: { document, version } });
    const renamed = await save(edited(work.document, { name: "Within Three Days" }), 1);
    expect(renamed.statusCode, renamed.body).toBe(200);
    now = new Date(now.getTime() + 4 * 24 * 60 * 60 * 1000);
    const late = await save(edited(work.document, { name: "Too Late" }), 2);
    expect(late.statusCode).toBe(403);
    expect(json(late.body).error).toBe("BOUGHT_LOGO_LOCKED");
    const recoloured = await save(edited(json<Work>(renamed.body).data.document, { color: "#654321" }), 2);
    expect(recoloured.statusCode, recoloured.body).toBe(200);
    expect(json<ClassicLogo>((await get(owner, `/api/user/favourite/${faId}`)).body).data.logo_name).toBe("Within Three Days");
  });

  it("a copy of a logo work no longer writes to the logo; deleting the work keeps the logo", async () => {
    const owner = await signIn(ctx);
    const { faId } = await savedLogo(owner);
    const work = json<Work>((await openLogo(owner, faId)).body).data;
    const copy = json<Work>(
      (await ctx.app.inject({ method: "POST", url: "/api/user/ai-design/works/copy", headers: owner.headers, payload: { id: work.id } })).body,
    ).data;
    expect(copy).toMatchObject({ kind: "logo", logo_id: null });
    const before = json<ClassicLogo>((await get(owner, `/api/user/favourite/${faId}`)).body).data;
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/user/ai-design/works/${copy.id}`,
      headers: owner.headers,
      payload: { document: edited(copy.document, { name: "Only The Copy" }), version: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(json<ClassicLogo>((await get(owner, `/api/user/favourite/${faId}`)).body).data.svg).toBe(before.svg);
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/user/ai-design/works/${work.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await get(owner, `/api/user/favourite/${faId}`)).statusCode).toBe(200);
  });
});
