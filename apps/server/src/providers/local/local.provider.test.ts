import { createNodeLogoDeps } from "@studio/logo-engine/node";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createLocalProvider, referenceColors } from "./local.provider";

const solid = (r: number, g: number, b: number) =>
  sharp({ create: { width: 200, height: 120, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

describe("the local designer and reference images", () => {
  it("reads the dominant colours of the user's sample designs", async () => {
    const colors = await referenceColors([{ bytes: await solid(200, 30, 40) }, { bytes: Buffer.from("not an image") }]);
    expect(colors?.[0]).toMatch(/^#c[0-9a-f]1[0-9a-f]2[0-9a-f]$/);
    expect(await referenceColors([{ bytes: Buffer.from("nothing") }])).toBeUndefined();
  });

  it("takes the logo's palette from them", async () => {
    const provider = createLocalProvider({ logo: createNodeLogoDeps });
    const ctx = { signal: new AbortController().signal, reportProgress: async () => undefined, recordJobId: async () => undefined };
    const result = await provider.generate!(
      {
        prompt: "Bean There",
        model: "local-designer",
        count: 1,
        aspect: "1:1",
        references: [{ bytes: await solid(20, 120, 60), contentType: "image/png" }],
        purpose: "logo",
        logoBrief: { name: "Bean There" },
        seed: 3,
      },
      ctx,
    );
    const designs = (result.meta as { designs: { provenance: { palette: { id: string } } }[] }).designs;
    expect(designs[0]?.provenance.palette.id.startsWith("reference")).toBe(true);
  });
});
