import { describe, expect, it } from "vitest";
import { en, zh } from "@studio/i18n";
import { builtinCardTemplates } from "./builtin-card-templates";
import { builtinTemplates } from "./builtin-templates";

describe("built-in templates", () => {
  it("each has its name under templates.builtinNames.{key} in English (the server's name) and in Chinese", () => {
    const templates = [...builtinTemplates(() => undefined), ...builtinCardTemplates(() => undefined)];
    expect(templates.length).toBe(18);
    const english: Record<string, string> = en.templates.builtinNames;
    const chinese: Record<string, string> = zh.templates.builtinNames;
    for (const template of templates) {
      expect(english[template.key], template.key).toBe(template.name);
      expect(chinese[template.key], template.key).toMatch(/\p{Script=Han}/u);
    }
    expect(Object.keys(english).sort()).toEqual(templates.map((template) => template.key).sort());
  });
});
