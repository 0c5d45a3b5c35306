import { useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { layerFields } from "../store/editor-commands";
import { useEditor, useEditorStoreApi } from "../store/editor-store-context";
import { clickSelection } from "../canvas/selection-rules";
import type { EditorActions } from "../page/editor-actions";
import { announce } from "../page/announcer";
import { elementLabel, elementName } from "../page/element-labels";

/**
 * The layers list, top layer first: the keyboard's and the screen reader's way into the canvas
 * (issue 21). Every element is a focusable row announced with its name and type; Up/Down walk the
 * rows, Enter/Space select, Alt+arrows move the element (Shift: 10 px), Delete removes it, and
 * each row has its hide and lock switches.
 */
export function LayersPanel({ actions }: { actions: EditorActions }) {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const elements = useEditor((s) => s.document.elements);
  const selection = useEditor((s) => s.selection);
  const listRef = useRef<HTMLUListElement>(null);
  const rows = [...elements].reverse();

  const focusRow = (index: number) => {
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button.editor-layer-main");
    buttons?.[Math.max(0, Math.min(index, buttons.length - 1))]?.focus();
  };

  const select = (id: string, shift: boolean) => {
    const { document, selection: current, select: set } = store.getState();
    const next = clickSelection(document, current, id, shift);
    set(next);
    const element = document.elements.find((e) => e.id === id);
    if (element) announce(t("editor.announce.selected", { name: elementLabel(element, t) }));
  };

  const onKeyDown = (event: KeyboardEvent, id: string, index: number) => {
    const step = event.shiftKey ? 10 : 1;
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = arrows[event.key];
    if (move && event.altKey) {
      // Moving from the list acts on this row's element, selected first if it was not.
      if (!store.getState().selection.includes(id)) store.getState().select([id]);
      actions.nudge(move[0], move[1]);
    } else if (event.key === "ArrowUp") focusRow(index - 1);
    else if (event.key === "ArrowDown") focusRow(index + 1);
    else if (event.key === "Home") focusRow(0);
    else if (event.key === "End") focusRow(rows.length);
    else if (event.key === "Delete" || event.key === "Backspace") {
      if (!store.getState().selection.includes(id)) store.getState().select([id]);
      actions.remove();
      focusRow(index);
    } else return;
    // The canvas's own shortcuts (window) must not act on the same key again.
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <section className="editor-layers" aria-labelledby="editor-layers-title">
      <h2 id="editor-layers-title">{t("editor.layers.title")}</h2>
      <p className="editor-layers-hint">{t("editor.layers.hint")}</p>
      {rows.length === 0 ? <p>{t("editor.layers.empty")}</p> : null}
      <ul ref={listRef} className="editor-layer-list" data-testid="editor-layers">
        {rows.map((element, index) => {
          const fields = layerFields(element);
          const selected = selection.includes(element.id);
          const states = [fields.locked ? t("editor.layers.locked") : "", fields.hidden ? t("editor.layers.hidden") : ""].filter(Boolean).join(", ");
          const label = t("editor.layers.row", { name: elementName(element, t), type: t(`editor.types.${element.type}`) });
          return (
            <li key={element.id} className={`editor-layer${selected ? " is-selected" : ""}`}>
              <button
                type="button"
                className="editor-layer-main"
                data-layer={element.id}
                aria-pressed={selected}
                aria-label={states ? `${label}, ${states}` : label}
                onClick={(event) => select(element.id, event.shiftKey)}
                onKeyDown={(event) => onKeyDown(event, element.id, index)}
              >
                {label}
              </button>
              <button
                type="button"
                className="editor-layer-toggle"
                aria-pressed={fields.hidden}
                title={fields.hidden ? t("editor.toolbar.show") : t("editor.toolbar.hide")}
                aria-label={`${fields.hidden ? t("editor.toolbar.show") : t("editor.toolbar.hide")}: ${label}`}
                onClick={() => actions.setHidden([element.id], !fields.hidden)}
              >
                {fields.hidden ? t("editor.toolbar.show") : t("editor.toolbar.hide")}
              </button>
              <button
                type="button"
                className="editor-layer-toggle"
                aria-pressed={fields.locked}
                title={fields.locked ? t("editor.toolbar.unlock") : t("editor.toolbar.lock")}
                aria-label={`${fields.locked ? t("editor.toolbar.unlock") : t("editor.toolbar.lock")}: ${label}`}
                onClick={() => store.getState().apply({ type: "update", ids: [element.id], patch: { locked: !fields.locked } })}
              >
                {fields.locked ? t("editor.toolbar.unlock") : t("editor.toolbar.lock")}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
