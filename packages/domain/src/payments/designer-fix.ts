import { designerFixTerms } from "./catalogue";

const dayMs = 24 * 60 * 60 * 1000;

export type DesignerFixAnswerKind = "working" | "revision" | "done";

/** What the designer's answers to one designer-fix order have used so far. */
export type DesignerFixState = {
  /** When the buyer paid; null: not paid, nothing to answer. */
  paidAt: Date | null;
  /** A refunded order takes no more answers. */
  refunded: boolean;
  revisionsUsed: number;
  /** A `done` answer closed the order. */
  done: boolean;
};

export type DesignerFixProblem = "unpaid" | "refunded" | "closed" | "expired" | "revisions";

/** Until when a paid designer fix takes answers: payment + the catalogue's days. */
export function designerFixAnswerBy(paidAt: Date): Date {
  return new Date(paidAt.getTime() + designerFixTerms.days * dayMs);
}

/**
 * Whether a designer may send this answer now (spec 03 section 9: within 3 days, at most 3
 * revisions). A note (`working`) or the closing answer (`done`) does not use a revision.
 */
export function designerFixProblem(state: DesignerFixState, kind: DesignerFixAnswerKind, now: Date): DesignerFixProblem | null {
  if (!state.paidAt) return "unpaid";
  if (state.refunded) return "refunded";
  if (state.done) return "closed";
  if (now.getTime() > designerFixAnswerBy(state.paidAt).getTime()) return "expired";
  if (kind === "revision" && state.revisionsUsed >= designerFixTerms.revisions) return "revisions";
  return null;
}

/** Whether the order still takes answers of some kind. */
export function designerFixOpen(state: DesignerFixState, now: Date): boolean {
  return designerFixProblem(state, "working", now) === null;
}
