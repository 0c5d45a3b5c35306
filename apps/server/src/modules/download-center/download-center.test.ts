import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packagePrices, type PackageLevel } from "@studio/domain";
import type { ImageProvider } from "../../providers/image-provider";
import { createTestApp, signIn, type SignedIn, type TestContext, sellEverything } from "../../../test/helper";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import type { TaskWorker } from "../tasks/tasks.worker";
import { designUnlocks, orders } from "../payments/payments.schema";
import { buy, createOrder } from "../payments/payments-fixtures";

type Body<T> = { code: number; data: T; msg: string; error?: string };
type Center = {
  level: PackageLevel | null;
  access: string;
  owner: boolean;
  files: { id: string; allowed: boolean; unlockedBy: string; width: number | null }[];
  brandItems: { feature: string; included: boolean }[];
  offers: { level: string; product: string; amount: number; currency: string; canBuy: boolean }[];
  brandPlatform: boolean;
  orders: { orderId: string; level: string; paidAt: string; refunded: boolean }[];
};

/** A vendor image: a red disc on an off-white background, as AI providers hand back logos. */
const rasterProvider: ImageProvider = {
  name: "raster-fake",
  models: ["raster-model"],
  paid: false,
  generate: async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#fbfbf8"/><circle cx="128" cy="128" r="70" fill="#d02020"/></svg>`;
    return { images: [{ bytes: await sharp(Buffer.from(svg)).png().toBuffer(), contentType: "image/png" }] };
  },
};

