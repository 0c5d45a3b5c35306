import { describe, expect, it } from "vitest";
import { createNodeLogoDeps } from "./node.js";
import type { DesignDocument as DesignDocumentLike } from "@studio/design";
import { generateLogos, hexToRgb, interpretInstruction, type EditKind } from "./index.js";

const deps = createNodeLogoDeps();
const coffee = generateLogos({ name: "Blue Bottle", slogan: "Slow coffee", description: "a coffee shop", styles: ["combination"], count: 1, seed: 1 }, deps)[0]!
  .document;
const chinese = generateLogos({ name: "山月咖啡", description: "一家咖啡店", styles: ["combination"], count: 1, seed: 1 }, deps)[0]!.document;
const wordmark = generateLogos({ name: "Kite & Key", styles: ["minimal"], count: 1, seed: 1 }, deps)[0]!.document;

const byId = (doc: DesignDocumentLike, id: string) => doc.elements.find((element) => element.id === id);
const hue = (hex: string): "red" | "green" | "blue" => {
  const { r, g, b } = hexToRgb(hex);
  return r >= g && r >= b ? "red" : g >= b ? "green" : "blue";
};

type Case = [phrase: string, doc: DesignDocumentLike, kinds: EditKind[], check?: (doc: DesignDocumentLike) => void];
const iconColor = (doc: DesignDocumentLike): string => {
  const icon = byId(doc, "icon");
  return icon?.type === "icon" ? icon.color : "#000000";
};
const fontOf = (doc: DesignDocumentLike): string => {
  const name = byId(doc, "name");
  return name?.type === "text" ? name.fontId : "";
};

// 34 phrases, English and Chinese, each with the edits it must produce.
const CASES: Case[] = [
  ["make it green", coffee, ["color"], (doc) => expect(hue(iconColor(doc))).toBe("green")],
  ["用蓝色", coffee, ["color"], (doc) => expect(hue(iconColor(doc))).toBe("blue")],
  ["change the colour to #c62828", coffee, ["color"], (doc) => expect(hue(iconColor(doc))).toBe("red")],
  ["use the Soft Forest palette", coffee, ["palette"], (doc) => expect(doc.background).toEqual({ type: "solid", color: "#eef3ea" })],
  ["换成 Sunset Soda 配色", chinese, ["palette"], (doc) => expect(doc.background.type).toBe("gradient")],
  ["use a serif font", coffee, ["font"], (doc) => expect(deps.fontCatalogue.find((font) => font.id === fontOf(doc))?.category).toBe("serif")],
  ["make it bold", coffee, ["font"], (doc) => expect(deps.fontCatalogue.find((font) => font.id === fontOf(doc))?.moods).toContain("bold")],
  ["script font please", coffee, ["font"], (doc) => expect(deps.fontCatalogue.find((font) => font.id === fontOf(doc))?.category).toBe("script")],
  ["more modern", coffee, ["font"]],
  ["rounded font", coffee, ["font"], (doc) => expect(deps.fontCatalogue.find((font) => font.id === fontOf(doc))?.moods).toContain("rounded")],
  ["字体用衬线", chinese, ["font"], (doc) => expect(fontOf(doc)).toBe("noto-serif-sc-700")],
  ["换成手写字体", chinese, ["font"], (doc) => expect(fontOf(doc)).toBe("ma-shan-zheng-400")],
  ["put the icon above the name", coffee, ["layout"], (doc) => expect(doc.layout.aspect).toBe("vertical")],
  ["icon on the left", coffee, ["layout"], (doc) => expect(doc.layout.aspect).toBe("horizontal")],
  ["图标在上", chinese, ["layout"], (doc) => expect(doc.layout.aspect).toBe("vertical")],
  ["use a rocket icon", coffee, ["icon"], (doc) => expect(byId(doc, "icon")).toMatchObject({ iconId: "rocket" })],
  ["换成火箭图标", chinese, ["icon"], (doc) => expect(byId(doc, "icon")).toMatchObject({ iconId: "rocket" })],
  ["change the icon to a plane", coffee, ["icon"], (doc) => expect(byId(doc, "icon")).toMatchObject({ iconId: "plane" })],
  ["make it blue and add a moon", coffee, ["color", "icon"], (doc) => expect(byId(doc, "icon")).toMatchObject({ iconId: "moon" })],
  ["add a star", wordmark, ["icon"], (doc) => expect(byId(doc, "icon")).toMatchObject({ iconId: "star" })],
  ["加一个火箭", chinese, ["icon"], (doc) => expect(byId(doc, "icon")).toMatchObject({ iconId: "rocket" })],
  ["加一个月亮", chinese, ["icon"], (doc) => expect(byId(doc, "icon")).toMatchObject({ iconId: "moon" })],
  ['add the slogan "Fresh every morning"', wordmark, ["slogan-add"], (doc) => expect(byId(doc, "slogan")).toMatchObject({ text: "Fresh every morning" })],
  ["remove the slogan", coffee, ["slogan-remove"], (doc) => expect(byId(doc, "slogan")).toBeUndefined()],
  ["去掉标语", coffee, ["slogan-remove"], (doc) => expect(byId(doc, "slogan")).toBeUndefined()],
  ["加上口号“每天新鲜”", chinese, ["slogan-add"], (doc) => expect(byId(doc, "slogan")).toMatchObject({ text: "每天新鲜" })],
  ["put the icon in a circle", coffee, ["container"], (doc) => expect(byId(doc, "mark-container")).toMatchObject({ shape: "circle" })],
  ["make it a badge", coffee, ["container"], (doc) => expect(byId(doc, "emblem")).toMatchObject({ shape: "badge" })],
  ["放进盾牌里", chinese, ["container"], (doc) => expect(byId(doc, "emblem")).toMatchObject({ shape: "shield" })],
  ["restyle as minimal", coffee, ["restyle"], (doc) => expect(byId(doc, "icon")).toBeUndefined()],
  ["改成抽象风格", chinese, ["restyle"], (doc) => expect(byId(doc, "mark")).toMatchObject({ shape: "paths" })],
  ["black and white", coffee, ["mono"], (doc) => expect(doc.mono).toBe(true)],
  ["make it red and put the icon on top", coffee, ["color", "layout"], (doc) => expect(doc.layout.aspect).toBe("vertical")],
  ["让它更高级，用深色背景", chinese, ["font", "background"], (doc) => expect(doc.background).toEqual({ type: "solid", color: "#141414" })],
];

