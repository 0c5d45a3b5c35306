import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createDesignImages } from "./design-images";

const taskId = "0b8f3c52-6a1e-4f7e-9d2a-6c1f0e3b7a91";
const files = new Map<string, Buffer>();
const images = createDesignImages({
  storage: { read: async (key) => files.get(key) ?? null },
  taskOwner: async (id) => (id === taskId ? 7 : undefined),
});
const owner = { id: 7, isAdmin: false };
const stranger = { id: 8, isAdmin: false };

let png: Buffer;
let webp: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 4, height: 3, channels: 4, background: "#ff0000" } })
    .png()
    .toBuffer();
  webp = await sharp(png).webp().toBuffer();
  files.set("uploads/7/photo.png", png);
  files.set("uploads/7/photo.webp", webp);
  files.set(`ai-images/${taskId}/0.png`, png);
  files.set("ai-logo-style/items/sample.png", png);
  files.set("uploads/7/incoming/x.png", png);
});

const decoded = (dataUrl: string | undefined) => Buffer.from((dataUrl ?? "").split(",")[1] ?? "", "base64");

describe("design images for an export", () => {
  it("inlines the user's own uploads and results and public files as data URLs, once each", async () => {
    const sources = ["/oss/uploads/7/photo.png", `/oss/ai-images/${taskId}/0.png?exp=1&sig=x`, "/oss/ai-logo-style/items/sample.png"];
    const inlined = await images.inline(owner, sources);
    expect([...inlined.keys()]).toEqual(sources);
    for (const src of sources) {
      expect(inlined.get(src)).toMatch(/^data:image\/png;base64,/);
      expect(decoded(inlined.get(src)).equals(png)).toBe(true);
    }
  });

  it("re-encodes WebP as PNG (pdfkit draws only PNG and JPEG), from storage and from data URLs", async () => {
    const dataWebp = `data:image/webp;base64,${webp.toString("base64")}`;
    const inlined = await images.inline(owner, ["/oss/uploads/7/photo.webp", dataWebp]);
    for (const value of inlined.values()) {
      expect(value).toMatch(/^data:image\/png;base64,/);
      expect((await sharp(decoded(value)).metadata()).format).toBe("png");
    }
  });

  it("refuses another user's upload or result, unchecked uploads and addresses of other sites", async () => {
    await expect(images.inline(stranger, ["/oss/uploads/7/photo.png"])).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(images.inline(stranger, [`/oss/ai-images/${taskId}/0.png`])).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(images.inline(owner, ["/oss/uploads/7/incoming/x.png"])).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(images.inline(owner, ["https://example.com/a.png"])).rejects.toMatchObject({ code: "VALIDATION" });
    await expect(images.inline(owner, ["/oss/../etc/passwd"])).rejects.toMatchObject({ code: "VALIDATION" });
    // An admin may draw any result, as the image tools let them.
    expect((await images.inline({ id: 1, isAdmin: true }, [`/oss/ai-images/${taskId}/0.png`])).size).toBe(1);
  });

  it("answers IMAGE_GONE for a missing file and IMAGE_UNREADABLE for bytes that are not an image", async () => {
    await expect(images.inline(owner, ["/oss/uploads/7/gone.png"])).rejects.toMatchObject({ code: "IMAGE_GONE" });
    await expect(images.inline(owner, [`data:image/png;base64,${Buffer.from("not a png").toString("base64")}`])).rejects.toMatchObject({
      code: "IMAGE_UNREADABLE",
    });
  });
});
