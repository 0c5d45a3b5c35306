import { describe, expect, it } from "vitest";
import { createIconLibrary, INDUSTRY_CONCEPTS, THING_WORDS_ZH } from "./index.js";
import { loadIconCatalogue } from "./node.js";

const icons = loadIconCatalogue();
const library = createIconLibrary(icons);
const top = (text: string, nameText?: string): string[] => library.search(text, { limit: 4, nameText }).map((match) => match.icon.id);

describe("icon catalogue", () => {
  it("holds thousands of tagged icons from Tabler and Lucide", () => {
    expect(icons.length).toBeGreaterThan(6000);
    expect(icons.filter((icon) => icon.set === "lucide").length).toBeGreaterThan(1000);
    expect(library.get("tabler:coffee")?.tags).toContain("cafe");
    expect(library.get("tabler:barbell")?.filledNodes?.length).toBeGreaterThan(0);
    expect(icons.every((icon) => icon.nodes.every((node) => node.attrs.d !== "M0 0h24v24H0z"))).toBe(true);
  });

  it("points every industry concept at icons that exist", () => {
    const missing = INDUSTRY_CONCEPTS.flatMap((concept) => concept.icons.filter((key) => !library.get(key)));
    expect(missing).toEqual([]);
    expect(INDUSTRY_CONCEPTS.every((concept) => concept.zh.length > 0 && concept.en.length > 0)).toBe(true);
  });

  it("points every Chinese thing name at an icon that exists", () => {
    expect(Object.entries(THING_WORDS_ZH).filter(([, key]) => !library.get(key))).toEqual([]);
    expect(Object.keys(THING_WORDS_ZH).every((word) => [...word].length >= 2)).toBe(true);
  });
});

describe("semantic icon search", () => {
  it("finds things named in Chinese, without letting them outrank what the business does", () => {
    expect(top("月亮")[0]).toBe("moon");
    expect(top("一顶皇冠")[0]).toBe("crown");
    expect(top("月亮湾咖啡馆")[0]).toMatch(/coffee|cup|bean/);
  });

  it("finds a cup or bean for a coffee shop, in English and Chinese", () => {
    expect(top("a coffee shop")[0]).toMatch(/coffee|cup|bean/);
    expect(top("一家咖啡店")[0]).toMatch(/coffee|cup|bean/);
  });

  it("finds a plane, globe or suitcase for a travel agent", () => {
    expect(top("a travel agent")[0]).toMatch(/plane|world|globe|luggage|briefcase/);
    expect(top("旅行社")[0]).toMatch(/plane|world|globe|luggage/);
  });

  it("reads 女子健身俱乐部 as fitness, not as a generic club", () => {
    expect(top("女子健身俱乐部")[0]).toMatch(/barbell|dumbbell|run|stretching|yoga/);
    expect(library.concepts("女子健身俱乐部")[0]?.concept.id).toBe("fitness");
    expect(top("a women's fitness club")[0]).toMatch(/barbell|dumbbell/);
  });

  it("reads common Chinese briefs", () => {
    const concept = (text: string): string | undefined => library.concepts(text)[0]?.concept.id;
    expect(concept("一家宠物店")).toBe("pets");
    expect(concept("律师事务所")).toBe("law");
    expect(concept("少儿编程培训")).toBe("technology");
    expect(concept("重庆火锅")).toBe("restaurant");
    expect(concept("家政保洁公司")).toBe("water");
    expect(concept("摄影工作室")).toBe("photography");
    expect(top("一家花店")[0]).toMatch(/flower|plant|sprout/);
  });

  it("returns nothing rather than an unrelated icon when no word means anything", () => {
    expect(top("", "Zentrix")).toEqual([]);
    expect(top("the best company in town")).toEqual([]);
  });
});
