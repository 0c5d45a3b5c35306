import { describe, expect, it } from "vitest";
import { cardFieldsOf, fillCardFields } from "./card-fields.js";
import { parseDesignDocument, type DesignDocument, type IconElement } from "./index.js";

const text = (id: string, field: string | undefined, words: string) => ({
  id,
  type: "text",
  role: "text",
  x: 100,
  y: 100,
  text: words,
  fontId: "inter",
  color: "#111111",
  ...(field ? { field } : {}),
});

function card(): DesignDocument {
  return parseDesignDocument({
    version: 3,
    kind: "card",
    width: 2000,
    height: 1222,
    background: { type: "solid", color: "#ffffff" },
    layout: { aspect: "horizontal" },
    elements: [
      text("name", "name", "Your Name"),
      text("title", "title", "Your Title"),
      text("web", "web", "example.com"),
      text("motto", undefined, "Made with care"),
      {
        id: "logo",
        type: "icon",
        role: "logo",
        field: "Logo",
        x: 300,
        y: 300,
        set: "t",
        iconId: "dot",
        viewBox: [0, 0, 24, 24],
        nodes: [{ tag: "circle", attrs: { cx: "12", cy: "12", r: "10" } }],
        paint: "fill",
        color: "#222222",
        width: 200,
        height: 100,
      },
      { id: "code", type: "qrcode", role: "qrcode", field: "code", x: 1700, y: 900, text: "https://example.com", size: 300 },
    ],
  });
}

const userIcon = (): IconElement => ({
  id: "user-icon",
  type: "icon",
  role: "icon",
  x: 0,
  y: 0,
  rotation: 0,
  opacity: 1,
  locked: false,
  hidden: false,
  groupId: null,
  shadow: null,
  blend: "normal",
  set: "mine",
  iconId: "star",
  viewBox: [0, 0, 10, 10],
  nodes: [{ tag: "rect", attrs: { x: "0", y: "0", width: "10", height: "10" } }],
  paint: "fill",
  strokeWidth: 2,
  color: "#ff0000",
  gradient: null,
  width: 50,
  height: 50,
});

describe("fillCardFields", () => {
  it("lists a card's fields once each, in document order", () => {
    expect(cardFieldsOf(card())).toEqual(["name", "title", "web", "Logo", "code"]);
  });

  it("puts the words in the marked texts, the content in the code, and leaves unmarked elements and absent fields alone", () => {
    const filled = fillCardFields(card(), { name: "Ada Lovelace", code: "mailto:ada@example.com" });
    const byId = new Map(filled.elements.map((element) => [element.id, element]));
    expect(byId.get("name")).toMatchObject({ text: "Ada Lovelace", hidden: false });
    expect(byId.get("title")).toMatchObject({ text: "Your Title" });
    expect(byId.get("motto")).toMatchObject({ text: "Made with care" });
    expect(byId.get("code")).toMatchObject({ type: "qrcode", text: "mailto:ada@example.com" });
    // The result is still a valid document.
    expect(parseDesignDocument(filled)).toEqual(filled);
  });

  it("hides a field given as empty, and shows it again when filled later", () => {
    const hidden = fillCardFields(card(), { web: "  ", code: "" });
    expect(hidden.elements.find((element) => element.id === "web")).toMatchObject({ hidden: true, text: "example.com" });
    expect(hidden.elements.find((element) => element.id === "code")).toMatchObject({ hidden: true });
    const shown = fillCardFields(hidden, { web: "ada.dev" });
    expect(shown.elements.find((element) => element.id === "web")).toMatchObject({ hidden: false, text: "ada.dev" });
  });

  it("adds the CJK face behind Chinese words only, and keeps line breaks", () => {
    const filled = fillCardFields(card(), { name: "王小明", title: "Lead\r\nDesigner" }, { cjkFontId: "noto-sans-sc" });
    expect(filled.elements.find((element) => element.id === "name")).toMatchObject({ text: "王小明", fallbackFontIds: ["noto-sans-sc"] });
    expect(filled.elements.find((element) => element.id === "title")).toMatchObject({ text: "Lead\nDesigner", fallbackFontIds: [] });
  });

  it("fits the user's logo symbol into the Logo box, keeping the placeholder's id and place", () => {
    const filled = fillCardFields(card(), { Logo: { icon: userIcon() } });
    const logo = filled.elements.find((element) => element.field === "Logo");
    expect(logo).toMatchObject({ id: "logo", type: "icon", iconId: "star", x: 300, y: 300, width: 100, height: 100, color: "#ff0000", role: "logo" });
  });

  it("puts a logo picture in the Logo box in place of the placeholder", () => {
    const filled = fillCardFields(card(), { Logo: { src: "/oss/saved-logos/1/a.png" } });
    const logo = filled.elements.find((element) => element.field === "Logo");
    expect(logo).toMatchObject({ id: "logo", type: "image", src: "/oss/saved-logos/1/a.png", width: 200, height: 100, x: 300 });
    expect(parseDesignDocument(filled)).toEqual(filled);
  });

  it("does not change the document it was given", () => {
    const original = card();
    const copy = structuredClone(original);
    fillCardFields(original, { name: "X", web: "", Logo: { icon: userIcon() } });
    expect(original).toEqual(copy);
  });

  it("lays the logo's whole design into the Logo box as its own editable elements, and replaces it when filled again", () => {
    const design = parseDesignDocument({
      version: 3,
      kind: "logo",
      width: 800,
      height: 400,
      background: { type: "solid", color: "#eeeeee" },
      layout: { aspect: "horizontal" },
      elements: [
        { ...userIcon(), id: "icon", x: 200, y: 200, width: 200, height: 200 },
        { ...text("brand", undefined, "Acme"), role: "name", x: 550, y: 200, fontSize: 100, letterSpacing: 10 },
        { ...text("gone", undefined, "hidden"), hidden: true },
      ],
    });
    const filled = fillCardFields(card(), { Logo: { design } });
    const placed = filled.elements.filter((element) => element.field === "Logo");
    expect(placed.map((element) => element.id)).toEqual(["card-logo-logo-icon", "card-logo-logo-brand"]);
    expect(new Set(placed.map((element) => element.groupId))).toEqual(new Set(["card-logo-logo"]));
    // 800 x 400 into the 200 x 100 box centred on (300, 300): scale 0.25 from (200, 250).
    expect(placed[0]).toMatchObject({ type: "icon", x: 250, y: 300, width: 50, height: 50 });
    expect(placed[1]).toMatchObject({ type: "text", x: 337.5, y: 300, fontSize: 25, letterSpacing: 2.5 });
    expect(filled.elements.findIndex((element) => element.field === "Logo")).toBe(4);
    expect(parseDesignDocument(filled)).toEqual(filled);
    const again = fillCardFields(filled, { Logo: { design } });
    expect(again.elements.filter((element) => element.field === "Logo").map((element) => element.id)).toEqual(placed.map((element) => element.id));
    expect(again.elements).toHaveLength(filled.elements.length);
  });
});
