import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import type { ImageProvider } from "../../providers/image-provider";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { defaultCreditsConfig } from "../credits/credits.config";
import type { TaskWorker } from "../tasks/tasks.worker";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { exportKey } from "./downloads.service";
import { FAVICON_FILES } from "./favicon-package";

type Body<T> = { code: number; data: T; msg: string; error?: string; limit?: string };
type Download = { url: string; format: string; paid: true; cost: number; source: string };

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

/** Entries of a zip by walking its local headers (the package is store-only). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    expect(zip.readUInt16LE(at + 8)).toBe(0);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString("utf8");
    const start = at + 30 + nameLength + extra;
    files.set(name, zip.subarray(start, start + size));
    at = start + size;
  }
  expect(zip.readUInt32LE(at)).toBe(0x02014b50);
  return files;
}

/** An export's address: ai-images/{format}/{taskId}-1-{22-character digest}.{ext}. */
const exportUrl = (format: string, taskId: string, ext: string) => new RegExp(`^/oss/ai-images/${format}/${taskId}-1-[\\w-]{22}\\.${ext}$`);

/** Alpha of the four corner pixels. */
async function cornerAlphas(png: Buffer): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3] ?? -1;
  return [alpha(0, 0), alpha(info.width - 1, 0), alpha(0, info.height - 1), alpha(info.width - 1, info.height - 1)];
}

