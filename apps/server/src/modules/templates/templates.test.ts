import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEMPLATE_PAGE_SIZE, type ClassicLogo, type GetAllInfoResult, type TemplateList, type TemplateSummary, type Work } from "@studio/contracts";
import { defaultCreditsConfig } from "../credits/credits.config";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { buy, createOrder, payCard, cards } from "../payments/payments-fixtures";

let ctx: TestContext;
let logos: ClassicLogo[];

beforeAll(async () => {
  // One free download a day, so the second poster export meets the limit.
  ctx = await createTestApp({ credits: { ...defaultCreditsConfig, freeDownloadsPerDay: 1 } });
  const res = await ctx.app.inject({ method: "POST", url: "/api/getAllInfo", payload: { name: "Harbor & Pine", industry: "marine supplies", page_size: 6 } });
  logos = (JSON.parse(res.body) as { data: GetAllInfoResult }).data.list;
});
afterAll(async () => {
  await ctx.close();
});

type Envelope<T> = { code: number; data: T; msg: string; error?: string };
type Element = { id: string; type: string; role: string; text?: string; color?: string; iconId?: string; fallbackFontIds?: string[] };
type Doc = { elements: Element[] };
const json = <T>(body: string): Envelope<T> => JSON.parse(body) as Envelope<T>;
const get = (user: SignedIn | null, url: string) => ctx.app.inject({ url, headers: user?.headers ?? {} });
const post = (user: SignedIn | null, url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "POST", url, headers: user?.headers ?? {}, payload });

