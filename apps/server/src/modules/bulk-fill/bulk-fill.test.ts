import { createHash } from "node:crypto";
import { PDFArray, PDFDocument, PDFName } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BulkFillJob } from "@studio/contracts";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { unzip } from "../../../test/unzip";
import { bulkFillDecision } from "./bulk-fill.policy";

let ctx: TestContext;
let pro: SignedIn;
let free: SignedIn;

const text = (id: string, field: string, words: string, y: number) => ({
  id,
  type: "text",
  role: "text",
  field,
  x: 500,
  y,
  text: words,
  fontId: "inter-600",
  fontSize: 60,
  color: "#111111",
});

/** A small landscape card with name, title and email texts and a QR code, each marked with its card field. */
const card = (fields = true): Record<string, unknown> => ({
  version: 3,
  kind: "card",
  width: 1000,
  height: 611,
  background: { type: "solid", color: "#ffffff" },
  layout: { aspect: "horizontal", code: "" },
  elements: [
    text("name", "name", "Your Name", 150),
    text("title", "title", "Your Title", 250),
    text("email", "email", "you@example.com", 350),
    { id: "code", type: "qrcode", role: "qrcode", field: "code", x: 850, y: 450, text: "https://example.com", size: 200 },
  ].map((element) => (fields ? element : { ...element, field: undefined })),
});

/** A card's back: the company and the QR code, the code field filled from the row as on the front. */
const back = (): Record<string, unknown> => ({
  ...card(),
  elements: [
    text("company", "company", "Example Ltd", 200),
    { id: "back-code", type: "qrcode", role: "qrcode", field: "code", x: 500, y: 400, text: "https://example.com", size: 240 },
  ],
});

async function newCard(user: SignedIn, document: Record<string, unknown> = card(), cardBack?: Record<string, unknown>): Promise<number> {
  const created = await ctx.app.inject({
    method: "POST",
    url: "/api/user/ai-design/works",
    headers: user.headers,
    payload: { kind: "bizcard", name: "Team card", document, ...(cardBack ? { back: cardBack } : {}) },
  });
  expect(created.statusCode).toBe(200);
  return created.json<{ data: { id: number } }>().data.id;
}

const start = (user: SignedIn, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "POST", url: "/api/user/bulk-fill", headers: user.headers, payload });

