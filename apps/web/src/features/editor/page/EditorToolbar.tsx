import { useTranslation } from "react-i18next";
import type { AlignEdge } from "../canvas/geometry";
import { ExportMenu } from "../export/ExportMenu";
import { layerFields } from "../store/editor-commands";
import { useEditor, useEditorHistory } from "../store/editor-store-context";
import type { EditorActions } from "./editor-actions";

type Props = {
  actions: EditorActions;
  zoom: number;
  onZoom: (zoom: number) => void;
  onFit: () => void;
  /** The save status (Saving / Saved / Save failed), drawn at the end of the bar. */
  status?: React.ReactNode;
  /** More downloads in the download panel (a business card's print files). */
  exportExtra?: React.ReactNode;
  /** The design's name, the downloaded file's name. */
  name: string;
};

export const ZOOM_MIN = 0.05;
export const ZOOM_MAX = 8;
export const clampZoom = (zoom: number): number => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));

const ALIGN: { edge: AlignEdge; key: "alignLeft" | "alignCenter" | "alignRight" | "alignTop" | "alignMiddle" | "alignBottom"; glyph: string }[] = [
  { edge: "left", key: "alignLeft", glyph: "⇤" },
  { edge: "center", key: "alignCenter", glyph: "↔" },
  { edge: "right", key: "alignRight", glyph: "⇥" },
  { edge: "top", key: "alignTop", glyph: "⤒" },
  { edge: "middle", key: "alignMiddle", glyph: "↕" },
  { edge: "bottom", key: "alignBottom", glyph: "⤓" },
];

/** The editor's tool bar: history, zoom, arrange (order, group, lock, hide), align and distribute. */
export function EditorToolbar({ actions, zoom, onZoom, onFit, status, exportExtra, name }: Props) {
  const { t } = useTranslation();
  const canUndo = useEditorHistory((h) => h.pastStates.length > 0);
  const canRedo = useEditorHistory((h) => h.futureStates.length > 0);
  const selection = useEditor((s) => s.selection);
  const elements = useEditor((s) => s.document.elements);
  const selected = elements.filter((e) => selection.includes(e.id));
  const none = selected.length === 0;
  const allLocked = !none && selected.every((e) => layerFields(e).locked);
  const grouped = selected.some((e) => layerFields(e).groupId !== null);
  const button = (label: string, onClick: () => void, disabled = false, glyph?: string, testId?: string) => (
    <button type="button" className="editor-tool" onClick={onClick} disabled={disabled} aria-label={label} title={label} data-testid={testId}>
      {glyph ?? label}
    </button>
  );
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t("editor.toolbar.label")}>
      <div className="editor-tool-group">
        {button(t("editor.toolbar.undo"), actions.undo, !canUndo, "↶", "editor-undo")}
        {button(t("editor.toolbar.redo"), actions.redo, !canRedo, "↷", "editor-redo")}
      </div>
      <div className="editor-tool-group">
        {button(t("editor.toolbar.zoomOut"), () => onZoom(clampZoom(zoom / 1.25)), zoom <= ZOOM_MIN, "−")}
        {/* The level is also the way back to actual size: one canvas pixel per document pixel, what the export draws at the document's size. */}
        <button
          type="button"
          className="editor-tool editor-zoom"
          onClick={() => onZoom(1)}
          aria-label={t("editor.toolbar.actualSize", { percent: Math.round(zoom * 100) })}
          title={t("editor.toolbar.actualSize", { percent: Math.round(zoom * 100) })}
          data-testid="editor-zoom"
        >
          {t("editor.toolbar.zoomLevel", { percent: Math.round(zoom * 100) })}
        </button>
        {button(t("editor.toolbar.zoomIn"), () => onZoom(clampZoom(zoom * 1.25)), zoom >= ZOOM_MAX, "+")}
        {button(t("editor.toolbar.fit"), onFit, false, "⤢")}
      </div>
      <div className="editor-tool-group">
        {button(t("editor.toolbar.front"), () => actions.order("front"), none, "⇈")}
        {button(t("editor.toolbar.forward"), () => actions.order("forward"), none, "↑")}
        {button(t("editor.toolbar.backward"), () => actions.order("backward"), none, "↓")}
        {button(t("editor.toolbar.back"), () => actions.order("back"), none, "⇊")}
        {button(t("editor.toolbar.group"), actions.group, selected.length < 2, "▣")}
        {button(t("editor.toolbar.ungroup"), actions.ungroup, !grouped, "▢")}
        {button(allLocked ? t("editor.toolbar.unlock") : t("editor.toolbar.lock"), actions.toggleLock, none)}
        {button(t("editor.toolbar.hide"), () => actions.setHidden(selection, true), none)}
        {button(t("editor.toolbar.duplicate"), actions.duplicate, none)}
        {button(t("editor.toolbar.delete"), actions.remove, none || allLocked)}
      </div>
      <div className="editor-tool-group">
        {ALIGN.map((a) => (
          <span key={a.edge}>{button(t(`editor.toolbar.${a.key}`), () => actions.align(a.edge), none, a.glyph)}</span>
        ))}
        {button(t("editor.toolbar.distributeHorizontal"), () => actions.distribute("horizontal"), selected.length < 3, "⋯")}
        {button(t("editor.toolbar.distributeVertical"), () => actions.distribute("vertical"), selected.length < 3, "⋮")}
      </div>
      {status ? <div className="editor-tool-group editor-status">{status}</div> : null}
      <div className="editor-tool-group">
        <ExportMenu name={name} extra={exportExtra} />
      </div>
    </div>
  );
}
