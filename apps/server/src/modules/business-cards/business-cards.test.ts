import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassicLogo, GetAllInfoResult, Work } from "@studio/contracts";
import { users } from "../../db/schema";
import { defaultCreditsConfig } from "../credits/credits.config";
import { buy } from "../payments/payments-fixtures";
import { createTestApp, sellEverything, signIn, type SignedIn, type TestContext } from "../../../test/helper";

let ctx: TestContext;
let logos: ClassicLogo[];

beforeAll(async () => {
  // No free downloads: a card download is paid by credits, a purchase, the Brand package or Pro.
  ctx = await createTestApp({ credits: { ...defaultCreditsConfig, freeDownloadsPerDay: 0 } }, { productOffered: sellEverything });
  const res = await ctx.app.inject({ method: "POST", url: "/api/getAllInfo", payload: { name: "Harbor & Pine", industry: "marine supplies", page_size: 6 } });
  logos = (JSON.parse(res.body) as { data: GetAllInfoResult }).data.list;
});
afterAll(async () => {
  await ctx.close();
});

type Envelope<T> = { code: number; data: T; msg: string; error?: string };
const json = <T>(body: string): Envelope<T> => JSON.parse(body) as Envelope<T>;
const post = (user: SignedIn | null, url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "POST", url, headers: user?.headers ?? {}, payload });
const get = (user: SignedIn | null, url: string) => ctx.app.inject({ url, headers: user?.headers ?? {} });

/** A card side: background, the name in Latin and Chinese, a band. */
const side = (name: string, background = "#1d3557") => ({
  version: 3,
  kind: "card",
  width: 2000,
  height: 1222,
  background: { type: "solid", color: background },
  layout: { aspect: "horizontal", code: "" },
  elements: [
    { id: "band", role: "decoration", type: "shape", shape: "square", fill: "#457b9d", x: 1900, y: 611, width: 200, height: 1222 },
    { id: "name", role: "name", type: "text", text: name, fontId: "inter-600", fontSize: 120, color: "#f1faee", x: 800, y: 600, field: "name" },
    { id: "title", role: "text", type: "text", text: "设计师", fontId: "noto-sans-sc-400", fontSize: 70, color: "#a8dadc", x: 800, y: 800, field: "title" },
  ],
});

async function saveCard(user: SignedIn, name: string): Promise<Work> {
  const res = await post(user, "/api/user/ai-design/works", { kind: "bizcard", name, document: side(name), preset: "bizcard" });
  expect(res.statusCode, res.body).toBe(200);
  return json<Work>(res.body).data;
}

const download = (user: SignedIn | null, payload: Record<string, unknown>) => post(user, "/api/businesscard/download", payload);

