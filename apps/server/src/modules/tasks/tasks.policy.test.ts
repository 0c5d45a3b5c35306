import { describe, expect, it } from "vitest";
import { canEditResultOf, canSeeTask, mayReferenceAnyResult } from "./tasks.policy";

const owner = { id: 1, isAdmin: false };
const stranger = { id: 2, isAdmin: false };
const admin = { id: 3, isAdmin: true };
const task = { userId: owner.id };

describe("tasks policy", () => {
  it("lets the owner and admins see a task, nobody else", () => {
    expect(canSeeTask(owner, task)).toBe(true);
    expect(canSeeTask(admin, task)).toBe(true);
    expect(canSeeTask(stranger, task)).toBe(false);
  });

  it("lets admins reference any result without the per-task check", () => {
    expect(mayReferenceAnyResult(admin)).toBe(true);
    expect(mayReferenceAnyResult(owner)).toBe(false);
  });

  it("edits only the editor's own results, admins included (the edit spends their credits on their records)", () => {
    expect(canEditResultOf(owner, task)).toBe(true);
    expect(canEditResultOf(stranger, task)).toBe(false);
    expect(canEditResultOf(admin, task)).toBe(false);
  });
});
