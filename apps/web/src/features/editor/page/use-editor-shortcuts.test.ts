import { parseDesignDocument, TextElementSchema } from "@studio/design";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { createEditorStore } from "../store/editor-store";
import { editorActions } from "./editor-actions";
import { handleEditorKey, handleEditorPaste } from "./use-editor-shortcuts";

const t = ((key: string) => key) as unknown as TFunction;

function setup() {
  const name = TextElementSchema.parse({ id: "name", role: "name", type: "text", x: 100, y: 100, text: "Crumb", fontId: "inter-600", color: "#111111" });
  const document = parseDesignDocument({
    version: 3,
    kind: "poster",
    width: 1080,
    height: 1080,
    background: { type: "solid", color: "#ffffff" },
    layout: { aspect: "square" },
    elements: [name],
  });
  const store = createEditorStore({ document, selection: ["name"] });
  const actions = editorActions(store, t, () => new Map());
  return { store, actions, count: () => store.getState().document.elements.length };
}

const paste = (target: EventTarget, handled = false): ClipboardEvent => {
  const event = new Event("paste", { cancelable: true }) as ClipboardEvent;
  Object.defineProperty(event, "target", { value: target });
  if (handled) event.preventDefault();
  return event;
};

describe("the editor's paste", () => {
  it("Ctrl+V is left to the browser's paste event, which brings the copied elements back", () => {
    const { actions, count } = setup();
    expect(handleEditorKey(new KeyboardEvent("keydown", { key: "c", ctrlKey: true }), actions, () => undefined)).toBe(true);
    expect(handleEditorKey(new KeyboardEvent("keydown", { key: "v", ctrlKey: true }), actions, () => undefined)).toBe(false);
    expect(count()).toBe(1);
    expect(handleEditorPaste(paste(document.body), actions)).toBe(true);
    expect(count()).toBe(2);
  });

  it("a paste the uploads took (an image on the clipboard) or one into a field adds no copies", () => {
    const { actions, count } = setup();
    handleEditorKey(new KeyboardEvent("keydown", { key: "c", ctrlKey: true }), actions, () => undefined);
    expect(handleEditorPaste(paste(document.body, true), actions)).toBe(false);
    const field = document.createElement("input");
    document.body.append(field);
    expect(handleEditorPaste(paste(field), actions)).toBe(false);
    field.remove();
    expect(count()).toBe(1);
  });
});
