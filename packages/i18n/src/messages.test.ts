import { errorCodes, languages } from "@studio/contracts";
import { describe, expect, it } from "vitest";
import { en, format, messages, translate, zh } from "./index";

/** Flattens a message tree into [dot.path, text] pairs. */
function flatten(tree: object, prefix = ""): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("translations", () => {
  const english = new Map(flatten(en));
  const chinese = new Map(flatten(zh));

  it("en and zh have identical key sets", () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("has no empty strings and only strings", () => {
    for (const [key, text] of [...english, ...chinese]) {
      expect(typeof text, key).toBe("string");
      expect((text as string).trim(), key).not.toBe("");
    }
  });

  it("uses the same placeholders in both languages", () => {
    for (const [key, text] of english) {
      expect(placeholders(chinese.get(key) as string), key).toEqual(placeholders(text as string));
    }
  });

  it("has a text for every error code of the contracts", () => {
    for (const language of languages) {
      for (const code of errorCodes) {
        expect(messages(language).errors[code], `${language} errors.${code}`).toBeTruthy();
      }
    }
  });

  it("keeps the spec's wording", () => {
    expect(en.errors.occurred).toBe("Error is occured.");
    expect(en.payment.loadingPayPal).toBe("Loading PayPal...");
    expect(en.common.copied).toBe("Copied");
    expect(zh.login.qrExpired).toBe("二维码已过期");
  });
});

describe("translate and format", () => {
  it("looks a message up by key in the asked language", () => {
    expect(translate("en", "errors.NOT_FOUND")).toBe("Not found.");
    expect(translate("zh", "contact.subjectRequired")).toBe("请填写主题。");
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(translate("en", "login.resendIn", { seconds: 60 })).toBe("You can request another link in 60 s.");
    expect(format("{{a}} and {{ b }}", { a: 1 })).toBe("1 and {{ b }}");
  });
});
