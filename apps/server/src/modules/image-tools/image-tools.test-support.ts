import sharp from "sharp";
import type { TestContext, SignedIn } from "../../../test/helper";

const boundary = "----studio-tools-test";

/** A multipart body: image parts (file, mask, reference) and text fields. */
export function form(
  parts: Partial<Record<"file" | "mask" | "reference", Buffer>>,
  fields: Record<string, string> = {},
): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, bytes] of Object.entries(parts)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A flat logo: a dark ring (an 'O') and a bar on a white backdrop; the ring's inside is backdrop too. */
export async function flatLogo(size = 240): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <circle cx="${size * 0.35}" cy="${size / 2}" r="${size * 0.2}" fill="none" stroke="#1f3a93" stroke-width="${size * 0.08}"/>
    <rect x="${size * 0.65}" y="${size * 0.3}" width="${size * 0.12}" height="${size * 0.4}" fill="#c0392b"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A photo-like image: noise everywhere, no plain backdrop on its border. */
export async function noisyPhoto(size = 160): Promise<Buffer> {
  const data = Buffer.alloc(size * size * 3);
  let seed = 7;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = seed % 256;
  }
  return sharp(data, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

/** A mask PNG at the given size: white in the rectangle, transparent elsewhere. */
export async function rectMask(width: number, height: number, rect: { left: number; top: number; width: number; height: number }): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="${rect.left}" y="${rect.top}" width="${rect.width}" height="${rect.height}" fill="#ffffff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The pixel (RGBA) at x, y of an encoded image. */
export async function pixelAt(bytes: Buffer, x: number, y: number): Promise<[number, number, number, number]> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 4;
  return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0];
}

export type Envelope<T = Record<string, unknown>> = { code: number; data: T; msg: string; error?: string };

/** POSTs a tool form as a user. */
export function postTool(ctx: TestContext, who: SignedIn, path: string, parts: Parameters<typeof form>[0], fields: Record<string, string> = {}) {
  const body = form(parts, fields);
  return ctx.app.inject({ method: "POST", url: path, headers: { ...who.headers, "content-type": body.contentType }, payload: body.payload });
}

/** The user's AI credits now. */
export async function creditsOf(ctx: TestContext, who: SignedIn): Promise<number> {
  return (await ctx.app.services.credits.findUser(who.user.id))?.aiCredits ?? -1;
}

/** Polls until `check` holds (the worker refunds right after it stores a failure). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("condition not reached in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
