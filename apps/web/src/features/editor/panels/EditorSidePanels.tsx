import type { BlendMode, DesignElement } from "@studio/design";
import { BlendModeSchema } from "@studio/design";
import { useState, type FocusEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useEditor, useEditorStoreApi } from "../store/editor-store-context";
import { AddEmojiTool, AddIconTool, AddQrCodeTool, AddShapeTool, AddTextTool } from "../tools/AddTools";
import { DesignPaletteContext } from "./design-palette-context";
import { DocumentPanel } from "./DocumentPanel";
import { ElementPanel } from "./ElementPanel";
import { CheckField, PanelSection, RangeField, SelectField } from "./panel-fields";
import { useDesignPalette } from "./picture-colors";
import "./panels.css";

/** Typing in a box or dragging a slider is one gesture: one undo step when the field is left, not one per key. */
const GESTURE_FIELDS = new Set(["text", "number", "range", "color", "search", "textarea"]);
const isGestureField = (target: EventTarget): boolean =>
  (target instanceof HTMLInputElement && GESTURE_FIELDS.has(target.type)) || target instanceof HTMLTextAreaElement;

/** The panels' glue to the editor store: every patch is one `update` (or `document`) command. */
function GestureScope({ children, label, testId }: { children: ReactNode; label?: string; testId: string }) {
  const store = useEditorStoreApi();
  return (
    <div
      className="ep-panel"
      data-testid={testId}
      // The properties area is already a labelled region of the page; the add tools are one of their own.
      role={label ? "region" : undefined}
      aria-label={label}
      onFocus={(event: FocusEvent) => {
        if (isGestureField(event.target)) store.getState().beginGesture();
      }}
      onBlur={(event: FocusEvent) => {
        if (isGestureField(event.target)) store.getState().endGesture();
      }}
    >
      {children}
    </div>
  );
}

/** What several selected elements share: opacity, blend mode and lock, set on all of them at once. */
function SelectionPanel({
  elements,
  onChange,
}: {
  elements: readonly DesignElement[];
  onChange: (patch: { opacity?: number; blend?: BlendMode; locked?: boolean }) => void;
}) {
  const { t } = useTranslation();
  const first = elements[0];
  if (!first) return null;
  return (
    <PanelSection title={t("editorPanels.selection.title", { count: elements.length })}>
      <RangeField
        label={t("editorPanels.common.opacity")}
        value={first.opacity}
        min={0}
        max={1}
        step={0.01}
        format={(value) => `${Math.round(value * 100)}%`}
        onChange={(opacity) => onChange({ opacity })}
      />
      <SelectField<BlendMode>
        label={t("editorPanels.common.blend")}
        value={first.blend}
        options={BlendModeSchema.options.map((mode) => ({ value: mode, label: t(`editorPanels.blend.${mode}`) }))}
        onChange={(blend) => onChange({ blend })}
      />
      <CheckField label={t("editorPanels.common.locked")} checked={elements.every((element) => element.locked)} onChange={(locked) => onChange({ locked })} />
    </PanelSection>
  );
}

/**
 * The properties area: the selected element's panel, what several selected elements share, or the
 * canvas's own panel when nothing is selected. `preset` is the design's canvas preset (the size dialog's business-card rule).
 */
export function EditorPropertiesPanel({ preset = null }: { preset?: string | null }) {
  const store = useEditorStoreApi();
  const document = useEditor((state) => state.document);
  const selection = useEditor((state) => state.selection);
  const selected = document.elements.filter((element) => selection.includes(element.id));
  const apply = store.getState().apply;
  const only = selected.length === 1 ? selected[0] : undefined;
  const palette = useDesignPalette(document);
  return (
    <GestureScope testId="editor-properties-panel">
      <DesignPaletteContext value={palette}>
        {only ? <ElementPanel key={only.id} element={only} onChange={(patch) => apply({ type: "update", ids: [only.id], patch })} /> : null}
        {selected.length > 1 ? <SelectionPanel elements={selected} onChange={(patch) => apply({ type: "update", ids: selection, patch })} /> : null}
        {selected.length === 0 ? (
          <DocumentPanel
            document={document}
            preset={preset}
            onChange={(patch) => apply({ type: "document", patch })}
            onRecolor={(from, to) => apply({ type: "recolor", from, to })}
          />
        ) : null}
      </DesignPaletteContext>
    </GestureScope>
  );
}

const TOOLS = ["text", "shape", "icon", "qrcode", "emoji"] as const;
type Tool = (typeof TOOLS)[number];

/** The 'add' tools as tabs; what a tool makes is added (and selected) by one `add` command at the canvas centre. */
export function EditorAddPanel() {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const width = useEditor((state) => state.document.width);
  const height = useEditor((state) => state.document.height);
  const [tool, setTool] = useState<Tool>("text");
  const center = { x: width / 2, y: height / 2 };
  const onAdd = (elements: DesignElement[]) => store.getState().apply({ type: "add", elements });
  return (
    <GestureScope label={t("editorPanels.add")} testId="editor-add-panel">
      <div className="ep-tabs" role="tablist" aria-label={t("editorPanels.add")}>
        {TOOLS.map((id) => (
          <button key={id} type="button" role="tab" className="ep-tab" aria-selected={tool === id} onClick={() => setTool(id)}>
            {t(`editorPanels.toolTab.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="ep-tool-panel">
        {tool === "text" ? <AddTextTool onAdd={onAdd} center={center} /> : null}
        {tool === "shape" ? <AddShapeTool onAdd={onAdd} center={center} /> : null}
        {tool === "icon" ? <AddIconTool onAdd={onAdd} center={center} /> : null}
        {tool === "qrcode" ? <AddQrCodeTool onAdd={onAdd} center={center} /> : null}
        {tool === "emoji" ? <AddEmojiTool onAdd={onAdd} center={center} /> : null}
      </div>
    </GestureScope>
  );
}
