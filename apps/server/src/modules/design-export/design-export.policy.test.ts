import { describe, expect, it } from "vitest";
import { imageKeyOwner, mayDrawImage } from "./design-export.policy";

const TASK = "0b7d7c1e-4a4e-4c36-9b8e-3f1a2b3c4d5e";

describe("whose a stored picture is, for drawing it into an export", () => {
  it("names users' folders and results by their owner", () => {
    expect(imageKeyOwner("uploads/7/m3k2x9-0a1b2c3d4e5f.png")).toEqual({ kind: "user", userId: "7" });
    expect(imageKeyOwner("saved-logos/7/2-png-800.png")).toEqual({ kind: "user", userId: "7" });
    expect(imageKeyOwner(`ai-images/${TASK}/1.png`)).toEqual({ kind: "task", taskId: TASK });
  });

  it("calls public only what /oss serves whole to anyone, and everything else never", () => {
    for (const key of ["ai-logo-style/items/mascot-3.png", "aiimage-style/thumb/anime.png", "avatars/7-0a1b2c3d4e5f.webp"])
      expect(imageKeyOwner(key).kind, key).toBe("public");
    for (const key of [
      "uploads/7/incoming/x.png",
      `ai-images/png/${TASK}-1-${"a".repeat(22)}.png`,
      "ai-images/other/x.png",
      "bizcards/7/x.png",
      "bulk-fill/7/1.zip",
      "fonts/tmp/7/x.ttf",
      "secrets/x.png",
      "ai-logo-style/secret.png",
    ])
      expect(imageKeyOwner(key).kind, key).toBe("never");
    expect(mayDrawImage(imageKeyOwner("bizcards/7/x.png"), { id: 7, isAdmin: true }, undefined)).toBe(false);
  });
});
