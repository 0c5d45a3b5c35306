import { describe, expect, it } from "vitest";
import { ElementRoleSchema } from "@studio/design";
import { en, zh } from "@studio/i18n";
import { createI18n } from "../../../i18n/i18n-setup";
import { imageFixture, textFixture } from "../panels/test-elements";
import { elementLabel, elementName } from "./element-labels";

describe("layer names", () => {
  it("every role of the document has its word in English and Chinese", () => {
    const english: Record<string, string> = en.editor.roles;
    const chinese: Record<string, string> = zh.editor.roles;
    for (const role of ElementRoleSchema.options) {
      expect(english[role], role).toBeTruthy();
      expect(chinese[role], role).toMatch(/\p{Script=Han}/u);
    }
  });

  it("a logo picture is announced in Chinese on the Chinese site; an element's own name wins", () => {
    const t = createI18n("zh", { en, zh }).t;
    const logo = imageFixture({ role: "logo" });
    expect(elementName(logo, t)).toBe("徽标");
    expect(elementLabel(logo, t)).toBe("徽标 图片");
    expect(elementName(textFixture({ name: "Headline" }), t)).toBe("Headline");
    expect(elementName(logo, createI18n("en", { en, zh }).t)).toBe("Logo");
  });
});
