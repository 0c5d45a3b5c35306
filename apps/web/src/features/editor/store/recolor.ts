import type { Background, DesignDocument, DesignElement, Gradient } from "@studio/design";
import { isNearColor } from "@studio/logo-engine/colors";

/** A colour of the design and how many colour fields use it (or a colour within Lab 20 of it). */
export type DesignColor = { color: string; uses: number };

const gradientColors = (gradient: Gradient | null): string[] => (gradient ? [gradient.from, gradient.to] : []);

/** The colour fields of one element that "replace a colour across the design" reaches. */
function elementColors(element: DesignElement): string[] {
  switch (element.type) {
    case "text":
      return [element.color, ...gradientColors(element.gradient), ...(element.stroke ? [element.stroke.color] : [])];
    case "icon":
      return [element.color, ...gradientColors(element.gradient)];
    case "shape":
      return [
        ...(element.fill === "none" ? [] : [element.fill]),
        ...(element.stroke === "none" ? [] : [element.stroke]),
        ...gradientColors(element.gradient),
        ...element.paths.map((path) => path.fill),
      ];
    case "qrcode":
      return [element.color, ...(element.background === "none" ? [] : [element.background])];
    default:
      return [];
  }
}

function backgroundColors(background: Background): string[] {
  if (background.type === "solid") return [background.color];
  if (background.type === "gradient") return [background.from, background.to];
  return [];
}

/**
 * The design's colours, most used first: every colour field of its texts, icons, shapes, QR codes and
 * background, with colours within Lab 20 of an earlier one counted as that one (spec 03's near-colour test).
 */
export function designColors(doc: DesignDocument): DesignColor[] {
  const counted = new Map<string, number>();
  for (const color of [...backgroundColors(doc.background), ...doc.elements.flatMap(elementColors)]) counted.set(color, (counted.get(color) ?? 0) + 1);
  const clusters: DesignColor[] = [];
  for (const [color, uses] of [...counted.entries()].sort((a, b) => b[1] - a[1])) {
    const home = clusters.find((cluster) => isNearColor(cluster.color, color));
    if (home) home.uses += uses;
    else clusters.push({ color, uses });
  }
  return clusters.sort((a, b) => b.uses - a.uses);
}

/**
 * Replaces `from` and every colour within Lab 20 of it with `to`, across the design (the `recolor`
 * command). Elements without such a colour keep their objects (the render cache and the history share them).
 */
export function recolorDocument(doc: DesignDocument, from: string, to: string): DesignDocument {
  const swap = (color: string): string => (color !== to && isNearColor(color, from) ? to : color);
  const swapGradient = <G extends Gradient | null>(gradient: G): G => (gradient ? { ...gradient, from: swap(gradient.from), to: swap(gradient.to) } : gradient);
  const recolor = (element: DesignElement): DesignElement => {
    switch (element.type) {
      case "text":
        return {
          ...element,
          color: swap(element.color),
          gradient: swapGradient(element.gradient),
          stroke: element.stroke && { ...element.stroke, color: swap(element.stroke.color) },
        };
      case "icon":
        return { ...element, color: swap(element.color), gradient: swapGradient(element.gradient) };
      case "shape":
        return {
          ...element,
          fill: element.fill === "none" ? "none" : swap(element.fill),
          stroke: element.stroke === "none" ? "none" : swap(element.stroke),
          gradient: swapGradient(element.gradient),
          paths: element.paths.map((path) => ({ ...path, fill: swap(path.fill) })),
        };
      case "qrcode":
        return { ...element, color: swap(element.color), background: element.background === "none" ? "none" : swap(element.background) };
      default:
        return element;
    }
  };
  const elements = doc.elements.map((element) => {
    const before = elementColors(element);
    return before.some((color) => swap(color) !== color) ? recolor(element) : element;
  });
  const background = doc.background;
  const nextBackground: Background =
    background.type === "solid"
      ? { ...background, color: swap(background.color) }
      : background.type === "gradient"
        ? { ...background, from: swap(background.from), to: swap(background.to) }
        : background;
  const changedBackground = backgroundColors(background).some((color) => swap(color) !== color);
  return { ...doc, elements, background: changedBackground ? nextBackground : background };
}
