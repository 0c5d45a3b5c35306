import { describe, expect, it } from "vitest";
import { canSetUpBrandFor } from "./downloads.policy";

describe("downloads policy", () => {
  it("sets a brand up only for the logo's owner, admins included refused", () => {
    const task = { userId: 1 };
    expect(canSetUpBrandFor({ id: 1, isAdmin: false }, task)).toBe(true);
    expect(canSetUpBrandFor({ id: 2, isAdmin: false }, task)).toBe(false);
    expect(canSetUpBrandFor({ id: 3, isAdmin: true }, task)).toBe(false);
  });
});