async function fetchFile(user: SignedIn, url: string) {
  const res = await get(user, url);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const credits = async (who: SignedIn) => (await ctx.database.db.select().from(users).where(eq(users.id, who.user.id)))[0]?.aiCredits;

describe("business card downloads", () => {
  it("draws the card's pages as a print PDF, keeps it and answers its URL; the file is its owner's only", async () => {
    const user = await signIn(ctx, { aiCredits: 50 });
    const res = await download(user, { pages: [side("Ada Lovelace"), side("Back", "#ffffff")], format: "print-pdf", name: "Ada card" });
    expect(res.statusCode, res.body).toBe(200);
    const { url, filename } = json<{ url: string; filename: string }>(res.body).data;
    expect(filename).toBe("Ada-card-print.pdf");
    expect(url).toMatch(/^\/api\/businesscard\/download\/[\w-]{22}\?format=print-pdf&/);
    const file = await fetchFile(user, url);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toContain("Ada-card-print.pdf");
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    // 90 x 55 mm plus 2 x 3 mm bleed plus 2 x 7 mm for the marks.
    expect((pdf.getPage(0).getWidth() * 25.4) / 72).toBeCloseTo(110, 1);
    expect(pdf.getPage(0).getTrimBox().width).toBeCloseTo((90 * 72) / 25.4, 1);
    // Charged once as a PDF (priced as a vector file, 5 credits).
    expect(await credits(user)).toBe(45);
    const stranger = await signIn(ctx);
    expect((await get(stranger, url)).statusCode).toBe(404);
    expect((await get(null, url)).statusCode).toBe(401);
    // Not served by /oss under its storage key either.
    const id = /download\/([\w-]+)\?/.exec(url)?.[1] ?? "";
    expect((await get(null, `/oss/bizcards/${user.user.id}/${id}.print.pdf`)).statusCode).toBe(404);
  });

  it("draws a side as PNG at the card's size and both sides as a plain PDF", async () => {
    const user = await signIn(ctx, { aiCredits: 50 });
    const pages = [side("Grace Hopper"), side("Back", "#ffffff")];
    const png = await download(user, { pages, format: "png", side: 1 });
    expect(png.statusCode, png.body).toBe(200);
    const image = await fetchFile(user, json<{ url: string }>(png.body).data.url);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.readUInt32BE(16)).toBe(2000);
    expect(image.rawPayload.readUInt32BE(20)).toBe(1222);
    const pdf = await download(user, { pages, format: "pdf" });
    const plain = await PDFDocument.load((await fetchFile(user, json<{ url: string }>(pdf.body).data.url)).rawPayload);
    expect(plain.getPageCount()).toBe(2);
    expect(plain.getPage(0).getWidth()).toBe(2000);
  });

  it("refuses what is not a card: another kind of document, another user's work, a work that is no card, nothing to draw, too large", async () => {
    const user = await signIn(ctx, { aiCredits: 50 });
    const poster = { ...side("Poster"), kind: "poster" };
    expect((await download(user, { pages: [poster], format: "png" })).statusCode).toBe(400);
    expect((await download(user, { format: "png" })).statusCode).toBe(400);
    expect((await download(user, { pages: [side("A"), side("B"), side("C")], format: "pdf" })).statusCode).toBe(400);
    expect((await download(user, { pages: [side("A")], format: "png", side: 1 })).statusCode).toBe(400);
    const huge = await download(user, { pages: [side("A")], format: "png", width: 6000 });
    expect(json(huge.body).error).toBe("CUSTOM_SIZE_MAX");
    const other = await signIn(ctx);
    const card = await saveCard(other, "Theirs");
    expect((await download(user, { work_id: card.id, format: "pdf" })).statusCode).toBe(404);
    const design = await post(user, "/api/user/ai-design/works", { kind: "design", name: "Poster", document: poster });
    expect((await download(user, { work_id: json<Work>(design.body).data.id, format: "pdf" })).statusCode).toBe(400);
    expect(await credits(user)).toBe(50);
    expect((await download(null, { pages: [side("A")], format: "png" })).statusCode).toBe(401);
  });

  it("without a right to the card answers the payment error; a bought bizcard (code 2) for the card downloads it free in every format", async () => {
    const user = await signIn(ctx, { aiCredits: 0 });
    const card = await saveCard(user, "Bought card");
    const refused = await download(user, { work_id: card.id, format: "print-pdf" });
    expect(refused.statusCode).toBe(403);
    expect(json(refused.body).error).toBe("FREE_DOWNLOAD_LIMIT");
    // Pay-per-download {model_id, type: 2}: the card's work id, as a poster's.
    await buy(ctx, user, { product: "download-bizcard", designId: `work:${card.id}` });
    for (const format of ["print-pdf", "pdf", "png"]) expect((await download(user, { work_id: card.id, format })).statusCode).toBe(200);
    // The editor's pages of the bought card (work_id with pages) are drawn under the same right.
    expect((await download(user, { work_id: card.id, pages: [side("Edited")], format: "print-pdf" })).statusCode).toBe(200);
    expect(await credits(user)).toBe(0);
    // The editor's export route knows the card's purchase too.
    expect((await post(user, `/api/user/ai-design/works/export/${card.id}`, { format: "png" })).statusCode).toBe(200);
  });

  it("a saved card named by work_id alone is drawn as saved: the PDF holds its back too, and the PNG of side 1 is the back", async () => {
    const user = await signIn(ctx, { aiCredits: 0, designerType: 1 });
    const res = await post(user, "/api/user/ai-design/works", {
      kind: "bizcard",
      name: "Two sides",
      document: side("Front"),
      back: side("Back", "#e63946"),
      preset: "bizcard",
    });
    expect(res.statusCode, res.body).toBe(200);
    const card = json<Work>(res.body).data;
    const pdf = await download(user, { work_id: card.id, format: "pdf" });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect((await PDFDocument.load((await fetchFile(user, json<{ url: string }>(pdf.body).data.url)).rawPayload)).getPageCount()).toBe(2);
    const back = await download(user, { work_id: card.id, format: "png", side: 1 });
    expect(back.statusCode, back.body).toBe(200);
    expect(json<{ filename: string }>(back.body).data.filename).toBe("Two-sides-back.png");
  });

  it("the Brand package of the logo the card is made from includes it; Pro downloads every card; staff bypass", async () => {
    const user = await signIn(ctx, { aiCredits: 0 });
    const logo = logos.find((candidate) => candidate.symbol.kind === "icon") as ClassicLogo;
    const { svg, ...data } = logo;
    const saved = await post(user, "/api/user/favourite", { data, gradient: null, gtoken: logo.token, svg });
    const faId = json<{ fa_id: number }>(saved.body).data.fa_id;
    expect((await download(user, { pages: [side("Brand")], format: "print-pdf", logo: faId })).statusCode).toBe(403);
    await buy(ctx, user, { product: "package-professional", designId: `logo:${faId}` });
    expect((await download(user, { pages: [side("Brand")], format: "print-pdf", logo: faId })).statusCode).toBe(403);
    await buy(ctx, user, { product: "package-brand", designId: `logo:${faId}` });
    expect((await download(user, { pages: [side("Brand")], format: "print-pdf", logo: faId })).statusCode).toBe(200);
    expect((await download(user, { pages: [side("Brand")], format: "print-pdf", logo: `logo:${faId}` })).statusCode).toBe(200);
    // Someone else naming that logo has no package of their own.
    const stranger = await signIn(ctx, { aiCredits: 0 });
    expect((await download(stranger, { pages: [side("Brand")], format: "print-pdf", logo: faId })).statusCode).toBe(403);
    const member = await signIn(ctx, { aiCredits: 0, vip: true, vipEndsAt: new Date(Date.now() + 86_400_000) });
    expect((await download(member, { pages: [side("Pro")], format: "print-pdf" })).statusCode).toBe(200);
    const designer = await signIn(ctx, { aiCredits: 0, designerType: 1 });
    expect((await download(designer, { pages: [side("Designer")], format: "png" })).statusCode).toBe(200);
  });

  it("two downloads of the same card at once charge once", async () => {
    const user = await signIn(ctx, { aiCredits: 20 });
    const card = await saveCard(user, "Twice");
    const [first, second] = await Promise.all([
      download(user, { work_id: card.id, format: "print-pdf" }),
      download(user, { work_id: card.id, format: "print-pdf" }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await credits(user)).toBe(15);
    // Again later: the format is paid for this card.
    expect((await download(user, { work_id: card.id, format: "pdf" })).statusCode).toBe(200);
    expect(await credits(user)).toBe(15);
  });
});
