import type { Box } from "@studio/design";
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent as ReactMouseEvent } from "react";
import { flushSync } from "react-dom";
import Moveable, { type OnDrag, type OnResize, type OnResizeGroup, type OnRotate, type OnRotateGroup } from "react-moveable";
import { layerFields } from "../store/editor-commands";
import { useEditor, useEditorStoreApi } from "../store/editor-store-context";
import { framePatch, groupBounds, previewTransform, resizeGroupFrames, rotateGroupFrames, type Frame } from "./geometry";
import { drawnGroup, frameChanged, showFrame, startFrame, typingTarget } from "./live-dom";
import { clickSelection, movableIds, selectionHandles } from "./selection-rules";
import { editableText } from "./text-editing";
import { TextEditOverlay } from "./TextEditOverlay";
import { CardSafeAreaGuide } from "./CardSafeArea";
import { useMarquee } from "./use-marquee";
import type { RenderedDesign } from "./use-rendered-design";

/** How close (screen px) a dragged edge or centre must come to a guide to snap to it. */
const SNAP_THRESHOLD = 6;

type Live = { start: Frame; left: number; top: number; translate: [number, number]; rotate: number; width: number; height: number };
/** A resize or rotation of several elements: their frames at the start, the group's frame, and where they are now. */
type GroupLive = { ids: string[]; starts: Frame[]; box: Box; now: Frame[] };

/**
 * The canvas: the rendered SVG, one transparent hit box per visible element above it (what is
 * clicked, dragged and snapped to), the marquee, and react-moveable's handles on the selection.
 * During a gesture only the DOM moves (the hit box by style, the element's <g> by a transform), so a
 * 200-element document stays smooth; the end commits ONE command (one undo step).
 */
