import { describe, expect, it } from "vitest";
import { canReadDesignerType, isAdministrator } from "./users.policy";

describe("users policy", () => {
  it("admin-only actions go by the admin flag", () => {
    expect(isAdministrator({ id: 1, isAdmin: true })).toBe(true);
    expect(isAdministrator({ id: 1, isAdmin: false })).toBe(false);
  });

  it("anyone may read their own designer type, an admin anyone's", () => {
    expect(canReadDesignerType({ id: 1, isAdmin: false }, 1)).toBe(true);
    expect(canReadDesignerType({ id: 1, isAdmin: false }, 2)).toBe(false);
    expect(canReadDesignerType({ id: 3, isAdmin: true }, 2)).toBe(true);
  });
});
