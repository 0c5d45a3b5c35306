import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ICON_RENDER_STYLES, iconRenderStyleFor, renderIconPng, renderIconSvg, type IconGeometry } from "./icon-styles.js";
import { decodeImage } from "./raw-image.js";

// Tabler's "heart" as the library stores it: the invisible bounding path, then the stroke; and a filled form.
const heart: IconGeometry = {
  nodes: [
    { tag: "path", attrs: { stroke: "none", d: "M0 0h24v24H0z", fill: "none" } },
    { tag: "path", attrs: { d: "M19.5 12.572l-7.5 7.428l-7.5 -7.428a5 5 0 1 1 7.5 -6.566a5 5 0 1 1 7.5 6.572" } },
  ],
  filledNodes: [
    {
      tag: "path",
      attrs: {
        d: "M6.979 3.074a6 6 0 0 1 4.988 1.425l.037 .033l.034 -.03a6 6 0 0 1 4.733 -1.44l.246 .036a6 6 0 0 1 3.364 10.008l-.18 .185l-.048 .041l-7.45 7.379a1 1 0 0 1 -1.313 .082l-.094 -.082l-7.493 -7.422a6 6 0 0 1 3.176 -10.215z",
      },
    },
  ],
};
const palette = ["#4f46e5", "#ec4899", "#f59e0b"] as const;

/** Share of opaque pixels, and how many are near a colour (per channel within 40). */
async function paint(svg: string, colour: string): Promise<{ opaque: number; near: number }> {
  const raw = await decodeImage(await renderIconPng(svg, 128));
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];
  let opaque = 0;
  let near = 0;
  for (let i = 0; i < raw.data.length; i += 4) {
    if ((raw.data[i + 3] as number) < 200) continue;
    opaque += 1;
    if (Math.abs((raw.data[i] as number) - r) < 40 && Math.abs((raw.data[i + 1] as number) - g) < 40 && Math.abs((raw.data[i + 2] as number) - b) < 40)
      near += 1;
  }
  const total = raw.width * raw.height;
  return { opaque: opaque / total, near: near / total };
}

describe("icon styles (the icon generator's offline drawing)", () => {
  it("draws every style as a valid SVG whose PNG carries the palette", async () => {
    for (const style of ICON_RENDER_STYLES) {
      const svg = renderIconSvg({ icon: heart, style, palette });
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.format, style).toBe("svg");
      expect(meta.width, style).toBe(256);
      const { opaque, near } = await paint(svg, palette[0]);
      // Something drawn, not the whole square (transparent around it), and in the chosen colour.
      expect(opaque, style).toBeGreaterThan(0.03);
      expect(opaque, style).toBeLessThan(0.95);
      expect(near, style).toBeGreaterThan(style === "3d" || style === "gradient" ? 0.02 : 0.01);
    }
  });

  it("draws the styles differently (real restyling, not one picture recoloured)", async () => {
    const pngs = await Promise.all(ICON_RENDER_STYLES.map((style) => renderIconPng(renderIconSvg({ icon: heart, style, palette }), 64)));
    const coverage = await Promise.all(pngs.map(async (png) => (await decodeImage(png)).data.filter((_, i) => i % 4 === 3 && _ > 200).length));
    expect(new Set(coverage).size).toBeGreaterThanOrEqual(6);
  });

  it("uses the library's filled form for glyph, and strokes for line", () => {
    expect(renderIconSvg({ icon: heart, style: "glyph", palette })).toContain(heart.filledNodes?.[0]?.attrs.d);
    const line = renderIconSvg({ icon: heart, style: "line", palette });
    expect(line).toContain('stroke="#4f46e5"');
    expect(line).not.toContain(heart.filledNodes?.[0]?.attrs.d);
  });

  it("keeps only drawing tags and plain attributes (no handlers, styles or scripts)", () => {
    const hostile: IconGeometry = {
      nodes: [
        { tag: "path", attrs: { d: "M1 1L2 2", onload: "alert(1)", style: "fill:red", "x-y": "ok" } },
        { tag: "script", attrs: { href: "evil.js" } },
        { tag: "circle", attrs: { cx: "12", cy: "12", r: '3"/><script>' } },
      ],
    };
    const svg = renderIconSvg({ icon: hostile, style: "flat", palette });
    expect(svg).not.toMatch(/onload|<script|fill:red/);
    expect(svg).toContain('r="3&quot;/&gt;&lt;script&gt;"');
  });

  it("refuses colours that are not #rrggbb", () => {
    expect(() => renderIconSvg({ icon: heart, style: "flat", palette: ["red", "#000000", "#ffffff"] })).toThrow(RangeError);
  });

  it("maps the icon generator's style values, admin-added ones by their prompt words", () => {
    expect(iconRenderStyleFor("abstract")).toBe("abstract");
    expect(iconRenderStyleFor("gradient")).toBe("gradient");
    expect(iconRenderStyleFor("outline")).toBe("line");
    expect(iconRenderStyleFor("my-style", "solid glyph icon, one colour")).toBe("glyph");
    expect(iconRenderStyleFor("clay", "soft 3D shading")).toBe("3d");
    expect(iconRenderStyleFor("anything")).toBe("flat");
  });
});
