import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parse, type Font } from "opentype.js";
import { describe, expect, it } from "vitest";
import {
  ANIMATION_PRESETS,
  animationFrameDocument,
  assembleGif,
  elementState,
  encodeGif,
  encodeGifChunk,
  FRAME_DELAY_MS,
  frameTime,
  gifPalette,
  logoLottie,
  migrateDesignDocument,
  readGifFacts,
  renderAnimationFrame,
  renderDesignSvg,
  splitFrames,
  type DesignDocument,
  type FontProvider,
  type LottieValue,
} from "./index.js";
import { pathLength, pathSubpaths } from "./path-beziers.js";

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"));
const inter: Font = parse(woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.byteLength));
const fonts: FontProvider = { faces: () => [inter] };
const logo: DesignDocument = migrateDesignDocument(JSON.parse(readFileSync(new URL("./fixtures/logo-v2.json", import.meta.url), "utf8")));

/** A small solid frame of one colour. */
const solid = (w: number, h: number, rgb: [number, number, number]) => {
  const frame = new Uint8Array(w * h * 4);
  for (let p = 0; p < w * h; p++) frame.set([...rgb, 255], p * 4);
  return frame;
};

describe("path beziers", () => {
  it("reads every command and measures a line and a circle", () => {
    expect(pathLength(pathSubpaths("M0 0L30 40"))).toBeCloseTo(50, 5);
    expect(pathLength(pathSubpaths("m0 0h10v10h-10z"))).toBeCloseTo(40, 5);
    const circle = pathLength(pathSubpaths("M0 10A10 10 0 1 0 20 10A10 10 0 1 0 0 10Z"));
    expect(circle).toBeGreaterThan(2 * Math.PI * 10 * 0.99);
    expect(circle).toBeLessThan(2 * Math.PI * 10 * 1.01);
    const curves = pathSubpaths("M0 0C10 0 10 10 20 10S30 20 40 20Q50 30 60 20T80 20z");
    expect(curves).toHaveLength(1);
    expect(curves[0]?.closed).toBe(true);
    expect(curves[0]?.segments).toHaveLength(5);
  });
});

describe("logo animation frames", () => {
  it("every preset starts from nothing (or off the canvas) and ends on the logo itself", () => {
    const still = renderDesignSvg(logo, fonts);
    for (const preset of ANIMATION_PRESETS) {
      expect(renderAnimationFrame(logo, preset, 29, 30, fonts), preset).toBe(still);
      const first = animationFrameDocument(logo, preset, 0);
      const visible = first.elements.filter((e) => e.opacity > 0 && e.y > -logo.height / 2);
      if (preset !== "draw-in") expect(visible, preset).toEqual([]);
    }
  });

  it("draw-in draws the icon's lines along their length, then brings the fills in", () => {
    const early = animationFrameDocument(logo, "draw-in", 0.2);
    const icon = early.elements.find((e) => e.id === "icon");
    expect(icon?.type).toBe("icon");
    const dash = icon?.type === "icon" ? icon.nodes[0]?.attrs["stroke-dasharray"] : undefined;
    expect(dash).toMatch(/^[\d.]+ \d+$/);
    const [drawnLength, gap] = (dash ?? "0 0").split(" ").map(Number);
    expect(drawnLength).toBeGreaterThan(0);
    expect(drawnLength).toBeLessThan(gap ?? 0);
    // The words are not there while the lines are drawn; they fade in afterwards.
    expect(early.elements.find((e) => e.id === "name")).toBeUndefined();
    const late = animationFrameDocument(logo, "draw-in", 0.65);
    const name = late.elements.find((e) => e.id === "name");
    expect(name?.opacity).toBeGreaterThan(0);
    expect(name?.opacity).toBeLessThan(1);
  });

  it("fade brings the elements in one after the other; bounce drops the symbol first, then the words", () => {
    const fade = animationFrameDocument(logo, "fade", 0.25).elements.map((e) => e.id);
    expect(fade[0]).toBe("emblem");
    expect(fade).not.toContain("slogan");
    const bounce = animationFrameDocument(logo, "bounce", 0.2);
    const icon = bounce.elements.find((e) => e.id === "icon");
    const original = logo.elements.find((e) => e.id === "icon");
    expect(icon && original ? icon.y < original.y : false).toBe(true);
    expect(bounce.elements.find((e) => e.id === "name")).toBeUndefined();
  });

  it("paints a transparent logo on white when asked (GIF frames)", () => {
    const clear: DesignDocument = { ...logo, background: { type: "transparent" } };
    expect(renderAnimationFrame(clear, "fade", 29, 30, fonts, { opaque: true })).toContain('fill="#ffffff"');
    expect(renderAnimationFrame(clear, "fade", 29, 30, fonts)).not.toContain('id="background"');
  });
});

