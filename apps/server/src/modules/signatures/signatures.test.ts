import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNATURE_PAGE_SIZE, type ClassicLogo, type GetAllInfoResult, type Signature, type SignatureList } from "@studio/contracts";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";

let ctx: TestContext;
let logo: ClassicLogo;

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: "https://studio.example" });
  const res = await ctx.app.inject({ method: "POST", url: "/api/getAllInfo", payload: { name: "Harbor & Pine", industry: "marine supplies", page_size: 6 } });
  logo = (JSON.parse(res.body) as { data: GetAllInfoResult }).data.list[0] as ClassicLogo;
});
afterAll(async () => {
  await ctx.close();
});

type Envelope<T> = { code: number; data: T; msg: string; error?: string };
const json = <T>(body: string): Envelope<T> => JSON.parse(body) as Envelope<T>;

const fields = {
  name: `Ada <b>Lovelace</b>`,
  title: "Founder & CEO",
  company: `O'Brien "Tea"`,
  phone: "+1 555 010 2030",
  email: "ada@example.com",
  web: "example.com",
  address: "1 Main St",
  layout: "classic",
  color: "#0a7c55",
};

async function saveLogo(user: SignedIn): Promise<number> {
  const { svg, ...data } = logo;
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/user/favourite",
    headers: user.headers,
    payload: { data, gradient: null, gtoken: logo.token, svg },
  });
  expect(res.statusCode).toBe(200);
  return json<{ fa_id: number }>(res.body).data.fa_id;
}
const save = (user: SignedIn, payload: Record<string, unknown>) => ctx.app.inject({ method: "POST", url: "/api/email/model", headers: user.headers, payload });
const list = async (user: SignedIn, page: number) =>
  json<SignatureList>((await ctx.app.inject({ url: `/api/email/model?page=${page}`, headers: user.headers })).body).data;
const remove = (user: SignedIn, id: number) => ctx.app.inject({ method: "POST", url: `/api/email/delete/${id}`, headers: user.headers });

describe("e-mail signatures", () => {
  it("answers visitors with 'You are not logged in!'", async () => {
    for (const [method, url] of [
      ["GET", "/api/email/model?page=1"],
      ["POST", "/api/email/delete/1"],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(json(res.body)).toMatchObject({ error: "NOT_LOGGED_IN" });
    }
  });

  it("makes mail-safe HTML on the server with the logo as a hosted PNG of its shown size, and lists it as {id, html}", async () => {
    const user = await signIn(ctx);
    const faId = await saveLogo(user);
    const res = await save(user, { logo: faId, fields, html: "<style>ignored</style>" });
    expect(res.statusCode).toBe(200);
    const saved = json<Signature>(res.body).data;
    expect(saved.html).not.toMatch(/<style|<link|\sclass=/i);
    expect(saved.html).toContain("Ada &lt;b&gt;Lovelace&lt;/b&gt;");
    expect(saved.html).toContain("O&#39;Brien &quot;Tea&quot;");
    const img = /<img [^>]*>/.exec(saved.html)?.[0] ?? "";
    const src = /src="([^"]+)"/.exec(img)?.[1] ?? "";
    expect(src).toMatch(/^https:\/\/studio\.example\/oss\/signatures\/\d+\/[\w-]+\.png$/);
    const width = Number(/ width="(\d+)"/.exec(img)?.[1]);
    const height = Number(/ height="(\d+)"/.exec(img)?.[1]);
    expect(width).toBeGreaterThan(0);
    expect(width).toBeLessThanOrEqual(200);
    expect(height).toBeLessThanOrEqual(60);
    // The file is served without a session (mail clients fetch it), at twice the shown size.
    const file = await ctx.app.inject({ url: new URL(src).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    const meta = await sharp(file.rawPayload).metadata();
    expect(Math.abs((meta.width ?? 0) - 2 * width)).toBeLessThanOrEqual(1);
    expect(Math.abs((meta.height ?? 0) - 2 * height)).toBeLessThanOrEqual(1);
    const page = await list(user, 1);
    expect(page).toMatchObject({ page: 1, more: false });
    expect(page.list).toEqual([saved]);
  });

  it("refuses bad fields and another user's logo", async () => {
    const user = await signIn(ctx);
    const other = await signIn(ctx);
    const othersLogo = await saveLogo(other);
    expect((await save(user, { fields: { ...fields, name: "" } })).statusCode).toBe(400);
    expect((await save(user, { fields: { ...fields, email: "not an email" } })).statusCode).toBe(400);
    expect((await save(user, { fields: { ...fields, color: "red; background:url(x)" } })).statusCode).toBe(400);
    expect((await save(user, { fields: { ...fields, layout: "fancy" } })).statusCode).toBe(400);
    expect((await save(user, { fields: { ...fields, address: "x".repeat(121) } })).statusCode).toBe(400);
    expect((await save(user, { logo: othersLogo, fields })).statusCode).toBe(404);
    expect((await list(user, 1)).list).toEqual([]);
  });

  it("pages by 12 with a has-more flag; an empty page ends the list", async () => {
    const user = await signIn(ctx);
    const ids: number[] = [];
    for (let i = 0; i < SIGNATURE_PAGE_SIZE + 1; i++)
      ids.push(json<Signature>((await save(user, { fields: { ...fields, name: `Person ${i}` } })).body).data.id);
    const first = await list(user, 1);
    expect(first.list).toHaveLength(SIGNATURE_PAGE_SIZE);
    expect(first.more).toBe(true);
    const second = await list(user, 2);
    expect(second.list).toHaveLength(1);
    expect(second.more).toBe(false);
    expect(new Set([...first.list, ...second.list].map((item) => item.id))).toEqual(new Set(ids));
    expect(await list(user, 3)).toMatchObject({ list: [], more: false });
  });

  it("lets only the owner replace or delete a signature; the logo file goes with its last signature", async () => {
    const owner = await signIn(ctx);
    const stranger = await signIn(ctx);
    const faId = await saveLogo(owner);
    const first = json<Signature>((await save(owner, { logo: faId, fields })).body).data;
    const second = json<Signature>((await save(owner, { logo: faId, fields: { ...fields, layout: "stacked" } })).body).data;
    const src = /src="([^"]+)"/.exec(first.html)?.[1] ?? "";
    // The same logo is one file, shared.
    expect(second.html).toContain(src);

    expect((await save(stranger, { id: first.id, fields: { ...fields, name: "Mallory" } })).statusCode).toBe(404);
    const refused = await remove(stranger, first.id);
    expect(refused.statusCode).toBe(404);
    expect((await list(owner, 1)).list.map((item) => item.id)).toEqual([second.id, first.id]);

    const replaced = json<Signature>((await save(owner, { id: first.id, fields: { ...fields, name: "Ada King" } })).body).data;
    expect(replaced.id).toBe(first.id);
    expect(replaced.html).toContain("Ada King");
    expect(replaced.html).not.toContain("<img");

    expect((await remove(owner, first.id)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: new URL(src).pathname })).statusCode).toBe(200);
    expect(json((await remove(owner, second.id)).body)).toMatchObject({ data: { id: second.id } });
    expect((await ctx.app.inject({ url: new URL(src).pathname })).statusCode).toBe(404);
    expect((await remove(owner, second.id)).statusCode).toBe(404);
    expect((await list(owner, 1)).list).toEqual([]);
  });

  it("is in the API documentation", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs" })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/email/model", "/api/email/delete/{id}"]));
  });
});
