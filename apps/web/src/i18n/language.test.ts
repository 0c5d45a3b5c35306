import { describe, expect, it } from "vitest";
import { htmlLang, languageStorageKey, readStoredLanguage, rememberLanguage, resolveLanguage, withLanguage } from "./language";

describe("language choice", () => {
  it("takes ?lang= first, then the remembered one, then zh", () => {
    expect(resolveLanguage("?lang=en", "zh")).toBe("en");
    expect(resolveLanguage("?lang=fr", "en")).toBe("en");
    expect(resolveLanguage("", null)).toBe("zh");
    expect(resolveLanguage("?lang=EN", "garbage")).toBe("zh");
  });

  it("remembers the choice in storage", () => {
    localStorage.clear();
    rememberLanguage("en");
    expect(localStorage.getItem(languageStorageKey)).toBe("en");
    expect(readStoredLanguage()).toBe("en");
  });

  it("maps to html lang tags and keeps other query values when switching", () => {
    expect(htmlLang("zh")).toBe("zh-CN");
    expect(htmlLang("en")).toBe("en");
    expect(withLanguage("/design/x", "?color=red&lang=zh", "en")).toBe("/design/x?color=red&lang=en");
  });
});
