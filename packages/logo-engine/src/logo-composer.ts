import { elementBox, shapePath, type DesignDocument, type DesignElement, type FontProvider, SHAPE_DEFAULTS } from "@studio/design";
import { ensureContrast } from "./color.js";
import { document, emblemShapeFor, fit, ICON_TO_TEXT, textBlock, type LogoPlan, type TextBlock, base } from "./logo-plan.js";
import { markAspect, markElements, markGap, markInk, markSizeFor } from "./logo-marks.js";
import { backgroundColors } from "./palettes.data.js";
import { centroid } from "./logo-geometry.js";
import { pathPoints } from "./icon-ink.js";
import { namePlaque, splitSlogan } from "./logo-variants.js";

export { CANVAS, COLORWAYS, WORDMARK_DECORATIONS, type Colorway, type LogoLayout, type LogoPlan, type WordmarkDecoration } from "./logo-plan.js";

/** Turns a plan into a validated design document on the 800 x 600 logo canvas. */
export function composeLogo(plan: LogoPlan, fonts: FontProvider): DesignDocument {
  const palette = plan.palette;
  const backgrounds = backgroundColors(palette.background);
  const wanted = palette[plan.nameColor];
  const nameColor = ensureContrast(wanted, backgrounds, 4.5);
  const sloganColor = ensureContrast(palette.text, backgrounds, 4.5);
  const markColors = { primary: palette.primary, secondary: palette.secondary, accent: palette.accent, onPrimary: backgrounds[0] ?? "#ffffff", backgrounds };
  let elements: DesignElement[];
  const variantColors = { name: nameColor, slogan: sloganColor, rule: ensureContrast(palette.primary, backgrounds, 3), marks: markColors };
  if (plan.variant === "name-plaque")
    return document(plan, fit(namePlaque(plan, fonts, variantColors, plan.emblem ?? "rounded-square"), fonts, 1.6), palette, "square");
  if (plan.variant === "split-slogan") return document(plan, fit(splitSlogan(plan, fonts, variantColors), fonts, 1.6), palette, "horizontal");

  if (plan.emblem) {
    const fill = ensureContrast(plan.nameColor === "text" ? palette.primary : plan.nameColor === "primary" ? palette.accent : palette.text, backgrounds, 3);
    const inside = ensureContrast(backgrounds[0] ?? "#ffffff", [fill], 4.5);
    const block = textBlock(plan, fonts, { name: inside, slogan: inside, divider: inside }, "center");
    const nameHeight = block.elements[0] ? elementBox(block.elements[0], fonts).height : block.height;
    // The drawing, not its grid, is 1.7 times the name's height: flat icons get a larger box.
    const markSize = plan.mark.kind === "none" ? 0 : markSizeFor(plan.mark, nameHeight * 1.7);
    const gap = markGap(plan.mark, markSize, "bottom");
    // Centred on the drawing, not the icon's grid: grids leave uneven padding around some icons.
    const ink = markInk(plan.mark);
    const mark = markElements(
      plan.mark,
      fonts,
      { ...markColors, primary: inside, secondary: inside, accent: inside, backgrounds: [fill] },
      ((ink.right - ink.left) / 2) * markSize,
      markSize / 2,
      markSize,
    );
    const top = markSize > 0 ? markSize + gap : 0;
    const inner = [...mark, ...block.elements.map((element) => ({ ...element, y: element.y + top }))];
    const inkTop = markSize > 0 ? markSize * ink.top : 0;
    const innerHeight = top + block.height - inkTop;
    const innerWidth = Math.max(block.width, markSize);
    const pad = nameHeight * 0.7;
    const cy = inkTop + innerHeight / 2;
    // A long name in a round seal would shrink to nothing: wide content takes a plaque instead.
    const shape = emblemShapeFor(plan.emblem, innerWidth / Math.max(innerHeight, 1));
    const round = shape === "circle" || shape === "seal";
    // A seal's points bite inwards, so it gets a wider margin than a plain circle.
    const width = round
      ? Math.hypot(innerWidth, innerHeight) * (shape === "seal" ? 1.12 : 1) + pad * 2
      : shape === "shield"
        ? innerWidth * 1.25 + pad * 2
        : shape === "hexagon"
          ? ((innerWidth / 2 + pad) / 0.866) * 2
          : shape === "diamond"
            ? (innerWidth + pad) * 2
            : innerWidth + pad * 3;
    const height = round
      ? width
      : shape === "shield"
        ? innerHeight * 1.5 + pad * 2
        : shape === "hexagon"
          ? (innerHeight + pad * 2) * 2
          : shape === "diamond"
            ? (innerHeight + pad) * 2
            : innerHeight + Math.max(pad * 2.6, innerWidth * 0.22);
    // Content sits on the shape's area centroid: a shield's weight is above its middle, so its content sits higher.
    const [, centreY] = centroid(pathPoints(shapePath(shape, width, height)));
    const containerY = cy + height / 2 - centreY;
    elements = [
      {
        ...base,
        ...SHAPE_DEFAULTS,
        id: "emblem",
        role: "container",
        type: "shape",
        shape,
        paths: [],
        x: 0,
        y: containerY,
        width,
        height,
        fill,
        stroke: "none",
        strokeWidth: 0,
      },
      ...inner,
    ];
    return document(plan, fit(elements, fonts, 1.6), palette, "square");
  }

  if (plan.mark.kind === "none") {
    const ornament = ensureContrast(palette.primary, backgrounds, 3);
    // A wordmark's "horizontal" layout is the flush-left block; "vertical" is centred.
    const align = plan.layout === "horizontal" ? "left" : "center";
    const block = textBlock(plan, fonts, { name: nameColor, slogan: sloganColor, divider: ornament }, align);
    return document(
      plan,
      fit([...block.elements, ...ornaments(plan, block, fonts, ensureContrast(palette.accent, backgrounds, 3), ornament, align)], fonts, 2.2),
      palette,
      plan.layout,
    );
  }

  const horizontal = plan.layout === "horizontal";
  const block = textBlock(
    plan,
    fonts,
    { name: nameColor, slogan: sloganColor, divider: ensureContrast(palette.primary, backgrounds, 3) },
    horizontal ? "left" : "center",
  );
  const nameHeight = block.elements[0] ? elementBox(block.elements[0], fonts).height : block.height;
  const textHeight = Math.max(block.height, nameHeight * 1.4);
  const markSize = Math.max(
    ICON_TO_TEXT * textHeight * (horizontal ? 1 : 1.5) * (plan.style === "pictorial" ? 1.25 : 1),
    markSizeFor(plan.mark, nameHeight * 1.3),
  );
  const markWidth = markSize * markAspect(plan.mark, fonts);
  if (horizontal) {
    const gap = markGap(plan.mark, markSize, plan.variant === "mark-right" ? "left" : "right");
    const mark = markElements(plan.mark, fonts, markColors, markWidth / 2, 0, markSize);
    const shifted = block.elements.map((element) => ({ ...element, x: element.x + markWidth + gap, y: element.y - block.height / 2 }));
    // Mark right: the mirror image of the arrangement, so the name's right edges line up instead.
    elements = plan.variant === "mark-right" ? [...mark, ...shifted].map((element) => ({ ...element, x: -element.x })) : [...mark, ...shifted];
  } else {
    const gap = markGap(plan.mark, markSize, "bottom");
    const mark = markElements(plan.mark, fonts, markColors, 0, markSize / 2, markSize);
    elements = [...mark, ...block.elements.map((element) => ({ ...element, y: element.y + markSize + gap }))];
  }
  return document(plan, fit(elements, fonts, 1.6), palette, plan.layout);
}