async function finished(user: SignedIn, id: string): Promise<BulkFillJob> {
  for (;;) {
    const answer = await ctx.app.inject({ method: "GET", url: `/api/user/bulk-fill/${id}`, headers: user.headers });
    const job = answer.json<{ data: BulkFillJob }>().data;
    if (job.state === "succeeded" || job.state === "failed") return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const people = (count: number) =>
  [
    "Name,Job title,E-mail,QR",
    ...Array.from({ length: count }, (_, i) => `Person ${i + 1},Role ${i % 7},p${i + 1}@example.com,https://example.com/p/${i + 1}`),
  ].join("\n");
const mapping = { name: "Name", title: "Job title", email: "E-mail", code: "QR" };

beforeAll(async () => {
  ctx = await createTestApp();
  pro = await signIn(ctx, { vip: true, vipEndsAt: new Date(Date.now() + 365 * 86_400_000) });
  free = await signIn(ctx);
});
afterAll(async () => ctx?.close());

describe("bulk fill", () => {
  it("fills 50 rows into 50 distinct PNGs in one zip, named from the chosen column, with progress", async () => {
    const workId = await newCard(pro);
    const started = await start(pro, { work_id: workId, csv: people(50), mapping, name_column: "Name", format: "png", width: 400 });
    expect(started.statusCode).toBe(200);
    const job = started.json<{ data: BulkFillJob }>().data;
    expect(job).toMatchObject({ work_id: workId, format: "png", total: 50, zip_url: null });
    const done = await finished(pro, job.id);
    expect(done).toMatchObject({ state: "succeeded", done: 50, total: 50, zip_url: `/api/user/bulk-fill/${job.id}/zip` });

    const zip = await ctx.app.inject({ method: "GET", url: done.zip_url ?? "", headers: pro.headers });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toContain("Team-card-50.zip");
    const files = unzip(zip.rawPayload);
    expect(files).toHaveLength(50);
    expect(files[0]?.name).toBe("Person-1.png");
    expect(new Set(files.map((file) => file.name)).size).toBe(50);
    expect(new Set(files.map((file) => createHash("sha256").update(file.bytes).digest("hex"))).size).toBe(50);
    const meta = await sharp(files[0]?.bytes).metadata();
    expect(meta).toMatchObject({ format: "png", width: 400, height: 244 });
  }, 120_000);

  it("fills 50 rows into 50 distinct print PDFs in one zip, each the front and the back with trim and bleed boxes", async () => {
    const workId = await newCard(pro, card(), back());
    const started = await start(pro, { work_id: workId, csv: people(50), mapping, name_column: "Name", format: "print-pdf" });
    expect(started.statusCode).toBe(200);
    const job = started.json<{ data: BulkFillJob }>().data;
    expect(job).toMatchObject({ format: "print-pdf", total: 50 });
    const done = await finished(pro, job.id);
    expect(done).toMatchObject({ state: "succeeded", done: 50, total: 50 });

    const files = unzip((await ctx.app.inject({ method: "GET", url: done.zip_url ?? "", headers: pro.headers })).rawPayload);
    expect(files).toHaveLength(50);
    expect(files.map((file) => file.name).slice(0, 2)).toEqual(["Person-1.pdf", "Person-2.pdf"]);
    expect(new Set(files.map((file) => file.name)).size).toBe(50);
    expect(new Set(files.map((file) => createHash("sha256").update(file.bytes).digest("hex"))).size).toBe(50);
    for (const file of [files[0], files[49]]) {
      const pdf = await PDFDocument.load(file?.bytes ?? Buffer.alloc(0));
      expect(pdf.getPageCount()).toBe(2);
      for (const page of pdf.getPages()) {
        expect(page.node.get(PDFName.of("TrimBox"))).toBeInstanceOf(PDFArray);
        expect(page.node.get(PDFName.of("BleedBox"))).toBeInstanceOf(PDFArray);
      }
    }
  }, 180_000);

  it("draws each row's words: a Chinese row's PDF differs from a Latin row's, and an empty cell hides its field", async () => {
    const workId = await newCard(pro);
    const csv = "\uFEFF姓名,职位,邮箱\n王小明,设计总监,wang@example.cn\nAda,,ada@example.com\n";
    const started = await start(pro, { work_id: workId, csv, mapping: { name: "姓名", title: "职位", email: "邮箱" }, name_column: "姓名", format: "pdf" });
    expect(started.statusCode).toBe(200);
    const done = await finished(pro, started.json<{ data: BulkFillJob }>().data.id);
    expect(done.state).toBe("succeeded");
    const files = unzip((await ctx.app.inject({ method: "GET", url: done.zip_url ?? "", headers: pro.headers })).rawPayload);
    expect(files.map((file) => file.name)).toEqual(["王小明.pdf", "Ada.pdf"]);
    for (const file of files) expect(file.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(files[0]?.bytes.equals(files[1]?.bytes ?? Buffer.alloc(0))).toBe(false);
  }, 60_000);

  it("keeps the zip its owner's: another user gets 404 for the batch and its zip, and /oss never serves it", async () => {
    const workId = await newCard(pro);
    const job = (await start(pro, { work_id: workId, csv: people(2), mapping, format: "png", width: 100 })).json<{ data: BulkFillJob }>().data;
    const done = await finished(pro, job.id);
    expect((await ctx.app.inject({ method: "GET", url: `/api/user/bulk-fill/${job.id}`, headers: free.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: done.zip_url ?? "", headers: free.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: done.zip_url ?? "" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: `/oss/bulk-fill/${pro.user.id}/${job.id}.zip` })).statusCode).toBe(404);
    // Unnamed rows are card-1, card-2.
    const files = unzip((await ctx.app.inject({ method: "GET", url: done.zip_url ?? "", headers: pro.headers })).rawPayload);
    expect(files.map((file) => file.name)).toEqual(["card-1.png", "card-2.png"]);
  }, 60_000);

  it("refuses before drawing: the CSV's limits, unknown columns, a design without card fields, another user's work, a second batch", async () => {
    const workId = await newCard(pro);
    const refused = async (payload: Record<string, unknown>, status: number, error: string) => {
      const answer = await start(pro, { work_id: workId, mapping: {}, format: "png", ...payload });
      expect(answer.statusCode, error).toBe(status);
      expect(answer.json()).toMatchObject({ error });
    };
    await refused({ csv: "name\n" }, 400, "BULK_FILL_CSV_EMPTY");
    await refused({ csv: people(501) }, 400, "BULK_FILL_TOO_MANY_ROWS");
    await refused({ csv: `name\n${"名".repeat(340_000)}` }, 413, "BULK_FILL_CSV_TOO_LARGE");
    await refused({ csv: people(2), mapping: { phone: "Phone" } }, 400, "BULK_FILL_UNKNOWN_COLUMN");
    await refused({ csv: people(2), name_column: "Nope" }, 400, "BULK_FILL_UNKNOWN_COLUMN");
    await refused({ csv: people(2), format: "jpg" }, 400, "VALIDATION");
    await refused({ csv: people(2), work_id: await newCard(pro, card(false)) }, 400, "BULK_FILL_NOT_A_CARD");
    await refused({ csv: people(2), work_id: await newCard(free) }, 404, "NOT_FOUND");

    const first = await start(pro, { work_id: workId, csv: people(30), mapping, format: "png", width: 200 });
    expect(first.statusCode).toBe(200);
    await refused({ csv: people(2) }, 409, "BULK_FILL_BUSY");
    await finished(pro, first.json<{ data: BulkFillJob }>().data.id);
    const again = await start(pro, { work_id: workId, csv: people(1), mapping, format: "png", width: 100 });
    expect(again.statusCode).toBe(200);
    expect((await finished(pro, again.json<{ data: BulkFillJob }>().data.id)).state).toBe("succeeded");
  }, 120_000);

  it("needs Pro or the card bought: a free user is told so (403) and nothing is started", async () => {
    const workId = await newCard(free);
    const answer = await start(free, { work_id: workId, csv: people(3), mapping, format: "png" });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error: "BULK_FILL_NOT_INCLUDED" });
  });
});

describe("bulkFillDecision", () => {
  const user = { aiCredits: 0, vip: false, superVip: false, isAdmin: false, designerType: 0 };
  const now = new Date("2026-11-26T12:00:00Z");
  it("lets designers, admins, buyers of the card and Pro members fill a batch; others learn what covers one", () => {
    expect(bulkFillDecision({ user: { ...user, isAdmin: true }, now, proTemplate: true, cardBought: false })).toEqual({ allowed: true, by: "bypass" });
    expect(bulkFillDecision({ user, now, proTemplate: true, cardBought: true })).toEqual({ allowed: true, by: "bought" });
    expect(bulkFillDecision({ user: { ...user, vip: true, vipEndsAt: new Date("2026-12-01") }, now, proTemplate: true, cardBought: false })).toEqual({
      allowed: true,
      by: "pro",
    });
    expect(bulkFillDecision({ user: { ...user, vip: true, vipEndsAt: new Date("2026-11-01") }, now, proTemplate: false, cardBought: false })).toEqual({
      allowed: false,
      code: "BULK_FILL_NOT_INCLUDED",
    });
    expect(bulkFillDecision({ user, now, proTemplate: true, cardBought: false })).toEqual({ allowed: false, code: "PRO_TEMPLATE" });
  });
});