async function templatesOf(preset: string): Promise<TemplateSummary[]> {
  const res = await get(null, `/api/ai-design/templates?preset=${preset}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<TemplateList>(res.body).data.list;
}

async function start(user: SignedIn, id: number, payload: Record<string, unknown> = {}): Promise<Work & { pro: boolean }> {
  const res = await post(user, `/api/ai-design/templates/${id}/start`, payload);
  expect(res.statusCode, res.body).toBe(200);
  return json<Work & { pro: boolean }>(res.body).data;
}

const exportWork = (user: SignedIn, id: number, format = "png") => post(user, `/api/user/ai-design/works/export/${id}`, { format });

async function savedLogo(user: SignedIn): Promise<{ faId: number; logo: ClassicLogo }> {
  const logo = logos.find((candidate) => candidate.symbol.kind === "icon") as ClassicLogo;
  const { svg, ...data } = logo;
  const res = await post(user, "/api/user/favourite", { data, gradient: null, gtoken: logo.token, svg });
  expect(res.statusCode, res.body).toBe(200);
  return { faId: json<{ fa_id: number }>(res.body).data.fa_id, logo };
}

describe("templates", () => {
  it("lists the built-in ones by preset and kind to anyone, with thumbnails and Pro marks, seeded once", async () => {
    const instagram = await templatesOf("instagram-post");
    expect(instagram.length).toBeGreaterThanOrEqual(3);
    expect(instagram.every((template) => template.preset === "instagram-post" && template.width === 1080 && template.height === 1080)).toBe(true);
    expect(instagram.some((template) => template.pro)).toBe(true);
    expect(instagram.some((template) => !template.pro && template.builtin)).toBe(true);
    expect(instagram[0]?.thumbnail).toMatch(/^\/oss\/ai-images\/[0-9a-f-]{36}\/work-thumb\.png\?exp=\d+&sig=/);
    const thumb = await ctx.app.inject({ url: instagram[0]?.thumbnail as string });
    expect(thumb.rawPayload.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect((await templatesOf("poster")).length).toBeGreaterThanOrEqual(2);
    const social = json<TemplateList>((await get(null, "/api/ai-design/templates?kind=social")).body).data;
    expect(social).toMatchObject({ page: 1, page_size: TEMPLATE_PAGE_SIZE });
    expect(social.list.every((template) => template.kind === "social")).toBe(true);
    // Seeding again (a second process, a restart) adds nothing: the built-in keys are unique.
    expect(await ctx.app.services.templates.seedBuiltins()).toBe(0);
    expect((await templatesOf("instagram-post")).filter((template) => template.builtin)).toHaveLength(instagram.filter((template) => template.builtin).length);
    expect((await get(null, "/api/ai-design/templates?preset=NOT VALID")).statusCode).toBe(400);
  });

  it("starts a work of the user from a template, filled with their name and colours", async () => {
    const user = await signIn(ctx);
    const template = (await templatesOf("instagram-post")).find((candidate) => !candidate.pro) as TemplateSummary;
    expect((await post(null, `/api/ai-design/templates/${template.id}/start`, {})).statusCode).toBe(401);
    const work = await start(user, template.id, { t1: "Blue Bottle", t2: "Fresh every morning", color: "#123456" });
    expect(work).toMatchObject({ kind: "design", name: "Blue Bottle", preset: "instagram-post", width: 1080, height: 1080, pro: false });
    const doc = work.document as unknown as Doc;
    expect(doc.elements.find((element) => element.role === "name")).toMatchObject({ text: "Blue Bottle", color: "#123456" });
    expect(doc.elements.find((element) => element.role === "slogan")?.text).toBe("Fresh every morning");
    // The work is the user's own: it lists with their works and exports (a free download).
    const listed = json<{ list: { id: number }[] }>((await get(user, "/api/user/ai-design/works/list?type=design")).body).data.list;
    expect(listed.map((item) => item.id)).toContain(work.id);
    const chinese = await start(user, template.id, { t1: "蓝瓶咖啡" });
    const name = (chinese.document as unknown as Doc).elements.find((element) => element.role === "name");
    expect(name?.text).toBe("蓝瓶咖啡");
    expect(name?.fallbackFontIds?.some((id) => id.startsWith("noto-sans-sc"))).toBe(true);
    expect((await post(user, "/api/ai-design/templates/999999999/start", {})).statusCode).toBe(404);
    expect((await post(user, `/api/ai-design/templates/${template.id}/start`, { color: "red" })).statusCode).toBe(400);
  });

  it("fills the name, slogan, symbol and colours from the user's own saved logo (logo = fa_id), never another's", async () => {
    const user = await signIn(ctx);
    const { faId, logo } = await savedLogo(user);
    const template = (await templatesOf("poster"))[0] as TemplateSummary;
    const work = await start(user, template.id, { logo: faId });
    const doc = work.document as unknown as Doc;
    const logoDoc = logo.design as unknown as Doc;
    const logoName = logoDoc.elements.find((element) => element.role === "name");
    const logoIcon = logoDoc.elements.find((element) => element.type === "icon");
    expect(doc.elements.find((element) => element.role === "name")?.text).toBe(logoName?.text);
    expect(doc.elements.find((element) => element.role === "logo")).toMatchObject({ type: "icon", iconId: logoIcon?.iconId, color: logoIcon?.color });
    expect(work.name).toBe(logoName?.text);
    const stranger = await signIn(ctx);
    expect((await post(stranger, `/api/ai-design/templates/${template.id}/start`, { logo: faId })).statusCode).toBe(404);
  });

  it("lets only admins make templates from their own works (name required), read and delete them", async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const user = await signIn(ctx);
    const base = (await templatesOf("twitter-header"))[0] as TemplateSummary;
    const work = await start(admin, base.id, { t1: "Admin Co" });
    const own = await start(user, base.id, { t1: "User Co" });
    expect((await post(user, "/api/admin/templates", { work_id: own.id, name: "Mine" })).statusCode).toBe(403);
    const noName = await post(admin, "/api/admin/templates", { work_id: work.id, name: "   " });
    expect(noName.statusCode).toBe(400);
    expect(json(noName.body).msg).toContain("Template name is required.");
    // An admin's template comes from the admin's own works: another user's is not found.
    expect((await post(admin, "/api/admin/templates", { work_id: own.id, name: "Theirs" })).statusCode).toBe(404);
    const created = await post(admin, "/api/admin/templates", { work_id: work.id, name: "Launch header", pro: true });
    expect(created.statusCode, created.body).toBe(200);
    const template = json<TemplateSummary>(created.body).data;
    expect(template).toMatchObject({ name: "Launch header", kind: "social", preset: "twitter-header", pro: true, builtin: false });
    expect((await templatesOf("twitter-header")).map((item) => item.id)).toContain(template.id);
    expect((await get(admin, `/api/admin/templates/${template.id}`)).statusCode).toBe(200);
    expect((await get(user, `/api/admin/templates/${template.id}`)).statusCode).toBe(403);
    const copy = await start(user, template.id, { t1: "Copy Co" });
    expect(copy.pro).toBe(true);
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/admin/templates/${template.id}`, headers: user.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/admin/templates/${template.id}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await templatesOf("twitter-header")).map((item) => item.id)).not.toContain(template.id);
    // Deleting the template does not free its Pro copies.
    const refused = await exportWork(user, copy.id);
    expect(json(refused.body)).toMatchObject({ error: "PRO_TEMPLATE", msg: "This template is for PRO only!" });
  });

  it("a Pro template opens and saves for anyone, exports only for Pro members; the document route with work_id keeps the rule", async () => {
    const user = await signIn(ctx);
    const pro = (await templatesOf("instagram-post")).find((candidate) => candidate.pro) as TemplateSummary;
    const work = await start(user, pro.id, { t1: "Night Owl" });
    expect(work.pro).toBe(true);
    const saved = await ctx.app.inject({
      method: "PUT",
      url: `/api/user/ai-design/works/${work.id}`,
      headers: user.headers,
      payload: { document: work.document, version: 1 },
    });
    expect(saved.statusCode).toBe(200);
    const refused = await exportWork(user, work.id);
    expect(refused.statusCode).toBe(403);
    expect(json(refused.body)).toMatchObject({ error: "PRO_TEMPLATE", msg: "This template is for PRO only!" });
    const viaDocument = await post(user, "/api/user/ai-design/export", { document: work.document, format: "png", work_id: work.id });
    expect(json(viaDocument.body).error).toBe("PRO_TEMPLATE");
    // Another user's work id is not theirs to name.
    const stranger = await signIn(ctx);
    expect((await post(stranger, "/api/user/ai-design/export", { document: work.document, format: "png", work_id: work.id })).statusCode).toBe(404);
    const member = await signIn(ctx, { vip: true });
    const memberWork = await start(member, pro.id, { t1: "Night Owl" });
    const png = await exportWork(member, memberWork.id);
    expect(png.statusCode, png.body).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
  });

  it("free users spend their free downloads on posters, then buy the poster (download-poster, model_id = work id) and export it in every format", async () => {
    const user = await signIn(ctx);
    const template = (await templatesOf("instagram-post")).find((candidate) => !candidate.pro) as TemplateSummary;
    const first = await start(user, template.id, { t1: "First" });
    const second = await start(user, template.id, { t1: "Second" });
    expect((await exportWork(user, first.id)).statusCode).toBe(200);
    // The same format again is already paid for.
    expect((await exportWork(user, first.id)).statusCode).toBe(200);
    const limited = await exportWork(user, second.id);
    expect(limited.statusCode).toBe(403);
    expect(json(limited.body)).toMatchObject({ error: "FREE_DOWNLOAD_LIMIT", msg: "Free downloads reached for today!" });

    const catalogue = json<{ products: { id: string }[] }>((await get(null, "/api/payment/catalogue")).body).data;
    expect(catalogue.products.map((product) => product.id)).toContain("download-poster");
    const stranger = await signIn(ctx);
    const notTheirs = await post(stranger, "/api/gateway/stripe/ai-design/payment/default/pay-per-download", { model_id: String(second.id), type: 1 });
    expect(json(notTheirs.body).error).toBe("LOGO_OWNER_ONLY");
    const started = await post(user, "/api/gateway/stripe/ai-design/payment/default/pay-per-download", { model_id: String(second.id), type: 1 });
    expect(started.statusCode, started.body).toBe(200);
    const order = json<{ orderId: string; amount: number }>(started.body).data;
    expect(order.amount).toBe(199);
    expect((await exportWork(user, second.id)).statusCode).toBe(403);
    const paid = await payCard(ctx, user, order.orderId, cards.ok);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    for (const format of ["jpg", "svg"]) expect((await exportWork(user, second.id, format)).statusCode, format).toBe(200);
    // Paying twice for the same poster is refused; the order's notice is fulfilled once.
    const again = await createOrder(ctx, user, { product: "download-poster", designId: `work:${second.id}` });
    expect(again.status).toBe(409);
    // A poster sells only as a poster download: a logo package of it would unlock nothing.
    const aPackage = await createOrder(ctx, user, { product: "package-basic", designId: `work:${second.id}` });
    expect(aPackage.body).toMatchObject({ error: "PRODUCT_UNAVAILABLE" });
    const repeated = await payCard(ctx, user, order.orderId, cards.ok);
    expect(repeated.status).toBeLessThan(500);
    expect((await exportWork(user, second.id, "png")).statusCode).toBe(200);
  });

  it("a logo opened from My logos exports only what its package includes; staff bypass", async () => {
    const user = await signIn(ctx);
    const { faId } = await savedLogo(user);
    const opened = await post(user, "/api/user/ai-design/works", { kind: "logo", logo_id: faId });
    expect(opened.statusCode, opened.body).toBe(200);
    const work = json<Work>(opened.body).data;
    const exportAt = (format: string, width?: number) => post(user, `/api/user/ai-design/works/export/${work.id}`, { format, ...(width ? { width } : {}) });
    // Not bought: no file at all (the editor is no free way round the logo's packages).
    const refused = await exportAt("png", 600);
    expect(refused.statusCode).toBe(403);
    expect(json(refused.body).error).toBe("PACKAGE_REQUIRED");
    // The document route with the work's id keeps the rule.
    const viaDocument = await post(user, "/api/user/ai-design/export", {
      document: work.document as unknown as Record<string, unknown>,
      format: "svg",
      work_id: work.id,
    });
    expect(json(viaDocument.body).error).toBe("PACKAGE_REQUIRED");
    // A poster download of the logo's work would unlock nothing: refused when ordered, by both routes.
    const perDownload = await post(user, "/api/gateway/stripe/ai-design/payment/default/pay-per-download", { model_id: String(work.id), type: 1 });
    expect(perDownload.statusCode, perDownload.body).toBe(409);
    expect(json(perDownload.body)).toMatchObject({
      error: "LOGO_NOT_A_POSTER",
      msg: "This design is a logo: buy one of its logo packages to download it, not a poster download.",
    });
    expect((await createOrder(ctx, user, { product: "download-poster", designId: `work:${work.id}` })).body).toMatchObject({ error: "LOGO_NOT_A_POSTER" });
    expect((await createOrder(ctx, user, { product: "package-basic", designId: `work:${work.id}` })).status).toBe(409);
    await buy(ctx, user, { product: "package-basic", designId: `logo:${faId}` });
    // Basic: web sizes (up to 800 x 600) only.
    expect((await exportAt("png", 600)).statusCode).toBe(200);
    expect(json((await exportAt("png", 1080)).body).error).toBe("PACKAGE_REQUIRED");
    expect(json((await exportAt("pdf")).body).error).toBe("PACKAGE_REQUIRED");
    await buy(ctx, user, { product: "package-professional", designId: `logo:${faId}` });
    for (const [format, width] of [
      ["png", 1080],
      ["svg", undefined],
      ["pdf", undefined],
    ] as const) {
      expect((await exportAt(format, width)).statusCode, format).toBe(200);
    }
    const admin = await signIn(ctx, { isAdmin: true });
    const { faId: adminLogo } = await savedLogo(admin);
    const adminWork = json<Work>((await post(admin, "/api/user/ai-design/works", { kind: "logo", logo_id: adminLogo })).body).data;
    expect((await post(admin, `/api/user/ai-design/works/export/${adminWork.id}`, { format: "svg" })).statusCode).toBe(200);
  });

  it("an unsaved document is charged as a download of its own: the same one again is free, another is not", async () => {
    const user = await signIn(ctx, { aiCredits: 0 });
    const template = (await templatesOf("instagram-post")).find((candidate) => !candidate.pro) as TemplateSummary;
    const work = await start(user, template.id, { t1: "Unsaved" });
    const document = work.document as unknown as Record<string, unknown>;
    const exportDocument = (doc: Record<string, unknown>) => post(user, "/api/user/ai-design/export", { document: doc, format: "png", width: 200 });
    expect((await exportDocument(document)).statusCode).toBe(200);
    expect((await exportDocument(document)).statusCode).toBe(200);
    // The one free download of the day is spent, and this user has no credits.
    const other = await exportDocument({ ...document, width: Number(document.width) + 1 });
    expect(other.statusCode).toBe(403);
    expect(json(other.body).error).toBe("FREE_DOWNLOAD_LIMIT");
  });

  it("a bought poster also unlocks a Pro template's export for that work only", async () => {
    const user = await signIn(ctx);
    const pro = (await templatesOf("instagram-post")).find((candidate) => candidate.pro) as TemplateSummary;
    const bought = await start(user, pro.id, { t1: "Bought" });
    const other = await start(user, pro.id, { t1: "Other" });
    await buy(ctx, user, { product: "download-poster", designId: `work:${bought.id}` });
    expect((await exportWork(user, bought.id)).statusCode).toBe(200);
    expect(json((await exportWork(user, other.id)).body).error).toBe("PRO_TEMPLATE");
  });
});