describe("download center", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  beforeAll(async () => {
    createNodeLogoDeps().icons.search("warm up");
    ctx = await createTestApp(
      { taskTimeoutMs: 30_000, brandPlatformUrl: "https://brand.example.test/start" },
      { extraProviders: [rasterProvider], productOffered: sellEverything },
    );
    worker = ctx.app.services.createTaskWorker({ concurrency: 2, pollMs: 20, leaseMs: 600 });
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  async function finishedTask(who: SignedIn, kind: "logo" | "raster"): Promise<string> {
    const res =
      kind === "logo"
        ? await ctx.app.inject({
            method: "POST",
            url: "/api/ai-design/ai-logo/4o-image/generate-image",
            headers: who.headers,
            payload: {
              prompt: "Blue Bottle, a coffee shop",
              nVariants: 1,
              brief: { name: "Blue Bottle", description: "a coffee shop", styles: ["combination"] },
              seed: 5,
            },
          })
        : await ctx.app.inject({
            method: "POST",
            url: "/api/ai-design/4o-image/generate-image",
            headers: who.headers,
            payload: { prompt: "a red disc logo", model: "raster-model" },
          });
    expect(res.statusCode).toBe(200);
    const taskId = res.json<Body<string>>().data;
    for (let i = 0; i < 300; i++) {
      await worker.tick();
      await worker.drain();
      const poll = (await ctx.app.inject({ method: "GET", url: `/api/ai-design/4o-image/result/${taskId}`, headers: who.headers })).json<
        Body<{ status: string }>
      >();
      if (poll.data.status === "SUCCESS") return taskId;
      if (poll.data.status !== "GENERATING") throw new Error(`task ended ${poll.data.status}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("task did not end");
  }

  /** A paid package order and its unlock, as the orders service records a fulfilled purchase. */
  async function buyPackage(who: SignedIn, designId: string, level: PackageLevel): Promise<string> {
    const id = randomUUID();
    const amount = packagePrices[level].USD;
    await ctx.database.db.insert(orders).values({
      id,
      userId: who.user.id,
      product: `package-${level}`,
      kind: "package",
      amount,
      listAmount: amount,
      currency: "USD",
      provider: "sandbox",
      state: "fulfilled",
      designId,
    });
    await ctx.database.db.insert(designUnlocks).values({ orderId: id, userId: who.user.id, designId, unlock: `package:${level}` });
    return id;
  }

  const view = (who: SignedIn, designId: string) =>
    ctx.app.inject({ method: "GET", url: `/api/download-center/${encodeURIComponent(designId)}`, headers: who.headers });
  const center = async (who: SignedIn, designId: string) => {
    const res = await view(who, designId);
    expect(res.statusCode).toBe(200);
    return res.json<Body<Center>>().data;
  };
  const file = (who: SignedIn, designId: string, id: string, query = "") =>
    ctx.app.inject({ method: "GET", url: `/api/download-center/${encodeURIComponent(designId)}/files/${id}${query}`, headers: who.headers });
  const allowedIds = (c: Center) => c.files.filter((f) => f.allowed).map((f) => f.id);
  const size = async (bytes: Buffer) => {
    const meta = await sharp(bytes).metadata();
    return { format: meta.format, width: meta.width, height: meta.height };
  };

  let owner: SignedIn;
  let designId: string;

  it("without a package nothing is open and every package is offered at its full price, to the owner", async () => {
    owner = await signIn(ctx, { aiCredits: 10 });
    designId = `task:${await finishedTask(owner, "logo")}:0`;
    const c = await center(owner, designId);
    expect(c).toMatchObject({ level: null, access: "package", owner: true, brandPlatform: true });
    expect(allowedIds(c)).toEqual([]);
    expect(c.offers).toEqual([
      { level: "basic", product: "package-basic", amount: 2900, currency: "USD", canBuy: true },
      { level: "professional", product: "package-professional", amount: 5900, currency: "USD", canBuy: true },
      { level: "brand", product: "package-brand", amount: 9900, currency: "USD", canBuy: true },
    ]);
    const refused = await file(owner, designId, "png-800");
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body<null>>()).toMatchObject({ error: "PACKAGE_REQUIRED", msg: "This logo's package does not include this file." });
  });

  it("Basic gets exactly the 800x600 JPG and PNG; upgrades cost the difference", async () => {
    await buyPackage(owner, designId, "basic");
    const c = await center(owner, designId);
    expect(c.level).toBe("basic");
    expect(allowedIds(c)).toEqual(["jpg-800", "png-800"]);
    expect(c.files.find((f) => f.id === "svg")).toMatchObject({ allowed: false, unlockedBy: "professional", width: 2400 });
    expect(c.offers.map((o) => [o.level, o.amount])).toEqual([
      ["professional", 3000],
      ["brand", 7000],
    ]);
    expect(c.brandItems.every((item) => !item.included)).toBe(true);

    const png = await file(owner, designId, "png-800");
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["content-disposition"]).toBe('attachment; filename="blue-bottle-800x600.png"');
    expect(await size(png.rawPayload)).toEqual({ format: "png", width: 800, height: 600 });
    const jpg = await file(owner, designId, "jpg-800");
    expect(await size(jpg.rawPayload)).toEqual({ format: "jpeg", width: 800, height: 600 });
    for (const id of ["svg", "eps", "pdf", "png-2400", "favicon", "avatar"]) expect((await file(owner, designId, id)).statusCode).toBe(403);
    expect((await file(owner, designId, "png-custom", "?width=1000&height=1000")).statusCode).toBe(403);
  });

  it("Professional adds SVG 2400 wide, EPS, PDF, 2400x1800, custom sizes up to 5000 px and the icons", async () => {
    await buyPackage(owner, designId, "professional");
    const c = await center(owner, designId);
    expect(c.level).toBe("professional");
    expect(allowedIds(c)).toEqual(["jpg-800", "png-800", "svg", "eps", "pdf", "jpg-2400", "png-2400", "png-custom", "jpg-custom", "avatar", "icon", "favicon"]);
    expect(c.offers.map((o) => [o.level, o.amount])).toEqual([["brand", 4000]]);

    const svg = (await file(owner, designId, "svg")).rawPayload.toString("utf8");
    expect(svg).toMatch(/^<svg[^>]* width="2400" height="\d+"/);
    expect(await size(Buffer.from(svg))).toMatchObject({ format: "svg", width: 2400 });

    const eps = await file(owner, designId, "eps");
    expect(eps.headers["content-type"]).toBe("application/postscript");
    const ps = eps.rawPayload.toString("latin1");
    expect(ps.startsWith("%!PS-Adobe-3.0 EPSF-3.0\n")).toBe(true);
    expect(ps).toMatch(/\n%%BoundingBox: 0 0 600 \d+\n/);
    expect(ps).toContain(" curveto\n");
    expect(ps.trimEnd().endsWith("%%EOF")).toBe(true);

    const pdf = await file(owner, designId, "pdf");
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getWidth()).toBe(600);
    expect(doc.getTitle()).toBe("Blue Bottle");

    expect(await size((await file(owner, designId, "png-2400")).rawPayload)).toEqual({ format: "png", width: 2400, height: 1800 });
    expect(await size((await file(owner, designId, "jpg-custom", "?width=1200&height=300")).rawPayload)).toEqual({ format: "jpeg", width: 1200, height: 300 });
    expect(await size((await file(owner, designId, "png-custom", "?width=5000&height=16")).rawPayload)).toEqual({ format: "png", width: 5000, height: 16 });
    for (const query of ["?width=5001&height=100", "?width=100&height=5001", "?width=15&height=100", "", "?width=abc"]) {
      const refused = await file(owner, designId, "png-custom", query);
      expect(refused.statusCode, query).toBe(400);
    }
    const tooLarge = (await file(owner, designId, "png-custom", "?width=5001&height=100")).json<Body<null>>();
    expect(tooLarge.error).toBe("CUSTOM_SIZE_MAX");
    expect(tooLarge.msg).toBe("width or height must not exceed 5000 px");
    expect((await file(owner, designId, "png-custom", "?width=15&height=100")).json<Body<null>>().error).toBe("CUSTOM_SIZE");
    expect(await size((await file(owner, designId, "avatar")).rawPayload)).toEqual({ format: "png", width: 400, height: 400 });
    expect(await size((await file(owner, designId, "icon")).rawPayload)).toEqual({ format: "png", width: 512, height: 512 });
    const zip = (await file(owner, designId, "favicon")).rawPayload;
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.includes(Buffer.from("favicon.ico"))).toBe(true);
    expect((await file(owner, designId, "mp4")).statusCode).toBe(404);
  });

  it("files are made once and stored under names only the server can make, in the task's folder", async () => {
    const taskId = designId.split(":")[1] ?? "";
    const keys: string[] = [];
    for await (const object of ctx.storage.list(`ai-images/${taskId}/center`)) keys.push(object.key);
    expect(keys.some((key) => /\/1-png-800-800x600-[\w-]{22}\.png$/.test(key))).toBe(true);
    // Custom sizes were made above but are not kept.
    expect(keys.some((key) => key.includes("custom"))).toBe(false);
    const again = await file(owner, designId, "png-800");
    expect(again.statusCode).toBe(200);
    const oss = await ctx.app.inject({ method: "GET", url: `/oss/${keys[0] ?? ""}` });
    expect(oss.statusCode).toBe(404);
  });

  it("a refunded upgrade withdraws only that order's level", async () => {
    const other = await signIn(ctx, { aiCredits: 10 });
    const id = `task:${await finishedTask(other, "logo")}:0`;
    await buyPackage(other, id, "basic");
    const upgrade = await buyPackage(other, id, "brand");
    const before = await center(other, id);
    expect(before.level).toBe("brand");
    expect(before.brandItems.every((item) => item.included)).toBe(true);
    expect(before.offers).toEqual([]);
    await ctx.database.db.update(designUnlocks).set({ revokedAt: new Date() }).where(eq(designUnlocks.orderId, upgrade));
    expect((await center(other, id)).level).toBe("basic");
  });

  it("another user gets 404; an admin sees everything open but cannot buy the owner's upgrade", async () => {
    const stranger = await signIn(ctx);
    expect((await view(stranger, designId)).statusCode).toBe(404);
    expect((await file(stranger, designId, "png-800")).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: `/api/download-center/${encodeURIComponent(designId)}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/download-center/not-a-design", headers: stranger.headers })).statusCode).toBe(400);

    const admin = await signIn(ctx, { isAdmin: true });
    const c = await center(admin, designId);
    expect(c).toMatchObject({ level: "professional", access: "staff", owner: false, brandPlatform: false });
    expect(c.files.every((f) => f.allowed)).toBe(true);
    expect(c.offers).toEqual([{ level: "brand", product: "package-brand", amount: 4000, currency: "USD", canBuy: false }]);
    expect((await file(admin, designId, "svg")).statusCode).toBe(200);
  });

  it("bought through the orders service: Basic, then Professional at the difference; nobody else can buy the upgrade", async () => {
    const buyer = await signIn(ctx, { aiCredits: 10 });
    const id = `task:${await finishedTask(buyer, "logo")}:0`;
    const basicOrder = await buy(ctx, buyer, { product: "package-basic", provider: "sandbox", designId: id });
    const basic = await center(buyer, id);
    expect(basic.level).toBe("basic");
    expect(allowedIds(basic)).toEqual(["jpg-800", "png-800"]);
    const offer = basic.offers.find((o) => o.level === "professional");
    expect(offer).toMatchObject({ product: "package-professional", amount: 3000, canBuy: true });

    const stranger = await signIn(ctx);
    const refused = await createOrder(ctx, stranger, { product: "package-professional", provider: "sandbox", designId: id });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: "UPGRADE_OWNER_ONLY", msg: "Only the logo owner can make this upgrade!" });

    // The upgrade the center offers costs what the center said it would.
    const upgrade = await createOrder(ctx, buyer, { product: offer?.product, provider: "sandbox", designId: id });
    expect(upgrade.body.data.amount).toBe(offer?.amount);
    const professionalOrder = await buy(ctx, buyer, { product: "package-professional", provider: "sandbox", designId: id });
    const professional = await center(buyer, id);
    expect(professional.level).toBe("professional");
    expect((await file(buyer, id, "svg")).statusCode).toBe(200);

    // The orders that bought the packages, newest first, each with its receipt; the owner's papers only.
    expect(professional.orders.map((o) => [o.orderId, o.level, o.refunded])).toEqual([
      [professionalOrder, "professional", false],
      [basicOrder, "basic", false],
    ]);
    const receipt = await ctx.app.inject({ method: "GET", url: `/api/payment/orders/${professional.orders[0]?.orderId}/receipt`, headers: buyer.headers });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    const admin = await signIn(ctx, { isAdmin: true });
    expect((await center(admin, id)).orders).toEqual([]);
  });

  it("a designer's own logo is open without a package (designers bypass checks)", async () => {
    const designer = await signIn(ctx, { aiCredits: 10, designerType: 1 });
    const id = `task:${await finishedTask(designer, "logo")}:0`;
    const c = await center(designer, id);
    expect(c).toMatchObject({ level: null, access: "staff" });
    expect(c.files.every((f) => f.allowed)).toBe(true);
  });

  it("a designer sees a buyer's logo with everything open (designer fixes) but cannot buy its upgrade; a designer fix is for one's own logo", async () => {
    const buyer = await signIn(ctx, { aiCredits: 10 });
    const id = `task:${await finishedTask(buyer, "logo")}:0`;
    const designer = await signIn(ctx, { designerType: 1 });
    const c = await center(designer, id);
    expect(c).toMatchObject({ level: null, access: "staff", owner: false });
    expect(c.files.every((f) => f.allowed)).toBe(true);
    expect(c.offers.every((o) => !o.canBuy)).toBe(true);
    expect((await file(designer, id, "eps")).statusCode).toBe(200);
    const refused = await createOrder(ctx, designer, { product: "package-basic", provider: "sandbox", designId: id });
    expect(refused.body).toMatchObject({ error: "LOGO_OWNER_ONLY", msg: "Only the logo owner can make this operation!" });
    const notMine = await createOrder(ctx, designer, { product: "designer-fix", provider: "sandbox", designId: id, request: "Bigger" });
    expect(notMine.status).toBe(403);
    expect(notMine.body).toMatchObject({ error: "OWNER_ONLY", msg: "Only the owner can operate" });
    expect((await createOrder(ctx, buyer, { product: "designer-fix", provider: "sandbox", designId: id, request: "Bigger" })).status).toBe(200);
  });

  it("raster results: SVG traced at 2400 wide, PDF and EPS with the image embedded", async () => {
    const buyer = await signIn(ctx, { aiCredits: 10 });
    const id = `task:${await finishedTask(buyer, "raster")}:0`;
    await buyPackage(buyer, id, "professional");
    const svg = (await file(buyer, id, "svg")).rawPayload.toString("utf8");
    expect(svg).toMatch(/<svg[^>]* width="2400" height="2400"/);
    expect(svg).toContain("<path");
    const ps = (await file(buyer, id, "eps")).rawPayload.toString("latin1");
    expect(ps.startsWith("%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 600 600\n")).toBe(true);
    expect(ps).toContain("/DCTDecode filter >> image");
    expect(ps).toContain("~>\ngrestore\nshowpage\n%%EOF");
    const doc = await PDFDocument.load((await file(buyer, id, "pdf")).rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(await size((await file(buyer, id, "png-800")).rawPayload)).toEqual({ format: "png", width: 800, height: 600 });
  });
});