describe("interpretInstruction", () => {
  it.each(CASES)("%s", (phrase, doc, kinds, check) => {
    const result = interpretInstruction(doc, phrase, deps);
    expect(result.notUnderstood).toEqual([]);
    expect(result.applied.map((edit) => edit.kind)).toEqual(kinds);
    expect(result.issues).toEqual([]);
    check?.(result.document);
  });

  it("reports what it did not understand instead of ignoring it", () => {
    const result = interpretInstruction(coffee, "make it green, and sprinkle unicorn magic", deps);
    expect(result.applied.map((edit) => edit.kind)).toEqual(["color"]);
    expect(result.notUnderstood).toEqual(["sprinkle unicorn magic"]);
    expect(interpretInstruction(coffee, "让它飞起来", deps).notUnderstood).toEqual(["让它飞起来"]);
    // "add a ..." draws a thing only when it is one: design words and unknown things are not icons.
    expect(interpretInstruction(coffee, "add a shadow", deps).notUnderstood).toEqual(["add a shadow"]);
    expect(interpretInstruction(coffee, "add a border", deps).applied.map((edit) => edit.kind)).not.toContain("icon");
    expect(interpretInstruction(coffee, "add a flibbertigibbet", deps).notUnderstood).toEqual(["add a flibbertigibbet"]);
  });

  it("leaves documents it did not make alone and says so", () => {
    const foreign = { ...coffee, elements: coffee.elements.filter((element) => element.id !== "name") };
    const result = interpretInstruction(foreign, "make it green", deps);
    expect(result.document).toEqual(foreign);
    expect(result.skipped[0]?.reason).toMatch(/no name element/);
  });

  it("says why an understood edit could not be made", () => {
    const result = interpretInstruction(coffee, "remove the container", deps);
    expect(result.skipped).toEqual([{ phrase: "remove the container", reason: "there is no container" }]);
    expect(result.svg).toBe(interpretInstruction(coffee, "", deps).svg);
  });
});
