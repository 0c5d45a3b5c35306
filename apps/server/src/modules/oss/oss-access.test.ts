import { describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { createUrlSigner } from "../../security/url-signature";
import type { VariantQuery } from "./image-variant";
import { ossFamilyOf, planRequest } from "./oss-access";
import { createResultLinks } from "./result-links";

const links = createResultLinks(createUrlSigner("test-secret-of-enough-length-0123456789"), () => new Date("2026-03-01T10:00:00Z"));
const TASK = "0b7d7c1e-4a4e-4c36-9b8e-3f1a2b3c4d5e";
const UUID = "5f0c6a2e-1b3d-4e5f-8a9b-0c1d2e3f4a5b";

/** The query of a link signed now for `key`. */
function signedQuery(key: string): VariantQuery {
  const params = new URL(links.sign(`/oss/${key}`), "http://x").searchParams;
  return { exp: params.get("exp") ?? undefined, sig: params.get("sig") ?? undefined };
}

/** The error code planRequest throws, or "served". */
function outcome(key: string, query: VariantQuery = {}): string {
  try {
    planRequest(key, query, links);
    return "served";
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe("/oss key families (oss-access.ts)", () => {
  it("serves a result's watermarked public preview, and the file by its owner's link", () => {
    const key = `ai-images/${TASK}/1.png`;
    expect(ossFamilyOf(key)?.name).toBe("result");
    expect(planRequest(key, { w: 400, format: "webp" }, links)).toEqual({
      signed: false,
      variant: { width: 400, format: "webp", quality: undefined, watermark: true },
    });
    expect(outcome(key)).toBe("NOT_FOUND");
    expect(planRequest(key, signedQuery(key), links)).toEqual({ signed: true });
    expect(outcome(key, { exp: "1", sig: "forged" })).toBe("FORBIDDEN");
    expect(planRequest(`ai-images/${TASK}/1.thumb.webp`, {}, links).variant).toMatchObject({ width: 400, watermark: true });
    // A work's or template's thumbnail is kept as a result of its own folder (works/work-thumbnails.ts).
    expect(ossFamilyOf(`ai-images/${UUID}/work-thumb.png`)?.name).toBe("result");
  });

  it("serves a paid export as stored under its digest name, never a copy", () => {
    for (const key of [
      `ai-images/png/${TASK}-1-${"a".repeat(22)}.png`,
      `ai-images/favicon/${TASK}-2-${"b".repeat(22)}.zip`,
      `ai-images/svg/image-42-${"c".repeat(22)}.svg`,
      `ai-images/png/logo-7-${"d".repeat(22)}.png`,
    ]) {
      expect(ossFamilyOf(key)?.name, key).toBe("export");
      expect(planRequest(key, {}, links), key).toEqual({ signed: false });
      expect(outcome(key, { w: 400 }), key).toBe("VALIDATION");
    }
  });

  it("serves the logo API's files and the catalogue's fonts as stored", () => {
    expect(planRequest(`logo-api/3/${UUID}.png`, {}, links)).toEqual({ signed: false });
    expect(outcome(`logo-api/3/${UUID}.png`, { format: "webp" })).toBe("VALIDATION");
    expect(planRequest(`fonts/catalogue/${UUID}.ttf`, {}, links)).toEqual({ signed: false });
  });

  it("serves a user's saved font only by its owner's link", () => {
    const key = "fonts/users/12/34.ttf";
    expect(outcome(key)).toBe("NOT_FOUND");
    expect(planRequest(key, signedQuery(key), links)).toEqual({ signed: true });
    expect(outcome(key, { ...signedQuery(key), w: 200 })).toBe("VALIDATION");
  });

  it("serves the style catalogues, their data.json and copies of their pictures", () => {
    for (const key of [
      "ai-logo-style/data.json",
      "ai-logo-style/thumb/abstract.png",
      "ai-logo-style/items/mascot-3.png",
      "ai-logo-style/items/m3k2x9-0a1b2c3d4e5f.webp",
      "aiimage-style/data.json",
      "aiimage-style/items/portrait-anime.png",
      "icon-generator-style/items/flat-outline.png",
    ])
      expect(ossFamilyOf(key)?.name, key).toBe("style-catalogue");
    expect(planRequest("ai-logo-style/items/mascot-3.png", { w: 200, format: "webp" }, links).variant).toMatchObject({
      width: 200,
      format: "webp",
      watermark: false,
    });
  });

  it("serves a user's checked uploads and masks, avatars and e-mail signature logos", () => {
    expect(planRequest("uploads/12/m3k2x9-0a1b2c3d4e5f.png", { w: 400, format: "webp" }, links).variant).toMatchObject({ width: 400 });
    expect(ossFamilyOf("uploads/12/mask-m3k2x9-0a1b2c3d4e5f.png")?.name).toBe("upload");
    expect(planRequest("avatars/12-0a1b2c3d4e5f.webp", {}, links)).toEqual({ signed: false });
    const signature = `signatures/12/${"Ab_-".repeat(8)}.png`;
    expect(planRequest(signature, {}, links)).toEqual({ signed: false });
    expect(outcome(signature, { w: 200 })).toBe("VALIDATION");
  });

  it("answers 404 for every key of no family", () => {
    const notServed = [
      // Unknown prefixes: a new module's files are private until named.
      "secrets/x.png",
      "x/a.png",
      "data.json",
      // Business cards, bulk fills, unsaved fonts, unchecked uploads: their own routes or never.
      "bizcards/1/x.pdf",
      "bizcards/1/0b7d7c1e.print.pdf",
      "bulk-fill/1/x.zip",
      "fonts/tmp/1/x.ttf",
      `fonts/tmp/1/${UUID}.ttf`,
      "fonts/users/1/x.ttf",
      "fonts/catalogue/x.ttf",
      "uploads/1/incoming/abc.png",
      `uploads/1/incoming/${UUID}.png`,
      // Uploads outside the user's folder or not named as the server names them.
      "uploads/logo.png",
      "uploads/1/logo.png",
      "uploads/1/sub/m3k2x9-0a1b2c3d4e5f.png",
      "uploads/1/m3k2x9-0a1b2c3d4e5f.svg",
      // The download centre's, VI's and brand documents' files: served by their own routes.
      "saved-logos/1/2-png-800-800x600-aaaaaaaaaaaaaaaaaaaaaa.png",
      "saved-logos/1/2-vi-card-aaaaaaaaaaaaaaaaaaaaaa.webp",
      "saved-logos/1/a.png",
      `ai-images/${TASK}/center/1-png-800-800x600-${"a".repeat(22)}.png`,
      // Exports under guessable or unknown names, and anything else under ai-images/.
      `ai-images/png/${TASK}-1.png`,
      "ai-images/other/x.png",
      "ai-images/x.png",
      // Logo API files not named by a uuid, avatars and signatures of another shape.
      "logo-api/1/logo.png",
      "avatars/1.webp",
      "avatars/1-0a1b2c3d4e5f.png",
      "signatures/1/short.png",
      // Style folders: only data.json, items/ and thumb/.
      "ai-logo-style/secret.json",
      "ai-logo-style/items/sub/x.png",
      "other-style/data.json",
      // The copies cache is reached only through its source; `..` never leaves a family.
      `.variants/uploads/1/m3k2x9-0a1b2c3d4e5f.png/400_82__abc.webp`,
      "ai-logo-style/items/../../secrets/x.png",
      "uploads/1/../2/m3k2x9-0a1b2c3d4e5f.png",
    ];
    for (const key of notServed) {
      expect(ossFamilyOf(key), key).toBeUndefined();
      expect(outcome(key), key).toBe("NOT_FOUND");
    }
  });
});
