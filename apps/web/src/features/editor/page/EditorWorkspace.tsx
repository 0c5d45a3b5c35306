import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { canvasMargin, canvasPadding } from "@studio/domain";
import { useIsMobile } from "../../../ui/use-media-query";
import { CardSafeAreaWarning } from "../canvas/CardSafeArea";
import { EditorCanvas } from "../canvas/EditorCanvas";
import { useRenderedDesign, type RenderedDesign } from "../canvas/use-rendered-design";
import { useViewportGestures } from "../canvas/use-viewport-gestures";
import { LayersPanel } from "../layers/LayersPanel";
import { useEditor, useEditorStoreApi } from "../store/editor-store-context";
import { useAnnouncement } from "./announcer";
import { editorActions } from "./editor-actions";
import { clampZoom, EditorToolbar } from "./EditorToolbar";
import { useEditorShortcuts } from "./use-editor-shortcuts";

type Props = {
  /** The design's name: the page's heading. */
  title: string;
  /** Saving state shown in the tool bar. */
  status?: ReactNode;
  /** More downloads in the toolbar's download panel (a business card's print files). */
  exportExtra?: ReactNode;
  /** The side bar (My designs, the add-element tools). */
  sidebar?: ReactNode;
  /** The selected element's properties (the panels). */
  properties?: ReactNode;
};

/** The zoom at which the whole canvas fits the viewport inside its padding. */
export function fitZoom(viewport: { width: number; height: number }, canvas: { width: number; height: number }, padding: number): number {
  const width = Math.max(1, viewport.width - 2 * padding);
  const height = Math.max(1, viewport.height - 2 * padding);
  return clampZoom(Math.min(width / canvas.width, height / canvas.height));
}

/** The editor's working area for the open store: tool bar, canvas in its scrolling viewport, layers and properties. */
export function EditorWorkspace({ title, status, exportExtra, sidebar, properties }: Props) {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const doc = useEditor((s) => s.document);
  const rendered = useRenderedDesign(doc);
  const renderedRef = useRef<RenderedDesign>(rendered);
  renderedRef.current = rendered;
  const phone = useIsMobile();
  // Spec 03: the canvas keeps 15 px around it on a phone, 40 px otherwise; fitting leaves the margin
  // (10 or 20 px) more, so the rotation handle above a full-width element stays in view.
  const padding = canvasPadding(phone);
  const margin = canvasMargin(phone);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(0.5);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;

  const actions = useMemo(() => editorActions(store, t, () => renderedRef.current.boxes), [store, t]);
  const clear = useCallback(() => store.getState().select([]), [store]);
  useEditorShortcuts(actions, clear);

  const fit = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    setZoom(fitZoom({ width: viewport.clientWidth, height: viewport.clientHeight }, doc, padding + margin));
  }, [doc, padding, margin]);
  // Fit once when the canvas size is known (and again when the canvas size changes).
  const size = `${doc.width}x${doc.height}`;
  const fitted = useRef("");
  useLayoutEffect(() => {
    if (fitted.current === size) return;
    fitted.current = size;
    fit();
  }, [size, fit]);

  // Ctrl (or pinch on a trackpad, which the browser sends as ctrl+wheel) zooms instead of scrolling.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      setZoom(clampZoom(zoomRef.current * Math.exp(-event.deltaY / 300)));
    };
    viewport.addEventListener("wheel", onWheel, { passive: false });
    return () => viewport.removeEventListener("wheel", onWheel);
  }, []);

  const currentZoom = useCallback(() => zoomRef.current, []);
  const gestures = useViewportGestures(viewportRef, currentZoom, setZoom);

  const announcement = useAnnouncement();
  return (
    <div className="editor-workspace" data-testid="editor">
      <h1 className="editor-title" data-testid="editor-title">
        {title}
      </h1>
      <EditorToolbar actions={actions} zoom={zoom} onZoom={setZoom} onFit={fit} status={status} exportExtra={exportExtra} name={title} />
      {/* Before the fonts are in, texts have no ink to measure. */}
      {rendered.fontsReady ? <CardSafeAreaWarning doc={doc} boxes={rendered.boxes} /> : null}
      <div className="editor-body">
        {sidebar ? <aside className="editor-sidebar">{sidebar}</aside> : null}
        <div
          ref={viewportRef}
          className={`editor-viewport${gestures.panReady ? " is-pan-ready" : ""}${gestures.panning ? " is-panning" : ""}`}
          data-testid="editor-viewport"
          role="region"
          aria-label={t("editor.canvasLabel", { width: doc.width, height: doc.height })}
          style={{ padding }}
          // Whether the texts' font files are in (before that they draw empty): what a screenshot of the canvas waits for.
          data-fonts-ready={rendered.fontsReady}
        >
          <EditorCanvas rendered={rendered} zoom={zoom} />
        </div>
        <aside className="editor-inspector">
          <section className="editor-properties" aria-label={t("editor.properties.title")}>
            {properties}
          </section>
          <LayersPanel actions={actions} />
        </aside>
      </div>
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="editor-announcer">
        {announcement.text}
      </div>
    </div>
  );
}