export function EditorCanvas({ rendered, zoom }: { rendered: RenderedDesign; zoom: number }) {
  const store = useEditorStoreApi();
  const doc = useEditor((s) => s.document);
  const selection = useEditor((s) => s.selection);
  const stageRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<HTMLDivElement>(null);
  const moveableRef = useRef<Moveable>(null);
  const live = useRef(new Map<string, Live>());
  const groupLive = useRef<GroupLive | null>(null);
  // The text element being typed on the canvas (its drawing is hidden meanwhile).
  const [editing, setEditing] = useState<string | null>(null);
  // Bumped after each committed gesture so the hit boxes remount with their new React styles
  // (react-moveable wrote to their style directly).
  const [generation, setGeneration] = useState(0);
  const [targets, setTargets] = useState<HTMLElement[]>([]);
  const [guides, setGuides] = useState<HTMLElement[]>([]);

  const movable = new Set(movableIds(doc, selection));
  const locked = selection.length > 0 && movable.size === 0;
  const editingText = editing === null ? null : editableText(doc, [editing]);
  const { marquee, onPointerDown, onPointerMove, onPointerUp } = useMarquee(stageRef, store, rendered, zoom);

  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const hits = [...stage.querySelectorAll<HTMLElement>("[data-hit]")];
    const selected = new Set(selection);
    // Only the unlocked part of a selection gets handles; nothing while a text is typed.
    const free = new Set(movableIds(doc, selection));
    setTargets(editing === null ? hits.filter((h) => free.has(h.dataset.hit ?? "")) : []);
    setGuides(hits.filter((h) => !selected.has(h.dataset.hit ?? "")));
  }, [doc, selection, rendered, generation, zoom, editing]);

  // While a text is typed its drawing is hidden, so only the overlay's words show.
  useLayoutEffect(() => {
    if (editing === null) return;
    const drawn = group(editing);
    drawn?.style.setProperty("visibility", "hidden");
    return () => {
      drawn?.style.removeProperty("visibility");
    };
    // The SVG is redrawn (new nodes) when the document changes; the effect then runs again.
  }, [editing, rendered]);

  // Enter on a selected text (the canvas having the keyboard, not a field or a button) opens it for typing.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || event.ctrlKey || event.metaKey || event.altKey || typingTarget(event.target)) return;
      const { document, selection: current } = store.getState();
      const text = editableText(document, current);
      if (!text) return;
      event.preventDefault();
      setEditing(text.id);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [store]);

  useLayoutEffect(() => {
    moveableRef.current?.updateRect();
  }, [targets, rendered, zoom]);

  const group = (id: string) => drawnGroup(svgRef.current, id);

  const begin = (target: HTMLElement | SVGElement) => {
    const id = (target as HTMLElement).dataset.hit ?? "";
    const box = rendered.boxes.get(id);
    if (!box) return;
    const start = startFrame(doc, box, id);
    const [left, top, width, height] = [box.x * zoom, box.y * zoom, box.width * zoom, box.height * zoom];
    live.current.set(id, { start, left, top, width, height, translate: [0, 0], rotate: start.rotation });
  };

  const show = (target: HTMLElement | SVGElement) => {
    const id = (target as HTMLElement).dataset.hit ?? "";
    const state = live.current.get(id);
    if (!state) return;
    target.style.width = `${state.width}px`;
    target.style.height = `${state.height}px`;
    target.style.transform = `translate(${state.translate[0]}px, ${state.translate[1]}px) rotate(${state.rotate}deg)`;
    const now: Frame = {
      cx: (state.left + state.translate[0] + state.width / 2) / zoom,
      cy: (state.top + state.translate[1] + state.height / 2) / zoom,
      width: state.width / zoom,
      height: state.height / zoom,
      rotation: state.rotate,
    };
    group(id)?.setAttribute("transform", previewTransform(state.start, now));
  };

  const onDrag = (e: OnDrag) => {
    const state = live.current.get((e.target as HTMLElement).dataset.hit ?? "");
    if (!state) return;
    state.translate = [e.beforeTranslate[0] ?? 0, e.beforeTranslate[1] ?? 0];
    show(e.target);
  };
  const onResize = (e: OnResize) => {
    const state = live.current.get((e.target as HTMLElement).dataset.hit ?? "");
    if (!state) return;
    state.width = e.width;
    state.height = e.height;
    state.translate = [e.drag.beforeTranslate[0] ?? 0, e.drag.beforeTranslate[1] ?? 0];
    show(e.target);
  };
  const onRotate = (e: OnRotate) => {
    const state = live.current.get((e.target as HTMLElement).dataset.hit ?? "");
    if (!state) return;
    state.rotate = e.beforeRotate;
    show(e.target);
  };

  /** Ends a gesture: ONE undo step holding an `update` per element that changed. */
  const commitFrames = (changes: readonly { id: string; start: Frame; now: Frame }[]) => {
    const { apply, beginGesture, endGesture, document } = store.getState();
    let changed = false;
    beginGesture();
    for (const { id, start, now } of changes) {
      const element = document.elements.find((el) => el.id === id);
      if (!element || !frameChanged(start, now)) continue;
      apply({ type: "update", ids: [id], patch: framePatch(element, start, now) });
      changed = true;
    }
    endGesture();
    // A press without a move (a click, the first half of a double-click) keeps the hit boxes as they are.
    if (changed) setGeneration((n) => n + 1);
  };

  const commit = () => {
    const changes = [...live.current.entries()].map(([id, state]) => ({
      id,
      start: state.start,
      now: {
        cx: (state.left + state.translate[0] + state.width / 2) / zoom,
        cy: (state.top + state.translate[1] + state.height / 2) / zoom,
        width: state.width / zoom,
        height: state.height / zoom,
        rotation: state.rotate,
      },
    }));
    live.current.clear();
    commitFrames(changes);
  };

  // Several elements resized or rotated together: the group's frame drives each element's frame
  // (geometry.ts), shown on the DOM during the gesture and committed once at its end.
  const beginGroup = (targetsOfGroup: readonly (HTMLElement | SVGElement)[]) => {
    const ids = targetsOfGroup.map((t) => (t as HTMLElement).dataset.hit ?? "").filter((id) => rendered.boxes.has(id));
    const starts = ids.map((id) => startFrame(doc, rendered.boxes.get(id)!, id));
    groupLive.current = { ids, starts, box: groupBounds(starts), now: starts };
  };
  const showGroup = (frames: Frame[]) => {
    const state = groupLive.current;
    const stage = stageRef.current;
    if (!state || !stage) return;
    state.now = frames;
    state.ids.forEach((id, index) => showFrame(stage, svgRef.current, id, state.starts[index]!, frames[index]!, zoom));
  };
  const onResizeGroup = (e: OnResizeGroup) => {
    const state = groupLive.current;
    if (!state) return;
    const to = {
      x: state.box.x + (e.drag.beforeTranslate[0] ?? 0) / zoom,
      y: state.box.y + (e.drag.beforeTranslate[1] ?? 0) / zoom,
      width: e.width / zoom,
      height: e.height / zoom,
    };
    showGroup(resizeGroupFrames(state.starts, state.box, to));
  };
  const onRotateGroup = (e: OnRotateGroup) => {
    const state = groupLive.current;
    if (!state) return;
    const centre = { x: state.box.x + state.box.width / 2, y: state.box.y + state.box.height / 2 };
    showGroup(rotateGroupFrames(state.starts, centre, e.beforeDist));
  };
  const commitGroup = () => {
    const state = groupLive.current;
    groupLive.current = null;
    if (!state) return;
    commitFrames(state.ids.map((id, index) => ({ id, start: state.starts[index]!, now: state.now[index]! })));
  };

  const commitText = (id: string, text: string | null) => {
    setEditing(null);
    // One command: one undo step for everything typed.
    if (text !== null) store.getState().apply({ type: "update", ids: [id], patch: { text } });
  };
  const onDoubleClick = (event: ReactMouseEvent) => {
    const hit = (event.target as HTMLElement).closest<HTMLElement>("[data-hit]");
    const { document, selection: current } = store.getState();
    // A double-click on the handles' box lands beside the hit box: the selected text is meant.
    const text = editableText(document, hit ? [hit.dataset.hit ?? ""] : current);
    if (!text) return;
    flushSync(() => store.getState().select([text.id]));
    setEditing(text.id);
  };

  const pick = (id: string, native: MouseEvent | TouchEvent, shift: boolean, stop: () => void) => {
    const { select, selection: current, document } = store.getState();
    const next = clickSelection(document, current, id, shift);
    const already = !shift && current.includes(id);
    if (already) return;
    stop();
    flushSync(() => select(next));
    // Start dragging in the same press: the handles are on the new selection now.
    // flushSync ran the layout effect that hands the new targets to react-moveable, so it can start now.
    if (!shift && next.length > 0) moveableRef.current?.dragStart(native);
  };
  const pickRef = useRef(pick);
  pickRef.current = pick;
  // A finger on an element: React's touch listeners are passive, and react-moveable's drag start
  // cancels the touch's default (the page's scroll), so this one is a native, non-passive listener.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onTouchStart = (event: TouchEvent) => {
      const hit = (event.target as HTMLElement).closest?.<HTMLElement>("[data-hit]");
      if (event.touches.length === 1 && hit) pickRef.current(hit.dataset.hit ?? "", event, false, () => undefined);
    };
    stage.addEventListener("touchstart", onTouchStart, { passive: false });
    return () => stage.removeEventListener("touchstart", onTouchStart);
  }, []);

  const width = doc.width * zoom;
  const height = doc.height * zoom;
  const canTransform = movable.size > 0 && editing === null;
  const selected = doc.elements.filter((e) => movable.has(e.id));
  // Text scales by its font size and a QR code stays square: with either in the selection, resizing keeps the ratio.
  const keepRatio = selected.some((e) => e.type === "text" || e.type === "qrcode");
  // A small selection's handles would cover it: they yield, so a press on it moves it (selection-rules.ts).
  const handles = selectionHandles(
    selected.flatMap((e) => rendered.boxes.get(e.id) ?? []),
    zoom,
  );
  return (
    <div
      ref={stageRef}
      className="editor-stage"
      data-testid="editor-stage"
      style={{ width, height }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onDoubleClick={onDoubleClick}
    >
      <div ref={svgRef} className="editor-svg" data-testid="editor-svg" aria-hidden="true" dangerouslySetInnerHTML={{ __html: rendered.svg }} />
      <CardSafeAreaGuide doc={doc} zoom={zoom} />
      <div className="editor-hits" key={generation}>
        {doc.elements.map((element) => {
          const box = rendered.boxes.get(element.id);
          if (!box) return null;
          const fields = layerFields(element);
          return (
            <div
              key={element.id}
              data-hit={element.id}
              className={`editor-hit${selection.includes(element.id) ? " is-selected" : ""}${fields.locked ? " is-locked" : ""}`}
              style={{
                left: box.x * zoom,
                top: box.y * zoom,
                width: box.width * zoom,
                height: box.height * zoom,
                transform: `rotate(${element.rotation}deg)`,
                visibility: element.id === editing ? "hidden" : undefined,
              }}
              onMouseDown={(event) => pick(element.id, event.nativeEvent, event.shiftKey, () => event.stopPropagation())}
            />
          );
        })}
      </div>
      {marquee ? (
        <div
          className="editor-marquee"
          data-testid="editor-marquee"
          style={{ left: marquee.x * zoom, top: marquee.y * zoom, width: marquee.width * zoom, height: marquee.height * zoom }}
        />
      ) : null}
      {editingText ? (
        <TextEditOverlay
          key={editingText.id}
          element={editingText}
          zoom={zoom}
          onCommit={(text) => commitText(editingText.id, text)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <Moveable
        ref={moveableRef}
        target={locked ? [] : targets}
        draggable
        resizable={canTransform}
        renderDirections={handles}
        rotatable={canTransform}
        keepRatio={keepRatio}
        origin={false}
        snappable
        snapThreshold={SNAP_THRESHOLD}
        isDisplaySnapDigit
        snapDirections={{ top: true, left: true, bottom: true, right: true, center: true, middle: true }}
        elementSnapDirections={{ top: true, left: true, bottom: true, right: true, center: true, middle: true }}
        verticalGuidelines={[0, width / 2, width]}
        horizontalGuidelines={[0, height / 2, height]}
        elementGuidelines={guides}
        onDragStart={(e) => begin(e.target)}
        onDrag={onDrag}
        onDragEnd={commit}
        onDragGroupStart={(e) => e.events.forEach((ev) => begin(ev.target))}
        onDragGroup={(e) => e.events.forEach(onDrag)}
        onDragGroupEnd={commit}
        onResizeStart={(e) => {
          begin(e.target);
          e.setOrigin(["%", "%"]);
        }}
        onResize={onResize}
        onResizeEnd={commit}
        onRotateStart={(e) => {
          begin(e.target);
          e.set(live.current.get((e.target as HTMLElement).dataset.hit ?? "")?.rotate ?? 0);
        }}
        onRotate={onRotate}
        onRotateEnd={commit}
        onResizeGroupStart={(e) => {
          e.setOrigin(["%", "%"]);
          beginGroup(e.targets);
        }}
        onResizeGroup={onResizeGroup}
        onResizeGroupEnd={commitGroup}
        onRotateGroupStart={(e) => beginGroup(e.targets)}
        onRotateGroup={onRotateGroup}
        onRotateGroupEnd={commitGroup}
      />
    </div>
  );
}
