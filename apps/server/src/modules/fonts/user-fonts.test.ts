import { parse } from "opentype.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDesignDocument, renderDesignSvg } from "@studio/design";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { boxesOpenType, sampleTrueType, sampleWoff, sampleWoff2 } from "./sample-fonts.fixture";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const boundary = "----studio-font-test";
function upload(headers: Record<string, string>, bytes: Buffer, filename: string) {
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: "POST",
    url: "/api/user/fonts/upload",
    headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const save = (headers: Record<string, string>, id: number, body: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: `/api/user/fonts/${id}/save`, headers, payload: body });

const arrayBufferOf = (bytes: Buffer): ArrayBuffer => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

describe("users' own fonts", () => {
  it("takes TTF, OTF, WOFF and WOFF2, keeps each as TrueType under tmp, then under the user's fonts when saved", async () => {
    const { user, headers } = await signIn(ctx);
    const files: [string, Buffer][] = [
      ["Brand.ttf", sampleTrueType()],
      ["Boxes.otf", boxesOpenType()],
      ["Brand.woff", sampleWoff()],
      ["Brand.woff2", await sampleWoff2()],
    ];
    for (const [filename, bytes] of files) {
      const uploaded = await upload(headers, bytes, filename);
      expect(uploaded.statusCode, filename).toBe(200);
      const font = uploaded.json().data;
      expect(font).toMatchObject({ name: filename.replace(/\.\w+$/, ""), saved: false, font_url: null, original_format: filename.split(".")[1] });
      expect(font.font_id).toBe(`user-${font.id}`);
      const tmp = [];
      for await (const object of ctx.storage.list(`fonts/tmp/${user.id}`)) tmp.push(object.key);
      expect(tmp).toHaveLength(1);
      // Not served while it waits under tmp, not even to its owner.
      expect((await ctx.app.inject({ method: "GET", url: `/oss/${tmp[0]}` })).statusCode).toBe(404);

      const saved = await save(headers, font.id);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({ saved: true });
      const url: string = saved.json().data.font_url;
      expect(url).toMatch(new RegExp(`^/oss/fonts/users/${user.id}/${font.id}\\.ttf\\?exp=\\d+&sig=`));
      const served = await ctx.app.inject({ method: "GET", url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("font/ttf");
      expect(parse(arrayBufferOf(served.rawPayload)).outlinesFormat).toBe("truetype");
      for await (const object of ctx.storage.list(`fonts/tmp/${user.id}`)) expect.unreachable(`tmp file left: ${object.key}`);
    }
    const list = await ctx.app.inject({ method: "GET", url: "/api/user/fonts", headers });
    expect(list.json().data.list.map((font: { name: string }) => font.name)).toEqual(["Brand", "Boxes", "Brand", "Brand"]);
    expect(list.json().data.max).toBe(100);
  });

  it("refuses what is not a font, a damaged font and a file over 10 MB, with their messages", async () => {
    const { headers } = await signIn(ctx);
    const svg = await upload(headers, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>"), "font.ttf");
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toMatchObject({ msg: "Custom fonts accept ttf, otf, woff and woff2 files; this file cannot be read as a font." });
    const damaged = await upload(headers, sampleTrueType().subarray(0, 300), "cut.ttf");
    expect(damaged.statusCode).toBe(415);
    const big = Buffer.concat([sampleTrueType(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(headers, big, "big.ttf");
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().msg).toBe("Font files must be 10 MB or smaller, please upload again");
    const list = await ctx.app.inject({ method: "GET", url: "/api/user/fonts", headers });
    expect(list.json().data.list).toEqual([]);
  });

  it("lets only the owner save, rename, delete, list and fetch a font", async () => {
    const owner = await signIn(ctx);
    const other = await signIn(ctx);
    const id: number = (await upload(owner.headers, sampleTrueType(), "Mine.ttf")).json().data.id;
    expect((await save(other.headers, id)).statusCode).toBe(404);
    const saved = await save(owner.headers, id, { name: "House font" });
    expect(saved.json().data.name).toBe("House font");
    const url: string = saved.json().data.font_url;

    expect((await ctx.app.inject({ method: "PATCH", url: `/api/user/fonts/${id}`, headers: other.headers, payload: { name: "Stolen" } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/user/fonts/${id}`, headers: other.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/api/user/fonts", headers: other.headers })).json().data.list).toEqual([]);
    expect((await ctx.app.inject({ method: "GET", url: "/api/user/fonts" })).statusCode).toBe(401);
    expect((await upload({}, sampleTrueType(), "x.ttf")).statusCode).toBe(401);
    // The file itself: only with the owner's signature.
    expect((await ctx.app.inject({ method: "GET", url: url.split("?")[0] })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: url.replace(/sig=[^&]+/, "sig=AAAA") })).statusCode).toBe(404);

    const renamed = await ctx.app.inject({ method: "PATCH", url: `/api/user/fonts/${id}`, headers: owner.headers, payload: { name: "  Brand serif " } });
    expect(renamed.json().data.name).toBe("Brand serif");
    expect((await ctx.app.inject({ method: "PATCH", url: `/api/user/fonts/${id}`, headers: owner.headers, payload: { name: "" } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/user/fonts/${id}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/api/user/fonts", headers: owner.headers })).json().data.list).toEqual([]);
  });

  it("draws a document in the user's font through fontsForDocument: the custom glyphs, and nothing of it for anyone else", async () => {
    const { user, headers } = await signIn(ctx);
    const stranger = await signIn(ctx);
    const id: number = (await upload(headers, boxesOpenType("Studio Boxes"), "Boxes.otf")).json().data.id;
    await save(headers, id);
    const doc = parseDesignDocument({
      version: 2,
      kind: "logo",
      width: 600,
      height: 200,
      background: { type: "solid", color: "#ffffff" },
      layout: { aspect: "horizontal", code: "" },
      elements: [{ id: "name", role: "name", type: "text", x: 300, y: 100, text: "AB", fontId: `user-${id}`, fontSize: 100, color: "#112233" }],
    });
    const fonts = await ctx.app.services.fonts.forDocument(doc, user.id);
    const faces = fonts.faces(`user-${id}`, "AB");
    expect(faces).toHaveLength(1);
    expect(faces[0]?.names.fontFamily?.en).toBe("Studio Boxes");
    const svg = renderDesignSvg(doc, fonts);
    // Each box glyph is four straight edges, outlined (no <text>): the drawing is the custom font's.
    const name = /<g id="name"[^>]*>([\s\S]*?)<\/g>/.exec(svg)?.[1] ?? "";
    expect(name).toMatch(/<path/);
    expect(name).not.toMatch(/[QC]/);
    expect(svg).not.toBe(renderDesignSvg(doc, createNodeLogoDeps().fonts));

    const strangers = await ctx.app.services.fonts.forDocument(doc, stranger.user.id);
    expect(strangers.faces(`user-${id}`, "AB")).toEqual([]);
    // Deleted: the next render has no faces for it (an empty result, the document still renders).
    await ctx.app.inject({ method: "DELETE", url: `/api/user/fonts/${id}`, headers });
    const after = await ctx.app.services.fonts.forDocument(doc, user.id);
    expect(after.faces(`user-${id}`, "AB")).toEqual([]);
    expect(() => renderDesignSvg(doc, after)).not.toThrow();
  });
});
