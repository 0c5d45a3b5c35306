import { describe, expect, it } from "vitest";
import { classicEntry, classicEntryLink, classicEntryPath } from "./classic-entry";

describe("classic maker entry links (spec 03 section 2)", () => {
  it("reads the name after name=, ampersands and yen signs included", () => {
    expect(classicEntry("?name=Harbor%20%26%20Pine")).toEqual({ name: "Harbor & Pine", slogan: "", industry: "", emptyName: false });
    expect(classicEntry("?name=Tom&Jerry&lang=en").name).toBe("Tom&Jerry");
    expect(classicEntry("?name=Tom%C2%A5Jerry").name).toBe("Tom&Jerry");
    // A hand-written link with parameters after the name: they are parameters, not part of it.
    expect(classicEntry("?name=Harbor%20Pine&industry=coffee%20shop&slogan=Hi&lang=en")).toEqual({
      name: "Harbor Pine",
      slogan: "Hi",
      industry: "coffee shop",
      emptyName: false,
    });
    expect(classicEntry("?slogan=Fresh+daily&industry=cafe&name=Caf%C3%A9+Bleu")).toEqual({
      name: "Café Bleu",
      slogan: "Fresh daily",
      industry: "cafe",
      emptyName: false,
    });
  });

  it("an empty name raises the flag; no name at all does not", () => {
    expect(classicEntry("?name=").emptyName).toBe(true);
    expect(classicEntry("?name=%20%20").emptyName).toBe(true);
    expect(classicEntry("").emptyName).toBe(false);
  });

  it("writes /start for Chinese and /generate otherwise, ampersands as yen signs, and no link for an empty name", () => {
    expect(classicEntryPath("zh")).toBe("/start");
    expect(classicEntryPath("en")).toBe("/generate");
    const link = classicEntryLink("en", { name: "Harbor & Pine", slogan: "Since 1990", industry: "" });
    expect(link).toBe("/generate?slogan=Since+1990&name=Harbor%20%C2%A5%20Pine");
    expect(classicEntry(link!.slice(link!.indexOf("?")))).toMatchObject({ name: "Harbor & Pine", slogan: "Since 1990" });
    expect(classicEntryLink("zh", { name: "港松", slogan: "", industry: "餐饮" })).toBe(
      `/start?industry=${encodeURIComponent("餐饮")}&name=${encodeURIComponent("港松")}`,
    );
    expect(classicEntryLink("en", { name: "  ", slogan: "x", industry: "" })).toBeNull();
  });
});
