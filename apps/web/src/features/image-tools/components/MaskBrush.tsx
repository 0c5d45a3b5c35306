import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { encodeMaskPng, pngDataUrl } from "../mask/mask-png";
import {
  addStroke,
  clearStrokes,
  emptyHistory,
  maskHasArea,
  rasteriseMask,
  redoStroke,
  strokePath,
  toImagePoint,
  undoStroke,
  type MaskHistory,
  type MaskPoint,
  type MaskStroke,
} from "../mask/mask-strokes";
import "../mask/mask-brush.css";

export type MaskBrushProps = {
  imageUrl: string;
  /** The mask as a PNG data URL at the image's natural size (white = the area to fill), or null when nothing is marked. */
  onMaskChange(maskPngDataUrl: string | null): void;
};

/** Brush diameters in screen pixels (the stroke keeps the size it was drawn with when the view is resized). */
export const BRUSH_MIN = 4;
export const BRUSH_MAX = 160;
const BRUSH_DEFAULT = 40;
const BRUSH_STEP = 4;

type Size = { width: number; height: number };

/**
 * The brush of erase and watermark removal (issue 19): paint over the part of the image to remove,
 * with a round brush of a chosen size; the eraser takes paint back; undo, redo and clear. Mouse, pen
 * and touch draw through pointer events (touch-action none, so a finger draws instead of scrolling).
 * The strokes are kept in the image's own pixels and exported as a PNG of the image's natural size
 * (white = fill, black = keep) each time a stroke ends. Keyboard: every control is a button, radio or
 * slider; Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) undo and redo, [ and ] change the brush size.
 */
