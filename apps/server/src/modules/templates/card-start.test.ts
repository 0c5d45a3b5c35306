import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassicLogo, GetAllInfoResult, TemplateList, TemplateSummary, Work } from "@studio/contracts";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";

let ctx: TestContext;
let logos: ClassicLogo[];

beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({ method: "POST", url: "/api/getAllInfo", payload: { name: "Harbor & Pine", industry: "marine supplies", page_size: 6 } });
  logos = (JSON.parse(res.body) as { data: GetAllInfoResult }).data.list;
  // A new migration makes the first test database of a machine from scratch: slow on a loaded machine.
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

type Envelope<T> = { code: number; data: T; msg: string; error?: string };
type Element = { id: string; type: string; role: string; field?: string; text?: string; hidden?: boolean; groupId?: string | null };
type Doc = { width: number; height: number; elements: Element[] };
const json = <T>(body: string): Envelope<T> => JSON.parse(body) as Envelope<T>;
const post = (user: SignedIn, url: string, payload: Record<string, unknown>, method: "POST" | "PUT" = "POST") =>
  ctx.app.inject({ method, url, headers: user.headers, payload });

async function savedLogo(user: SignedIn): Promise<number> {
  const logo = logos.find((candidate) => candidate.symbol.kind === "icon") as ClassicLogo;
  const { svg, ...data } = logo;
  const res = await post(user, "/api/user/favourite", { data, gradient: null, gtoken: logo.token, svg });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ fa_id: number }>(res.body).data.fa_id;
}

async function cardTemplates(): Promise<TemplateSummary[]> {
  const res = await ctx.app.inject({ url: "/api/ai-design/templates?kind=bizcard" });
  expect(res.statusCode, res.body).toBe(200);
  return json<TemplateList>(res.body).data.list;
}

const byField = (doc: Doc, field: string) => doc.elements.filter((element) => element.field === field);

describe("business cards from templates", () => {
  it("lists the card templates in both sizes", async () => {
    const list = await cardTemplates();
    expect(list.filter((template) => template.builtin)).toHaveLength(6);
    expect(new Set(list.map((template) => template.preset))).toEqual(new Set(["business-card", "business-card-portrait"]));
  });

  it("starts a two-sided card from the user's logo and the form's fields; the back is kept, saved and copied", async () => {
    const user = await signIn(ctx);
    const faId = await savedLogo(user);
    const template = (await cardTemplates()).find((candidate) => candidate.preset === "business-card" && !candidate.pro) as TemplateSummary;
    const res = await post(user, `/api/ai-design/templates/${template.id}/start`, {
      logo: faId,
      fields: { name: "Ada Lovelace", title: "Engineer", phone: "+44 20 0000", email: "ada@example.com", web: "ada.dev", address: "", code: "https://ada.dev" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const work = json<Work & { pro: boolean }>(res.body).data;
    expect(work).toMatchObject({ kind: "bizcard", name: "Ada Lovelace", preset: "business-card", width: 2000, height: 1222 });
    const front = work.document as unknown as Doc;
    const back = work.back as unknown as Doc;
    expect(back).toMatchObject({ width: 2000, height: 1222 });
    expect(byField(front, "name")[0]).toMatchObject({ text: "Ada Lovelace" });
    expect(byField(front, "address")[0]).toMatchObject({ hidden: true });
    // The company is the logo's name; the Logo is the logo's own elements (its name among them).
    expect(byField(front, "company")[0]?.text).toBe("Harbor & Pine");
    for (const side of [front, back]) {
      const placed = byField(side, "Logo");
      expect(placed.length).toBeGreaterThan(1);
      expect(placed.every((element) => element.groupId?.startsWith("card-logo"))).toBe(true);
    }
    expect(byField(back, "code")[0]).toMatchObject({ type: "qrcode", text: "https://ada.dev" });

    const opened = json<Work>((await ctx.app.inject({ url: `/api/user/ai-design/works/${work.id}`, headers: user.headers })).body).data;
    expect(opened.back).toEqual(work.back);

    // A save of the front alone keeps the back; a save of the back changes it; a back of another size is refused.
    const frontOnly = await post(user, `/api/user/ai-design/works/${work.id}`, { document: work.document, version: work.version }, "PUT");
    expect(frontOnly.statusCode, frontOnly.body).toBe(200);
    const kept = json<Work>(frontOnly.body).data;
    expect(kept.back).toEqual(work.back);
    const newBack = { ...back, elements: back.elements.map((element) => (element.field === "company" ? { ...element, text: "Harbor" } : element)) };
    const saved = await post(user, `/api/user/ai-design/works/${work.id}`, { document: work.document, back: newBack, version: kept.version }, "PUT");
    expect(saved.statusCode, saved.body).toBe(200);
    expect(byField(json<Work>(saved.body).data.back as unknown as Doc, "company")[0]?.text).toBe("Harbor");
    const wrongSize = await post(
      user,
      `/api/user/ai-design/works/${work.id}`,
      { document: work.document, back: { ...newBack, width: 1222, height: 2000 }, version: kept.version + 1 },
      "PUT",
    );
    expect(wrongSize.statusCode).toBe(400);

    const copy = await post(user, "/api/user/ai-design/works/copy", { id: work.id });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(byField(json<Work>(copy.body).data.back as unknown as Doc, "company")[0]?.text).toBe("Harbor");
  });

  it("refuses a back on anything but a business card", async () => {
    const user = await signIn(ctx);
    const document = { version: 3, kind: "poster", width: 100, height: 100, background: { type: "transparent" }, layout: { aspect: "square" }, elements: [] };
    const res = await post(user, "/api/user/ai-design/works", { kind: "design", name: "Post", document, back: document });
    expect(res.statusCode).toBe(400);
    const card = await post(user, "/api/user/ai-design/works", { kind: "bizcard", name: "Card", document, back: document });
    expect(card.statusCode, card.body).toBe(200);
    const made = json<Work>(card.body).data;
    const cleared = await post(user, `/api/user/ai-design/works/${made.id}`, { document, back: null, version: made.version }, "PUT");
    expect(json<Work>(cleared.body).data.back).toBeNull();
  });
});
