import { parseDesignDocument, type DesignDocument } from "@studio/design";
import { describe, expect, it } from "vitest";
import { iconFixture, shapeFixture, textFixture } from "../panels/test-elements";
import { createEditorStore } from "./editor-store";
import { designColors, recolorDocument } from "./recolor";

function design(): DesignDocument {
  return parseDesignDocument({
    version: 3,
    kind: "poster",
    width: 400,
    height: 400,
    background: { type: "solid", color: "#f8f5ee" },
    layout: { aspect: "square", code: "" },
    elements: [
      textFixture({ id: "name", color: "#1b4332" }),
      // Within Lab 20 of the name's green: the same colour for the near-colour test.
      iconFixture({ id: "icon", color: "#1e4a37" }),
      shapeFixture({ id: "box", fill: "#e4572e", gradient: { kind: "linear", angle: 0, from: "#1b4332", to: "#e4572e" } }),
      textFixture({ id: "slogan", color: "#74c69d" }),
    ],
  });
}

describe("colours across the design", () => {
  it("lists the design's colours most used first, near colours (Lab 20) counted as one", () => {
    expect(designColors(design())).toEqual([
      { color: "#1b4332", uses: 3 },
      { color: "#e4572e", uses: 2 },
      { color: "#f8f5ee", uses: 1 },
      { color: "#74c69d", uses: 1 },
    ]);
  });

  it("replaces a colour and the colours within Lab 20 of it, keeping untouched elements as they are", () => {
    const before = design();
    const after = recolorDocument(before, "#1b4332", "#003366");
    const byId = new Map(after.elements.map((element) => [element.id, element]));
    expect(byId.get("name")).toMatchObject({ color: "#003366" });
    expect(byId.get("icon")).toMatchObject({ color: "#003366" });
    expect(byId.get("box")).toMatchObject({ fill: "#e4572e", gradient: { from: "#003366", to: "#e4572e" } });
    // The light green is more than 20 away: not the same colour, same object.
    expect(byId.get("slogan")).toBe(before.elements[3]);
    expect(after.background).toBe(before.background);
    expect(recolorDocument(before, "#f8f5ee", "#000000").background).toEqual({ type: "solid", color: "#000000" });
  });

  it("is one command of the store: one undo step", () => {
    const store = createEditorStore({ document: design() });
    store.getState().apply({ type: "recolor", from: "#e4572e", to: "#222222" });
    expect(store.getState().document.elements[2]).toMatchObject({ fill: "#222222", gradient: { to: "#222222" } });
    store.temporal.getState().undo();
    expect(store.getState().document.elements[2]).toMatchObject({ fill: "#e4572e" });
  });
});
