import type { Background, DesignElement, Gradient, Shadow } from "./design-document.schema.js";
import type { Box } from "./text-outline.js";

export const f = (n: number): string => String(Math.round(n * 100) / 100);
export const escapeAttr = (value: string): string => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** What every element renderer gets: one colour mapping (mono) and whether the one-colour version is drawn. */
export type Paint = { color: (color: string) => string; mono: boolean };

/**
 * Ids of an element's own defs. Element ids are kebab-case, so a "__" suffix never equals another
 * element's id.
 */
export const defId = (element: DesignElement, what: "gradient" | "shadow" | "clip" | "filter" | "mask"): string => `${element.id}__${what}`;

/**
 * A gradient in the user space of the shape it paints, over `box`: angle 0 runs left to right, 90
 * top to bottom, 45 corner to corner; radial reaches the corners. userSpaceOnUse so a group of
 * nodes (an icon) shares one gradient instead of restarting it per node.
 */
export function gradientMarkup(id: string, gradient: Gradient, box: Box): string {
  const stops = `<stop offset="0" stop-color="${gradient.from}"/><stop offset="1" stop-color="${gradient.to}"/>`;
  const { x, y, width: w, height: h } = box;
  if (gradient.kind === "radial")
    return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(x + w / 2)}" cy="${f(y + h / 2)}" r="${f(Math.hypot(w, h) / 2)}">${stops}</radialGradient>`;
  const [x1, y1, x2, y2] =
    gradient.angle === 0 ? [x, y + h / 2, x + w, y + h / 2] : gradient.angle === 90 ? [x + w / 2, y, x + w / 2, y + h] : [x, y, x + w, y + h];
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stops}</linearGradient>`;
}

/**
 * The fill of an element: its gradient when it has one (not in the one-colour version), else its
 * colour. Returns the defs to place before the painted shape.
 */
export function fillOf(element: DesignElement, color: string, gradient: Gradient | null, box: Box, paint: Paint): { defs: string; fill: string } {
  if (!gradient || paint.mono) return { defs: "", fill: paint.color(color) };
  const id = defId(element, "gradient");
  return { defs: gradientMarkup(id, gradient, box), fill: `url(#${id})` };
}

const alphaOf = (value: number): string => String(Math.round(value * 1000) / 1000);

/**
 * Spec 03 shadow as feDropShadow: CSS's blur radius is twice the Gaussian deviation. The region is
 * in user space around the element's box so a long offset of a small element is not cut off.
 */
export function shadowMarkup(id: string, shadow: Shadow, box: Box): string {
  const spread = shadow.blur * 1.5 + 2;
  const x = box.x - spread + Math.min(0, shadow.x);
  const y = box.y - spread + Math.min(0, shadow.y);
  const width = box.width + spread * 2 + Math.abs(shadow.x);
  const height = box.height + spread * 2 + Math.abs(shadow.y);
  return (
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="${f(x)}" y="${f(y)}" width="${f(width)}" height="${f(height)}" color-interpolation-filters="sRGB">` +
    `<feDropShadow dx="${f(shadow.x)}" dy="${f(shadow.y)}" stdDeviation="${f(shadow.blur / 2)}" flood-color="${shadow.color}" flood-opacity="${alphaOf(shadow.alpha)}"/></filter>`
  );
}

/**
 * Opens the element's one group (the editor finds elements by `<g id>`): rotation about the centre,
 * opacity, shadow and blend mode. The shadow filter is defined just before the group.
 */
export function openGroup(element: DesignElement, box: Box | null, paint: Paint): string {
  const rotate = element.rotation ? ` transform="rotate(${f(element.rotation)} ${f(element.x)} ${f(element.y)})"` : "";
  const opacity = element.opacity < 1 ? ` opacity="${f(element.opacity)}"` : "";
  const blend = element.blend !== "normal" ? ` style="mix-blend-mode:${element.blend}"` : "";
  // The one-colour version is flat: no soft shadows.
  const shadow = element.shadow && box && !paint.mono ? element.shadow : null;
  const filter = shadow ? ` filter="url(#${defId(element, "shadow")})"` : "";
  const defs = shadow && box ? `<defs>${shadowMarkup(defId(element, "shadow"), shadow, box)}</defs>` : "";
  return `${defs}<g id="${escapeAttr(element.id)}" data-role="${element.role}" data-type="${element.type}"${rotate}${opacity}${filter}${blend}>`;
}

export function renderBackground(background: Background, width: number, height: number): string {
  if (background.type === "transparent") return "";
  if (background.type === "solid") return `<rect id="background" width="${f(width)}" height="${f(height)}" fill="${background.color}"/>`;
  const stops = `<stop offset="0" stop-color="${background.from}"/><stop offset="1" stop-color="${background.to}"/>`;
  const rad = (background.angle * Math.PI) / 180;
  // Angle 0 runs left to right, 90 top to bottom, 45 along the diagonal.
  const gradient =
    background.kind === "radial"
      ? `<radialGradient id="background-gradient" cx="0.5" cy="0.5" r="0.75">${stops}</radialGradient>`
      : `<linearGradient id="background-gradient" x1="0" y1="0" x2="${f(Math.cos(rad))}" y2="${f(Math.sin(rad))}">${stops}</linearGradient>`;
  return `<defs>${gradient}</defs><rect id="background" width="${f(width)}" height="${f(height)}" fill="url(#background-gradient)"/>`;
}
