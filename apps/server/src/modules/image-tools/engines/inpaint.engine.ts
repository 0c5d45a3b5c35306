import { inpaint } from "@studio/image-tools";
import sharp from "sharp";
import { ToolFailure } from "../tool-failure";
import type { ToolEngine } from "../tool-engine.types";
import { pngOutput } from "./cutout-output";

/**
 * The brushed mask at the image's size, one byte a pixel (1 = fill): a pixel is marked when it is
 * both opaque and light, so a white brush on transparency and white on black both work. `grow`
 * widens the marked area (a mark's soft rim belongs to it).
 */
export async function maskPixels(mask: Buffer, width: number, height: number, grow: number): Promise<Uint8Array> {
  const { data } = await sharp(mask).ensureAlpha().resize({ width, height, fit: "fill", kernel: "nearest" }).raw().toBuffer({ resolveWithObject: true });
  const marked = new Uint8Array(width * height);
  for (let p = 0; p < marked.length; p++) {
    const light = Math.max(data[p * 4] as number, data[p * 4 + 1] as number, data[p * 4 + 2] as number);
    marked[p] = ((data[p * 4 + 3] as number) * light) / 255 > 127 ? 1 : 0;
  }
  if (grow <= 0) return marked;
  // A square dilation by `grow` pixels, done as two passes of a running window (rows, then columns).
  const rows = new Uint8Array(marked.length);
  let prev: number;
  for (let y = 0; y < height; y++) {
    prev = -Infinity;
    for (let x = 0; x < width; x++) {
      if (marked[y * width + x]) prev = x;
      if (x - prev <= grow) rows[y * width + x] = 1;
    }
    prev = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      if (marked[y * width + x]) prev = x;
      if (prev - x <= grow) rows[y * width + x] = 1;
    }
  }
  const out = new Uint8Array(marked.length);
  for (let x = 0; x < width; x++) {
    prev = -Infinity;
    for (let y = 0; y < height; y++) {
      if (rows[y * width + x]) prev = y;
      if (y - prev <= grow) out[y * width + x] = 1;
    }
    prev = Infinity;
    for (let y = height - 1; y >= 0; y--) {
      if (rows[y * width + x]) prev = y;
      if (prev - y <= grow) out[y * width + x] = 1;
    }
  }
  return out;
}

/**
 * Offline erase (imagefix) and, with tool 'watermark', watermark removal: the brushed area is filled
 * by the inpainting of packages/image-tools (smooth layer by membrane, texture by PatchMatch-style
 * exemplar copying), so no hole shows on flat, gradient or textured areas.
 */
export function inpaintEngine<T extends "imagefix" | "watermark">(tool: T): ToolEngine<T> {
  return {
    tool,
    methods: ["inpaint"],
    availability: () => ({ available: true }),
    paid: () => false,
    async run(input, ctx) {
      if (!input.image) throw new ToolFailure("tool_no_source");
      if (!input.mask) throw new ToolFailure("tool_nothing_marked");
      const raw = await input.image.raw();
      const mask = await maskPixels(input.mask.bytes, raw.width, raw.height, input.options.grow);
      if (!mask.some((v) => v === 1)) throw new ToolFailure("tool_nothing_marked");
      await ctx.reportProgress(0.2);
      const filled = inpaint(raw, mask);
      await ctx.reportProgress(0.9);
      return { ...(await pngOutput(filled)), method: "inpaint" };
    },
  };
}
