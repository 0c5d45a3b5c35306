import { describe, expect, it } from "vitest";
import { canActOnImage, canDuplicateImage, canSaveResultOf, getsLinksToEveryResult, maySaveAnyResult, seesEveryonesImages } from "./images.policy";

const owner = { id: 1, isAdmin: false };
const stranger = { id: 2, isAdmin: false };
const admin = { id: 3, isAdmin: true };
const record = { userId: owner.id };

describe("images policy", () => {
  it("lets the owner and admins act on a record", () => {
    expect(canActOnImage(owner, record)).toBe(true);
    expect(canActOnImage(admin, record)).toBe(true);
    expect(canActOnImage(stranger, record)).toBe(false);
  });

  it("lets anyone copy a featured sample, and otherwise only whoever may act on the record", () => {
    expect(canDuplicateImage(stranger, record, true)).toBe(true);
    expect(canDuplicateImage(stranger, record, false)).toBe(false);
    expect(canDuplicateImage(owner, record, false)).toBe(true);
    expect(canDuplicateImage(admin, record, false)).toBe(true);
  });

  it("shows everyone's records to admins unless they ask for their own; others only theirs", () => {
    expect(seesEveryonesImages(admin, false)).toBe(true);
    expect(seesEveryonesImages(admin, true)).toBe(false);
    expect(seesEveryonesImages(owner, false)).toBe(false);
  });

  it("saves results of the user's own tasks; admins any, and they get links to every result", () => {
    expect(canSaveResultOf(owner, owner.id)).toBe(true);
    expect(canSaveResultOf(stranger, owner.id)).toBe(false);
    expect(canSaveResultOf(stranger, undefined)).toBe(false);
    expect(maySaveAnyResult(admin)).toBe(true);
    expect(maySaveAnyResult(owner)).toBe(false);
    expect(getsLinksToEveryResult(admin)).toBe(true);
    expect(getsLinksToEveryResult(owner)).toBe(false);
  });
});
