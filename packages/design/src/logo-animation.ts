import type { DesignDocument, DesignElement, IconElement } from "./design-document.schema.js";
import type { FontProvider } from "./font-provider.types.js";
import { iconNodePath, pathLength, pathSubpaths } from "./path-beziers.js";
import { renderDesignSvg, type RenderOptions } from "./render-design-svg.js";

/** The logo animation presets (issue 22): lines drawn then filled, elements fading in in turn, the symbol dropping with the name after it. */
export const ANIMATION_PRESETS = ["draw-in", "fade", "bounce"] as const;
export type AnimationPreset = (typeof ANIMATION_PRESETS)[number];

/** Spec 01/03 section 9: GIF export, default frame delay 60 ms. */
export const FRAME_DELAY_MS = 60;
/** 30 frames of 60 ms: 1.8 s, the last frames holding the finished logo. */
export const DEFAULT_FRAME_COUNT = 30;
export const MAX_FRAME_COUNT = 120;

/** The share of the animation spent moving; the rest holds the finished logo so a looping GIF rests on it. */
const MOVING = 0.8;
/** draw-in: the lines are drawn in this share of the moving time, then the fills come in. */
const DRAW_SHARE = 0.6;

export const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));
const ramp = (t: number, start: number, length: number): number => clamp01((t - start) / length);
const smooth = (t: number): number => t * t * (3 - 2 * t);

/** Robert Penner's ease-out bounce: 0 at the top, 1 on the ground after three bounces. */
export function bounceEase(t: number): number {
  const n = 7.5625;
  const d = 2.75;
  if (t < 1 / d) return n * t * t;
  if (t < 2 / d) return n * (t - 1.5 / d) * (t - 1.5 / d) + 0.75;
  if (t < 2.5 / d) return n * (t - 2.25 / d) * (t - 2.25 / d) + 0.9375;
  return n * (t - 2.625 / d) * (t - 2.625 / d) + 0.984375;
}

/** The drawn elements in drawing order (hidden ones are never drawn, so they are not animated). */
const drawn = (doc: DesignDocument): DesignElement[] => doc.elements.filter((element) => !element.hidden);

/** The symbol of a logo: everything that is not its words. */
export const isSymbol = (element: DesignElement): boolean => element.type !== "text";

/** Where each element stands at a moment of a preset: its opacity (0-1), a vertical offset in document units and, for draw-in, its line drawn (0-1). */
export type ElementState = { opacity: number; dy: number; drawn: number; fill: number };

/**
 * The state of element `index` of `count` at time `t` (0 first frame, 1 last) — the one timing
 * both the frames and the Lottie file follow.
 * - fade: each element fades in over 40 % of the moving time, starting one after the other;
 * - bounce: the symbol drops from above the canvas and bounces in the first 60 %; the words drop after it, starting at 35 %;
 * - draw-in: every icon's lines are drawn along their length in the first 60 %; then fills (icon fills,
 *   words, shapes, pictures) fade in.
 */
export function elementState(preset: AnimationPreset, element: DesignElement, index: number, count: number, t: number, canvasHeight: number): ElementState {
  const moving = t / MOVING;
  switch (preset) {
    case "fade": {
      const gap = count > 1 ? 0.6 / (count - 1) : 0;
      return { opacity: smooth(ramp(moving, index * gap, 0.4)), dy: 0, drawn: 1, fill: 1 };
    }
    case "bounce": {
      const start = isSymbol(element) ? 0 : 0.35;
      const p = ramp(moving, start, 0.65);
      return { opacity: p > 0 ? 1 : 0, dy: -(1 - bounceEase(p)) * canvasHeight, drawn: 1, fill: 1 };
    }
    case "draw-in": {
      const fill = smooth(ramp(moving, DRAW_SHARE, 1 - DRAW_SHARE));
      if (element.type === "icon") return { opacity: 1, dy: 0, drawn: smooth(ramp(moving, 0, DRAW_SHARE)), fill: element.paint === "fill" ? fill : 1 };
      return { opacity: fill, dy: 0, drawn: 1, fill };
    }
  }
}

/** The icon's lines drawn to `share` of their length: a dash as long as that, then a gap longer than the line. */
function drawIcon(icon: IconElement, share: number): IconElement[] {
  if (share >= 1 && icon.paint === "stroke") return [icon];
  const nodes = icon.nodes.map((node) => {
    const length = Math.max(1, pathLength(pathSubpaths(iconNodePath(node))));
    const dash = Math.round(length * share * 1000) / 1000;
    return { ...node, attrs: { ...node.attrs, "stroke-dasharray": `${dash} ${Math.ceil(length + 1)}` } };
  });
  // A filled icon is outlined in its colour while drawn; its fill comes in over it (draw-in's second half).
  const line: IconElement = { ...icon, paint: "stroke", strokeWidth: icon.paint === "fill" ? Math.max(0.75, icon.strokeWidth / 2) : icon.strokeWidth, nodes };
  return share > 0 ? [line] : [];
}

/** The logo's document at time `t` (0-1) of a preset: the same elements, moved, faded or part-drawn. */
export function animationFrameDocument(doc: DesignDocument, preset: AnimationPreset, t: number): DesignDocument {
  const elements = drawn(doc);
  const frame = elements.flatMap((element, index): DesignElement[] => {
    const state = elementState(preset, element, index, elements.length, clamp01(t), doc.height);
    const opacity = Math.round(element.opacity * state.opacity * 1000) / 1000;
    if (preset === "draw-in" && element.type === "icon") {
      const lines = state.drawn < 1 || element.paint === "fill" ? drawIcon(element, state.drawn) : [element];
      const fill =
        element.paint === "fill" && state.fill > 0
          ? [{ ...element, id: `${element.id}-fill`, opacity: Math.round(element.opacity * state.fill * 1000) / 1000 }]
          : [];
      // Once the fill is whole the outline under it is gone: the last frame is the logo itself.
      return state.fill >= 1 && element.paint === "fill" ? [element] : [...lines, ...fill];
    }
    if (opacity <= 0) return [];
    return [{ ...element, opacity, y: element.y + Math.round(state.dy * 100) / 100 }];
  });
  return { ...doc, elements: frame };
}

/** The moment (0-1) of frame `index` of `count`. */
export const frameTime = (index: number, count: number): number => (count <= 1 ? 1 : index / (count - 1));

export type FrameOptions = RenderOptions & {
  /** Paint a transparent logo on white: a GIF has no soft transparency (docs/logo-animation.md). */
  opaque?: boolean;
};

/** Frame `index` of `count` as SVG markup, drawn by the one renderer (browser and server alike). */
export function renderAnimationFrame(
  doc: DesignDocument,
  preset: AnimationPreset,
  index: number,
  count: number,
  fonts: FontProvider,
  options: FrameOptions = {},
): string {
  const frame = animationFrameDocument(doc, preset, frameTime(index, count));
  const painted: DesignDocument =
    options.opaque && frame.background.type === "transparent" ? { ...frame, background: { type: "solid", color: "#ffffff" } } : frame;
  return renderDesignSvg(painted, fonts, options);
}