describe("GIF encoding", () => {
  it("encodes frames with one palette, the set delay and a loop, whole or in worker shares joined in order", () => {
    const frames = [solid(8, 6, [255, 0, 0]), solid(8, 6, [0, 128, 0]), solid(8, 6, [0, 0, 255]), solid(8, 6, [255, 255, 0]), solid(8, 6, [9, 9, 9])];
    const whole = encodeGif(frames, 8, 6, FRAME_DELAY_MS);
    const facts = readGifFacts(whole);
    expect(facts).toEqual({ width: 8, height: 6, frames: 5, delays: [6, 6, 6, 6, 6], loops: true });
    const palette = gifPalette(frames);
    const shares = splitFrames(frames.length, 3);
    expect(shares).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 4 },
      { start: 4, end: 5 },
    ]);
    const chunks = shares.map((share, i) => encodeGifChunk(frames.slice(share.start, share.end), 8, 6, { palette, delay: FRAME_DELAY_MS, first: i === 0 }));
    expect(assembleGif(chunks)).toEqual(whole);
  });

  it("never gives a worker an empty share", () => {
    expect(splitFrames(2, 3)).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 2 },
    ]);
    expect(splitFrames(30, 3).map((s) => s.end - s.start)).toEqual([10, 10, 10]);
  });
});

const values = (value: LottieValue | undefined, frames: number): number[] => {
  if (!value) return [];
  if (value.a === 0) return Array.from({ length: frames }, () => (Array.isArray(value.k) ? (value.k[0] ?? 0) : value.k));
  // Keyframes are linear between the frames they are on.
  return Array.from({ length: frames }, (_, t) => {
    const after = value.k.findIndex((k) => k.t >= t);
    const next = value.k[after];
    const previous = value.k[Math.max(0, after - 1)];
    if (!next || !previous || next.t === t) return next?.s[0] ?? 0;
    return (previous.s[0] ?? 0) + (((next.s[0] ?? 0) - (previous.s[0] ?? 0)) * (t - previous.t)) / (next.t - previous.t);
  });
};

describe("Lottie export", () => {
  it("is a Lottie file of shape layers whose keyframes are the preset's timing", () => {
    for (const preset of ANIMATION_PRESETS) {
      const lottie = JSON.parse(JSON.stringify(logoLottie(logo, preset, fonts, { frames: 30, name: "Blue Bottle" }))) as ReturnType<typeof logoLottie>;
      expect(lottie).toMatchObject({ v: "5.7.4", fr: 16.667, ip: 0, op: 30, w: 800, h: 600, nm: "Blue Bottle" });
      expect(lottie.layers.every((layer) => layer.ty === 4 && layer.shapes.length > 0 && layer.op === 30)).toBe(true);
      // Every drawn element is a layer, topmost first (the document draws its last element on top).
      expect(lottie.layers.map((layer) => layer.nm)).toEqual(["slogan", "name", "mark", "icon", "emblem"]);
      const drawn = logo.elements.filter((e) => !e.hidden);
      for (const layer of lottie.layers) {
        const index = drawn.findIndex((e) => e.id === layer.nm);
        const element = drawn[index];
        if (!element) throw new Error(layer.nm);
        const states = Array.from({ length: 30 }, (_, f) => elementState(preset, element, index, drawn.length, frameTime(f, 30), logo.height));
        const drawIn = preset === "draw-in" && element.type === "icon";
        values(layer.ks.o, 30).forEach((o, f) => expect(o).toBeCloseTo(element.opacity * (drawIn ? 1 : (states[f]?.opacity ?? 0)) * 100, 1));
        const y = layer.ks.p.a === 1 ? layer.ks.p.k.map((k) => ({ t: k.t, y: k.s[1] ?? 0 })) : [];
        for (const key of y) expect(key.y).toBeCloseTo(element.y + (states[key.t]?.dy ?? 0), 1);
        if (drawIn) {
          const line = layer.shapes.find((shape) => shape.ty === "gr" && shape.nm.endsWith("-line"));
          const trim = line?.ty === "gr" ? line.it.find((shape) => shape.ty === "tm") : undefined;
          expect(trim?.ty).toBe("tm");
          if (trim?.ty === "tm") values(trim.e, 30).forEach((e, f) => expect(e).toBeCloseTo((states[f]?.drawn ?? 0) * 100, 1));
        }
      }
    }
  });

  it("draws the words as their outlines and colours in 0-1", () => {
    const lottie = logoLottie(logo, "fade", fonts);
    const name = lottie.layers.find((layer) => layer.nm === "name");
    const group = name?.shapes[0];
    expect(group?.ty).toBe("gr");
    if (group?.ty !== "gr") return;
    const paths = group.it.filter((shape) => shape.ty === "sh");
    expect(paths.length).toBeGreaterThan(5);
    const fill = group.it.find((shape) => shape.ty === "fl");
    expect(fill?.ty === "fl" && fill.c.a === 0 ? fill.c.k : null).toEqual([0.357, 0.227, 0.118, 1]);
  });
});
