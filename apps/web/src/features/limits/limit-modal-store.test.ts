import { en, zh } from "@studio/i18n";
import { describe, expect, it } from "vitest";
import { limitText } from "./limit-modal-store";

describe("limit modal text", () => {
  it("translates known codes in the page language", () => {
    expect(limitText({ error: "FORBIDDEN", msg: "ignored" }, zh.errors)).toBe(zh.errors.FORBIDDEN);
  });

  it("falls back to the server's message, then to the generic text", () => {
    expect(limitText({ error: "SOME_NEW_LIMIT", msg: "Free downloads reached for today!" }, en.errors)).toBe("Free downloads reached for today!");
    expect(limitText({ error: "SOME_NEW_LIMIT", msg: "" }, en.errors)).toBe(en.errors.FORBIDDEN);
  });
});