describe("downloads and favicon package", () => {
  let ctx: TestContext;
  let worker: TaskWorker;
  beforeAll(async () => {
    createNodeLogoDeps().icons.search("warm up");
    // No free daily downloads here, so every first download is paid in credits.
    ctx = await createTestApp({ taskTimeoutMs: 30_000, credits: { ...defaultCreditsConfig, freeDownloadsPerDay: 0 } }, { extraProviders: [rasterProvider] });
    worker = ctx.app.services.createTaskWorker({ concurrency: 2, pollMs: 20, leaseMs: 600 });
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
  });

  const balance = async (id: number) => (await ctx.database.db.select({ b: users.aiCredits }).from(users).where(eq(users.id, id)))[0]?.b;
  const setBalance = (id: number, aiCredits: number) => ctx.database.db.update(users).set({ aiCredits }).where(eq(users.id, id));

  /** A finished task of this user: the local designer's logo (ai-logo variant) or the raster vendor. */
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

  const download = (who: SignedIn, format: string, taskId: string, index = 0) =>
    ctx.app.inject({ method: "POST", url: `/api/ai-design/download/${format}`, headers: who.headers, payload: { taskId, index } });
  const status = async (who: SignedIn, taskId: string) =>
    (await ctx.app.inject({ method: "GET", url: `/api/ai-design/download/status?taskId=${taskId}&index=0`, headers: who.headers })).json<
      Body<Record<string, number>>
    >().data;
  const file = async (url: string) => {
    const res = await ctx.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  let owner: SignedIn;
  let logoTask: string;

  it("transparent PNG of a designer logo: 2 credits once, alpha with transparent corners, stored once", async () => {
    owner = await signIn(ctx, { aiCredits: 4 });
    logoTask = await finishedTask(owner, "logo");
    await setBalance(owner.user.id, 20);
    expect(await status(owner, logoTask)).toEqual({ jpg: 0, png: 0, svg: 0 });

    const first = await download(owner, "png", logoTask);
    expect(first.statusCode).toBe(200);
    const paid = first.json<Body<Download>>().data;
    // The name carries a digest only the server can make (issue 14): the task id alone does not find it.
    expect(paid).toMatchObject({ url: expect.stringMatching(exportUrl("png", logoTask, "png")), format: "png", paid: true, cost: 2, source: "credits" });
    expect(await balance(owner.user.id)).toBe(18);
    const png = await file(paid.url);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.hasAlpha]).toEqual(["png", 2048, true]);
    expect(await cornerAlphas(png)).toEqual([0, 0, 0, 0]);
    const { data } = await sharp(png).extractChannel("alpha").raw().toBuffer({ resolveWithObject: true });
    expect(data.some((a) => a === 255)).toBe(true);

    // Paid once: again is free, and the stored file is served as it is (HEAD finds it, no new conversion).
    const key = paid.url.slice("/oss/".length);
    await ctx.storage.put(key, png.subarray(0, png.length));
    const before = await ctx.storage.head(key);
    const again = (await download(owner, "png", logoTask)).json<Body<Download>>().data;
    expect(again).toMatchObject({ url: paid.url, cost: 0, source: "paid" });
    expect(await balance(owner.user.id)).toBe(18);
    expect((await ctx.storage.head(key))?.etag).toBe(before?.etag);
    expect(await status(owner, logoTask)).toEqual({ jpg: 0, png: 1, svg: 0 });

    // The browser's check of an earlier download is a plain HEAD (no session): it works for the URL
    // the owner was given, and a name guessed from the task id finds nothing.
    expect((await ctx.app.inject({ method: "HEAD", url: paid.url })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "HEAD", url: `/oss/ai-images/png/${logoTask}-1.png` })).statusCode).toBe(404);
    // A file under the earlier guessable name is not served; the owner's next download makes it again, free.
    await ctx.storage.put(`ai-images/png/${logoTask}-1.png`, png);
    expect((await ctx.app.inject({ method: "GET", url: `/oss/ai-images/png/${logoTask}-1.png` })).statusCode).toBe(404);
    await ctx.storage.delete(key);
    const remade = (await download(owner, "png", logoTask)).json<Body<Download>>().data;
    expect(remade).toMatchObject({ url: paid.url, cost: 0, source: "paid" });
    expect(await balance(owner.user.id)).toBe(18);
    expect((await ctx.app.inject({ method: "HEAD", url: paid.url })).statusCode).toBe(200);
    // Another user's name for the same image differs.
    expect(exportKey(ctx.app.services.urlSigner.digest, owner.user.id + 1, { taskId: logoTask, index: 0 }, "png")).not.toBe(key);
  });

  it("SVG of a designer logo costs 5, has outlined text only and renders; JPG costs 2 and has no alpha", async () => {
    const svgRes = (await download(owner, "svg", logoTask)).json<Body<Download>>();
    expect(svgRes.data).toMatchObject({ url: expect.stringMatching(exportUrl("svg", logoTask, "svg")), format: "svg", cost: 5 });
    expect(await balance(owner.user.id)).toBe(13);
    const svg = (await file(svgRes.data.url)).toString("utf8");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toMatch(/<text[\s>]/);
    expect(svg).not.toContain('id="background"');
    expect(svg).toMatch(/<path /);
    const rendered = await sharp(Buffer.from(svg)).png().toBuffer();
    expect((await sharp(rendered).metadata()).width).toBeGreaterThan(0);
    expect(await cornerAlphas(rendered)).toEqual([0, 0, 0, 0]);

    const jpgRes = (await download(owner, "jpg", logoTask)).json<Body<Download>>();
    expect(jpgRes.data).toMatchObject({ url: expect.stringMatching(exportUrl("jpg", logoTask, "jpg")), cost: 2 });
    expect(await balance(owner.user.id)).toBe(11);
    const jpgMeta = await sharp(await file(jpgRes.data.url)).metadata();
    expect([jpgMeta.format, jpgMeta.hasAlpha]).toEqual(["jpeg", false]);
    expect(await status(owner, logoTask)).toEqual({ jpg: 1, png: 1, svg: 1 });
  });

  it("favicon package: free once the PNG is paid; every file present, favicon.ico holds 16/32/48", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/ai-design/favicon", headers: owner.headers, payload: { taskId: logoTask, index: 0 } });
    expect(res.statusCode).toBe(200);
    const body = res.json<Body<{ url: string; files: string[]; cost: number; html: string }>>().data;
    expect(body).toMatchObject({ url: expect.stringMatching(exportUrl("favicon", logoTask, "zip")), cost: 0 });
    expect(await balance(owner.user.id)).toBe(11);
    const files = unzip(await file(body.url));
    expect([...files.keys()].sort()).toEqual([...FAVICON_FILES].sort());
    const ico = files.get("favicon.ico") ?? Buffer.alloc(0);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const at = 6 + 16 * i;
      const [w, h, length, offset] = [ico.readUInt8(at), ico.readUInt8(at + 1), ico.readUInt32LE(at + 8), ico.readUInt32LE(at + 12)];
      const meta = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", w, h]);
      sizes.push(w);
    }
    expect(sizes).toEqual([16, 32, 48]);
    for (const [name, size] of [
      ["favicon-16x16.png", 16],
      ["favicon-32x32.png", 32],
      ["mstile-150x150.png", 150],
      ["apple-touch-icon.png", 180],
      ["android-chrome-192x192.png", 192],
      ["android-chrome-512x512.png", 512],
    ] as const) {
      const meta = await sharp(files.get(name)).metadata();
      expect([name, meta.width, meta.height, meta.hasAlpha]).toEqual([name, size, size, true]);
    }
    const manifest = JSON.parse(files.get("site.webmanifest")?.toString("utf8") ?? "{}") as Record<string, unknown>;
    expect(manifest).toMatchObject({ background_color: "#ffffff", theme_color: "#ffffff", display: "standalone" });
    expect((manifest.icons as { src: string }[]).map((i) => i.src)).toEqual(["/android-chrome-192x192.png", "/android-chrome-512x512.png"]);
    const html = files.get("favicon.html")?.toString("utf8") ?? "";
    expect(html).toContain('<link rel="icon" href="/favicon.ico"');
    expect(html).toContain('<link rel="manifest" href="/site.webmanifest">');
    // The answer carries the same snippet, for the browser's copy dialog.
    expect(body.html).toBe(html);
  });

  it("a stranger gets 404; a user who cannot pay gets 403 with the limit code and no file", async () => {
    const stranger = await signIn(ctx, { aiCredits: 50 });
    expect((await download(stranger, "png", logoTask)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: "GET", url: `/api/ai-design/download/status?taskId=${logoTask}&index=0`, headers: stranger.headers })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/ai-design/favicon", headers: stranger.headers, payload: { taskId: logoTask, index: 0 } })).statusCode,
    ).toBe(404);
    expect((await download(owner, "png", logoTask, 7)).statusCode).toBe(404);
    expect(await balance(stranger.user.id)).toBe(50);
    expect((await ctx.app.inject({ method: "POST", url: "/api/ai-design/download/png", payload: { taskId: logoTask, index: 0 } })).statusCode).toBe(401);

    const broke = await signIn(ctx, { aiCredits: 4 });
    const task = await finishedTask(broke, "logo");
    await setBalance(broke.user.id, 1);
    const res = await download(broke, "svg", task);
    expect(res.statusCode).toBe(403);
    expect(res.json<Body<null>>()).toMatchObject({ error: "FREE_DOWNLOAD_LIMIT", limit: "FREE_DOWNLOAD_LIMIT" });
    const favicon = await ctx.app.inject({ method: "POST", url: "/api/ai-design/favicon", headers: broke.headers, payload: { taskId: task, index: 0 } });
    expect(favicon.statusCode).toBe(403);
    const made: string[] = [];
    for await (const object of ctx.storage.list("ai-images/svg")) made.push(object.key);
    expect(made.filter((k) => k.includes(task))).toEqual([]);
    expect(await balance(broke.user.id)).toBe(1);
    expect(await status(broke, task)).toEqual({ jpg: 0, png: 0, svg: 0 });

    // With credits again: the favicon package pays the PNG price, which also settles the PNG download.
    await setBalance(broke.user.id, 5);
    const paidFavicon = await ctx.app.inject({ method: "POST", url: "/api/ai-design/favicon", headers: broke.headers, payload: { taskId: task, index: 0 } });
    expect(paidFavicon.json<Body<{ cost: number }>>().data.cost).toBe(2);
    expect(await balance(broke.user.id)).toBe(3);
    expect(await status(broke, task)).toEqual({ jpg: 0, png: 1, svg: 0 });
    expect((await download(broke, "png", task)).json<Body<Download>>().data.cost).toBe(0);
    expect(await balance(broke.user.id)).toBe(3);
  });

  it("a raster (vendor) image loses its background: transparent corners, opaque subject; SVG by colour tracing", async () => {
    const who = await signIn(ctx, { aiCredits: 4 });
    const task = await finishedTask(who, "raster");
    await setBalance(who.user.id, 10);
    const png = (await download(who, "png", task)).json<Body<Download>>().data;
    expect(png.cost).toBe(2);
    const bytes = await file(png.url);
    expect((await sharp(bytes).metadata()).hasAlpha).toBe(true);
    expect(await cornerAlphas(bytes)).toEqual([0, 0, 0, 0]);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const centre = (128 * info.width + 128) * 4;
    expect([data[centre], data[centre + 3]]).toEqual([0xd0, 255]);

    const svgRes = (await download(who, "svg", task)).json<Body<Download>>().data;
    expect(svgRes.cost).toBe(5);
    const svg = (await file(svgRes.url)).toString("utf8");
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // The subject's red (#d02020 in the vendor fixture) is one of the traced fills.
    const fills = [...svg.matchAll(/<path[^>]+fill="#([0-9a-f]{6})"/gi)].map((m) => [0, 2, 4].map((i) => parseInt((m[1] ?? "").slice(i, i + 2), 16)));
    expect(fills.some(([r = 0, g = 0, b = 0]) => Math.abs(r - 0xd0) + Math.abs(g - 0x20) + Math.abs(b - 0x20) < 16)).toBe(true);
    const rendered = await sharp(Buffer.from(svg)).ensureAlpha().png().toBuffer();
    expect(await cornerAlphas(rendered)).toEqual([0, 0, 0, 0]);

    // Favicon without a paid PNG pays the PNG price; here the PNG is paid, so it is free.
    const favicon = await ctx.app.inject({ method: "POST", url: "/api/ai-design/favicon", headers: who.headers, payload: { taskId: task, index: 0 } });
    expect(favicon.json<Body<{ cost: number }>>().data.cost).toBe(0);
    expect(await balance(who.user.id)).toBe(3);
  });
});
