import { describe, expect, it } from "vitest";
import { shareLikesToUnlock, sharePackage, shareUnlocked } from "./share-unlock";

describe("free logo by share", () => {
  it("needs 20 likes on the English site and 30 on the Chinese one, for Basic", () => {
    expect(shareLikesToUnlock).toEqual({ en: 20, cn: 30 });
    expect([shareUnlocked(19, "en"), shareUnlocked(20, "en"), shareUnlocked(29, "cn"), shareUnlocked(30, "cn")]).toEqual([false, true, false, true]);
    expect(sharePackage).toBe("basic");
  });
});