/** The dot after the name or the frame around the block of a wordmark. */
function ornaments(plan: LogoPlan, block: TextBlock, fonts: FontProvider, accent: string, primary: string, align: "center" | "left"): DesignElement[] {
  const name = block.elements[0];
  if (!name) return [];
  const box = elementBox(name, fonts);
  const centerX = align === "center" ? 0 : block.width / 2;
  if (plan.decoration === "underline") {
    const thickness = Math.max(2, box.height * 0.07);
    const width = align === "center" ? block.width * 0.6 : block.width * 0.4;
    return [
      {
        ...base,
        ...SHAPE_DEFAULTS,
        id: "underline",
        role: "decoration",
        type: "shape",
        shape: "square",
        paths: [],
        fill: accent,
        stroke: "none",
        strokeWidth: 0,
        width,
        height: thickness,
        x: align === "center" ? 0 : width / 2,
        y: block.height + box.height * 0.35 + thickness / 2,
      },
    ];
  }
  if (plan.decoration === "dot") {
    const size = Math.max(6, box.height * 0.2);
    return [
      {
        ...base,
        ...SHAPE_DEFAULTS,
        id: "dot",
        role: "decoration",
        type: "shape",
        shape: "circle",
        paths: [],
        fill: accent,
        stroke: "none",
        strokeWidth: 0,
        width: size,
        height: size,
        x: box.x + box.width + size * 0.9,
        y: box.y + box.height - size / 2,
      },
    ];
  }
  if (plan.decoration === "frame") {
    const pad = box.height * 0.6;
    const strokeWidth = Math.max(2, box.height * 0.06);
    return [
      {
        ...base,
        ...SHAPE_DEFAULTS,
        id: "frame",
        role: "container",
        type: "shape",
        shape: "square",
        paths: [],
        fill: "none",
        stroke: primary,
        strokeWidth,
        width: block.width + pad * 2.4,
        height: block.height + pad * 2,
        x: centerX,
        y: block.height / 2,
      },
    ];
  }
  return [];
}
