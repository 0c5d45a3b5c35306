import { en } from "@studio/i18n/en";

/** The image tools' own failure codes: keys of `tasks.failure` in both translation files. */
export type ToolFailureCode = Extract<keyof typeof en.tasks.failure, `tool_${string}`>;

/**
 * An engine's refusal of an input it cannot honestly process (no plain backdrop for the colour
 * method, an empty mask...): the task fails with this code and our words (never a copy of the input
 * called a result), and its charge is refunded like every failure.
 */
export class ToolFailure extends Error {
  readonly code: ToolFailureCode;

  constructor(code: ToolFailureCode) {
    super(en.tasks.failure[code]);
    this.name = "ToolFailure";
    this.code = code;
  }
}
