import { describe, expect, it } from "vitest";
import { designerFixAnswerBy, designerFixOpen, designerFixProblem } from "./designer-fix";

const paidAt = new Date("2026-11-01T10:00:00Z");
const open = { paidAt, refunded: false, revisionsUsed: 0, done: false };
const hours = (h: number) => new Date(paidAt.getTime() + h * 3600_000);

describe("designer fix terms (3 days, 3 revisions)", () => {
  it("takes answers within 3 days of payment and not after", () => {
    expect(designerFixAnswerBy(paidAt).toISOString()).toBe("2026-11-04T10:00:00.000Z");
    expect(designerFixProblem(open, "revision", hours(71))).toBeNull();
    expect(designerFixProblem(open, "revision", hours(73))).toBe("expired");
    expect(designerFixOpen(open, hours(73))).toBe(false);
  });
  it("allows 3 revisions; notes and the closing answer use none", () => {
    const used = { ...open, revisionsUsed: 3 };
    expect(designerFixProblem(used, "revision", hours(1))).toBe("revisions");
    expect(designerFixProblem(used, "working", hours(1))).toBeNull();
    expect(designerFixProblem(used, "done", hours(1))).toBeNull();
  });
  it("refuses unpaid, refunded and closed orders", () => {
    expect(designerFixProblem({ ...open, paidAt: null }, "working", hours(1))).toBe("unpaid");
    expect(designerFixProblem({ ...open, refunded: true }, "working", hours(1))).toBe("refunded");
    expect(designerFixProblem({ ...open, done: true }, "working", hours(1))).toBe("closed");
  });
});