export function MaskBrush({ imageUrl, onMaskChange }: MaskBrushProps) {
  const { t } = useTranslation();
  const maskId = `mask-brush-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const [shownUrl, setShownUrl] = useState(imageUrl);
  const [natural, setNatural] = useState<Size | null>(null);
  const [history, setHistory] = useState<MaskHistory>(emptyHistory);
  const [mode, setMode] = useState<MaskStroke["mode"]>("paint");
  const [size, setSize] = useState(BRUSH_DEFAULT);
  const [hover, setHover] = useState<MaskPoint | null>(null);
  const [drawing, setDrawing] = useState<MaskStroke | null>(null);
  // The stroke being drawn, read by the pointer handlers: a pointerup can arrive before React renders the last move.
  const drawingNow = useRef<MaskStroke | null>(null);
  const pointer = useRef<number | null>(null);
  const surface = useRef<SVGSVGElement>(null);
  const notify = useRef(onMaskChange);
  notify.current = onMaskChange;
  const sent = useRef<string | null>(null);
  const exportRun = useRef(0);

  // A new image starts a new mask (state kept per image, reset while rendering rather than in an effect).
  if (shownUrl !== imageUrl) {
    setShownUrl(imageUrl);
    setNatural(null);
    setHistory(emptyHistory);
    setDrawing(null);
    drawingNow.current = null;
    pointer.current = null;
  }

  // Export after each change of the finished strokes; a slower earlier export never overwrites a later one.
  useEffect(() => {
    const run = ++exportRun.current;
    const send = (value: string | null) => {
      if (run !== exportRun.current || value === sent.current) return;
      sent.current = value;
      notify.current(value);
    };
    if (!natural || history.done.length === 0) {
      send(null);
      return;
    }
    const mask = rasteriseMask(history.done, natural.width, natural.height);
    if (!maskHasArea(mask)) {
      send(null);
      return;
    }
    void encodeMaskPng(mask, natural.width, natural.height).then(
      (png) => send(pngDataUrl(png)),
      () => send(null),
    );
  }, [history.done, natural]);

  /** The brush radius in image pixels for the image as it is shown now. */
  const radius = (): number => {
    const shown = surface.current?.getBoundingClientRect();
    if (!natural || !shown || shown.width === 0) return size / 2;
    return (size / 2) * (natural.width / shown.width);
  };
  const pointAt = (event: PointerEvent<SVGSVGElement>): MaskPoint | null => {
    if (!natural) return null;
    const shown = event.currentTarget.getBoundingClientRect();
    return toImagePoint({ x: event.clientX, y: event.clientY }, shown, natural);
  };

  const start = (event: PointerEvent<SVGSVGElement>) => {
    // One pointer draws at a time (a second finger does not start a stroke); a mouse draws with its main button.
    if (pointer.current !== null || (event.pointerType === "mouse" && event.button !== 0)) return;
    const point = pointAt(event);
    if (!point) return;
    event.preventDefault();
    pointer.current = event.pointerId;
    if (typeof event.currentTarget.setPointerCapture === "function") event.currentTarget.setPointerCapture(event.pointerId);
    drawingNow.current = { mode, radius: radius(), points: [point] };
    setDrawing(drawingNow.current);
  };
  const move = (event: PointerEvent<SVGSVGElement>) => {
    const point = pointAt(event);
    if (!point) return;
    if (event.pointerType !== "touch") setHover(point);
    const current = drawingNow.current;
    if (pointer.current !== event.pointerId || !current) return;
    const last = current.points.at(-1);
    // Points closer than a quarter of the brush add nothing visible; skipping them keeps long strokes light.
    if (last && Math.hypot(point.x - last.x, point.y - last.y) < Math.max(0.5, current.radius / 4)) return;
    drawingNow.current = { ...current, points: [...current.points, point] };
    setDrawing(drawingNow.current);
  };
  const end = (event: PointerEvent<SVGSVGElement>) => {
    if (pointer.current !== event.pointerId) return;
    pointer.current = null;
    const point = pointAt(event);
    const current = drawingNow.current;
    const finished = current && point ? { ...current, points: [...current.points, point] } : current;
    drawingNow.current = null;
    setDrawing(null);
    if (finished) setHistory((current) => addStroke(current, finished));
  };

  const changeSize = (next: number) => setSize(Math.min(BRUSH_MAX, Math.max(BRUSH_MIN, next)));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (command && key === "z") setHistory(event.shiftKey ? redoStroke : undoStroke);
    else if (command && key === "y") setHistory(redoStroke);
    else if (!command && event.key === "[") changeSize(size - BRUSH_STEP);
    else if (!command && event.key === "]") changeSize(size + BRUSH_STEP);
    else return;
    event.preventDefault();
  };

  const shown = drawing ? [...history.done, drawing] : history.done;
  return (
    <div className="mask-brush" data-testid="mask-brush" onKeyDown={onKeyDown}>
      <div className="mask-brush-toolbar" role="toolbar" aria-label={t("toolForms.brush.toolbar")}>
        <fieldset className="mask-brush-modes">
          <legend className="visually-hidden">{t("toolForms.brush.mode")}</legend>
          {(["paint", "erase"] as const).map((option) => (
            <label key={option} className={`mask-brush-mode${mode === option ? " is-on" : ""}`}>
              <input
                type="radio"
                name={`${maskId}-mode`}
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
                data-testid={`mask-brush-${option}`}
              />
              {t(`toolForms.brush.${option}`)}
            </label>
          ))}
        </fieldset>
        <label className="mask-brush-size">
          {t("toolForms.brush.size")}
          <input
            type="range"
            min={BRUSH_MIN}
            max={BRUSH_MAX}
            step={BRUSH_STEP}
            value={size}
            onChange={(event) => changeSize(Number(event.target.value))}
            aria-valuetext={t("toolForms.brush.sizeValue", { size })}
            data-testid="mask-brush-size"
          />
          <output className="mask-brush-size-value">{t("toolForms.brush.sizeValue", { size })}</output>
        </label>
        <button
          type="button"
          className="button button-small"
          onClick={() => setHistory(undoStroke)}
          disabled={history.done.length === 0}
          data-testid="mask-brush-undo"
        >
          {t("toolForms.brush.undo")}
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={() => setHistory(redoStroke)}
          disabled={history.undone.length === 0}
          data-testid="mask-brush-redo"
        >
          {t("toolForms.brush.redo")}
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={() => setHistory(clearStrokes)}
          disabled={history.done.length === 0}
          data-testid="mask-brush-clear"
        >
          {t("toolForms.brush.clear")}
        </button>
      </div>
      <div className="mask-brush-stage">
        <img
          className="mask-brush-image"
          src={imageUrl}
          alt={t("toolForms.brush.image")}
          draggable={false}
          onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
        />
        {natural ? (
          <svg
            ref={surface}
            className={`mask-brush-surface mask-brush-${mode}`}
            viewBox={`0 0 ${natural.width} ${natural.height}`}
            preserveAspectRatio="none"
            // Inline as well as in the CSS: a finger must draw even before the stylesheet applies.
            style={{ touchAction: "none" }}
            role="img"
            aria-label={t("toolForms.brush.surface")}
            data-testid="mask-brush-surface"
            data-strokes={history.done.length}
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
            onPointerLeave={() => setHover(null)}
          >
            <defs>
              <mask id={maskId} maskUnits="userSpaceOnUse" x={0} y={0} width={natural.width} height={natural.height}>
                {shown.map((stroke, index) => (
                  <path
                    key={index}
                    d={strokePath(stroke)}
                    fill="none"
                    stroke={stroke.mode === "paint" ? "white" : "black"}
                    strokeWidth={stroke.radius * 2}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                ))}
              </mask>
            </defs>
            <rect className="mask-brush-paint" width={natural.width} height={natural.height} mask={`url(#${maskId})`} />
            {hover ? <circle className="mask-brush-cursor" cx={hover.x} cy={hover.y} r={radius()} vectorEffect="non-scaling-stroke" /> : null}
          </svg>
        ) : null}
      </div>
      <p className="mask-brush-hint">{t("toolForms.brush.hint")}</p>
    </div>
  );
}
