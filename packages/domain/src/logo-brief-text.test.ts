import { describe, expect, it } from "vitest";
import { briefFromPrompt } from "./logo-brief-text";

describe("briefFromPrompt", () => {
  it("splits a name from what the business does", () => {
    expect(briefFromPrompt("Bean There, a coffee shop")).toEqual({ name: "Bean There", description: "a coffee shop" });
    expect(briefFromPrompt("Bean There - a coffee shop")).toEqual({ name: "Bean There", description: "a coffee shop" });
    expect(briefFromPrompt("Bean There: coffee and cake")).toEqual({ name: "Bean There", description: "coffee and cake" });
    expect(briefFromPrompt("Bean There is a coffee shop in Paris")).toEqual({ name: "Bean There", description: "a coffee shop in Paris" });
    expect(briefFromPrompt("豆子咖啡，一家咖啡店")).toEqual({ name: "豆子咖啡", description: "一家咖啡店" });
  });

  it("derives a short name from a text that only describes", () => {
    expect(briefFromPrompt("a coffee shop")).toEqual({ name: "Coffee Shop", description: "a coffee shop" });
    expect(briefFromPrompt("a women's fitness club")).toEqual({ name: "Women's Fitness Club", description: "a women's fitness club" });
    expect(briefFromPrompt("A travel agent")).toEqual({ name: "Travel Agent", description: "A travel agent" });
    expect(briefFromPrompt("an organic bakery in Lyon that sells sourdough").name).toBe("Organic Bakery");
    expect(briefFromPrompt("a coffee shop, with books").name).toBe("Coffee Shop");
    expect(briefFromPrompt("一家咖啡店")).toEqual({ name: "咖啡店", description: "一家咖啡店" });
  });

  it("keeps a plain name as typed", () => {
    expect(briefFromPrompt("  Bean   There ")).toEqual({ name: "Bean There" });
    expect(briefFromPrompt("Tom¥Jerry")).toEqual({ name: "Tom¥Jerry" });
    expect(briefFromPrompt("咖啡小馆")).toEqual({ name: "咖啡小馆" });
    expect(briefFromPrompt("")).toEqual({ name: "" });
  });

  it("never gives a name over 40 characters", () => {
    const long = briefFromPrompt("Mountain view handmade ceramics and pottery workshop studio");
    expect(long.name.length).toBeLessThanOrEqual(40);
    expect(long.description).toBe("Mountain view handmade ceramics and pottery workshop studio");
  });
});
