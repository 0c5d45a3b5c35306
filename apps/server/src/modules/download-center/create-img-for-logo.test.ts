import { createServer, type Server } from "node:net";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { savedLogoOf, unlockPackage } from "./center-fixtures";

type Body<T> = { code: number; data: T; msg: string; error?: string };

/** POST /api/createImgForLogo: the browser's drawing of a logo, sanitised, under /api/user/download's rules. */
describe("createImgForLogo (the export payload with the browser's SVG)", () => {
  let ctx: TestContext;
  /** A listener on loopback counting every connection: a renderer that fetched anything would show here. */
  let listener: Server;
  let connections = 0;
  let port = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const address = listener.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
    await ctx.close();
  });

  const draw = (who: SignedIn | null, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: "POST", url: "/api/createImgForLogo", headers: who?.headers ?? {}, payload, remoteAddress: "203.0.113.7" });
  const get = (who: SignedIn, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });
  const fileOf = async (who: SignedIn, payload: Record<string, unknown>) => {
    const answer = await draw(who, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    const file = await get(who, answer.json<Body<{ url: string }>>().data.url);
    expect(file.statusCode).toBe(200);
    return file;
  };

  /** A simple drawing with a gradient, as the editor would post it (viewBox in the payload). */
  const good =
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0">' +
    '<stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/></linearGradient></defs>' +
    '<rect x="100" y="50" width="200" height="200" rx="20" fill="url(#g)"/><circle cx="200" cy="150" r="40" fill="#ffffff"/></svg>';

  it("draws a good SVG as PNG, JPG, SVG, PDF and EPS at the size asked, under the package rules", async () => {
    const owner = await signIn(ctx);
    const faId = await savedLogoOf(ctx, owner);
    const payload = { fa_id: faId, type: "png", width: 800, height: 600, data: good, viewBox: "0 0 400 300", name: "Harbor & Pine" };
    expect((await draw(null, payload)).statusCode).toBe(401);
    expect((await draw(owner, payload)).json<Body<null>>().error).toBe("PACKAGE_REQUIRED");
    expect((await draw(await signIn(ctx), payload)).statusCode).toBe(404);

    await unlockPackage(ctx, owner, `logo:${faId}`, "basic");
    const answer = await draw(owner, payload);
    const { url } = answer.json<Body<{ url: string }>>().data;
    expect(url).toMatch(new RegExp(`^/api/user/download/${faId}\\?type=PNG&width=800&height=600&img=[0-9a-f]{16}$`));
    const png = await get(owner, url);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: "png", width: 800, height: 600 });
    // The drawing is the posted one: red at the left of the square, blue at its right, white in the circle.
    const { data } = await sharp(png.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 800 + x) * 4, (y * 800 + x) * 4 + 4)];
    expect(at(210, 300)[0]).toBeGreaterThan(200);
    expect(at(590, 300)[2]).toBeGreaterThan(200);
    expect(at(400, 300)).toEqual([255, 255, 255, 255]);
    expect(at(5, 5)[3]).toBe(0);
    // Basic: no vectors, no custom sizes.
    expect((await draw(owner, { ...payload, type: "PDF" })).json<Body<null>>().error).toBe("PACKAGE_REQUIRED");
    expect((await draw(owner, { ...payload, width: 1000, height: 1000 })).json<Body<null>>().error).toBe("PACKAGE_REQUIRED");

    await unlockPackage(ctx, owner, `logo:${faId}`, "professional");
    const jpg = await fileOf(owner, { ...payload, type: "JPG", width: 1200, height: 300, bgColor: "#102030" });
    expect(await sharp(jpg.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 300 });
    const corner = (await sharp(jpg.rawPayload).raw().toBuffer()).subarray(0, 3);
    expect(Math.abs((corner[0] ?? 0) - 0x10) + Math.abs((corner[1] ?? 0) - 0x20) + Math.abs((corner[2] ?? 0) - 0x30)).toBeLessThan(12);
    const svg = (await fileOf(owner, { ...payload, type: "SVG" })).rawPayload.toString("utf8");
    expect(svg).toContain('viewBox="0 0 400 300"');
    expect(svg).toContain("linearGradient");
    const pdf = await fileOf(owner, { ...payload, type: "PDF" });
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(1);
    const eps = (await fileOf(owner, { ...payload, type: "EPS" })).rawPayload.toString("latin1");
    expect(eps.startsWith("%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 600 450")).toBe(true);
    const tooLarge = await draw(owner, { ...payload, width: 5001, height: 100 });
    expect(tooLarge.json<Body<null>>()).toMatchObject({ error: "CUSTOM_SIZE_MAX", msg: "width or height must not exceed 5000 px" });

    // A newer drawing replaces the file: the older URL is gone, never another user's.
    const first = (await draw(owner, payload)).json<Body<{ url: string }>>().data.url;
    const second = (await draw(owner, { ...payload, data: good.replace("#ffffff", "#00ff00") })).json<Body<{ url: string }>>().data.url;
    expect(second).not.toBe(first);
    expect((await get(owner, first)).statusCode).toBe(404);
    expect((await get(owner, second)).statusCode).toBe(200);
    expect((await get(await signIn(ctx), second)).statusCode).toBe(404);
  });

  it("designers and admins draw anyone's logo; the payload's SVG must be there", async () => {
    const owner = await signIn(ctx);
    const faId = await savedLogoOf(ctx, owner);
    for (const staff of [await signIn(ctx, { designerType: 1 }), await signIn(ctx, { isAdmin: true })]) {
      const eps = await fileOf(staff, { fa_id: faId, type: "EPS", width: 1, height: 1, data: good });
      expect(eps.rawPayload.toString("latin1")).toContain(" curveto\n");
    }
    expect((await draw(owner, { fa_id: faId, type: "PNG", width: 800, height: 600 })).statusCode).toBe(400);
  });

  it("refuses or strips a malicious SVG, and nothing is fetched from anywhere", async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const faId = await savedLogoOf(ctx, admin);
    const here = `http://127.0.0.1:${port}`;
    const hostile =
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100" onload="fetch('${here}/onload')">` +
      `<script>fetch('${here}/script')</script><style>@import url(${here}/css); rect { fill: url(${here}/paint) }</style>` +
      `<image href="${here}/a.png" width="50" height="50"/><image xlink:href="http://169.254.169.254/latest/meta-data/" width="50" height="50"/>` +
      `<image xlink:href="file:///etc/passwd" width="50" height="50"/><use href="${here}/u.svg#x"/><filter id="f"><feImage href="${here}/fe.png"/></filter>` +
      `<foreignObject width="100" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="${here}/frame"/></foreignObject>` +
      `<rect width="100" height="100" fill="url(${here}/p#g)" style="fill:url(${here}/s);stroke:#000" filter="url(#f)"/><rect width="40" height="40" fill="#ff0000"/></svg>`;
    for (const type of ["PNG", "JPG", "SVG", "PDF", "EPS"]) {
      const file = await fileOf(admin, { fa_id: faId, type, width: 800, height: 600, data: hostile });
      const text = file.rawPayload.toString("latin1");
      for (const bad of ["127.0.0.1", "169.254", "file:", "script", "onload"]) expect(text).not.toContain(bad);
    }
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>' +
      '<svg xmlns="http://www.w3.org/2000/svg"><text>&lol2;</text></svg>';
    const external = `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "${here}/xxe">]><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>`;
    const many = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${"<g/>".repeat(100_000)}</svg>`;
    for (const data of [laughs, external, many, "<svg><rect></svg>", "<html/>"]) {
      const refused = await draw(admin, { fa_id: faId, type: "PNG", width: 800, height: 600, data });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<Body<null>>().error).toBe("SVG_INVALID");
      expect(refused.json<Body<null>>().msg.length).toBeGreaterThan(10);
    }
    expect(connections).toBe(0);
  });
});
