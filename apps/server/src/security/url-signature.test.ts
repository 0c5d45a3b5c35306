import { describe, expect, it } from "vitest";
import { createUrlSigner } from "./url-signature";

const signer = createUrlSigner("k".repeat(32));
const now = new Date("2026-01-01T00:00:00Z");
const later = new Date(now.getTime() + 60_000);

describe("url signatures", () => {
  it("verifies its own signature until it expires", () => {
    const { exp, sig } = signer.sign("/oss/a.png", later, "oss");
    expect(signer.verify("/oss/a.png", String(exp), sig, "oss", now)).toBe(true);
    expect(signer.verify("/oss/a.png", String(exp), sig, "oss", new Date(later.getTime() + 1000))).toBe(false);
  });

  it("refuses another target, another purpose, another expiry or another key", () => {
    const { exp, sig } = signer.sign("/oss/a.png", later, "oss");
    expect(signer.verify("/oss/b.png", String(exp), sig, "oss", now)).toBe(false);
    expect(signer.verify("/oss/a.png", String(exp), sig, "proxy", now)).toBe(false);
    expect(signer.verify("/oss/a.png", String(exp + 3600), sig, "oss", now)).toBe(false);
    expect(createUrlSigner("x".repeat(32)).verify("/oss/a.png", String(exp), sig, "oss", now)).toBe(false);
    expect(signer.verify("/oss/a.png", "soon", sig, "oss", now)).toBe(false);
    expect(signer.verify("/oss/a.png", String(exp), undefined, "oss", now)).toBe(false);
  });

  it("makes stable digests per purpose and key", () => {
    expect(signer.digest("a", "export")).toBe(signer.digest("a", "export"));
    expect(signer.digest("a", "export")).toMatch(/^[\w-]{22}$/);
    expect(signer.digest("a", "other")).not.toBe(signer.digest("a", "export"));
    expect(createUrlSigner("x".repeat(32)).digest("a", "export")).not.toBe(signer.digest("a", "export"));
  });

  it("refuses a short key", () => {
    expect(() => createUrlSigner("short")).toThrow(/32 characters/);
  });
});
