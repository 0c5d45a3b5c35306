import type { Radius, ShapeElement } from "./design-document.schema.js";
import { f, fillOf, type Paint } from "./render-effects.js";
import { shapePath } from "./shape-paths.js";

/** A rectangle with corners of `r` (clamped to half the short side), or the ellipse of the box. */
export function roundedRectPath(width: number, height: number, radius: Radius): string {
  if (radius.circle) return shapePath("circle", width, height);
  const r = Math.min(radius.value, width / 2, height / 2);
  if (r <= 0) return shapePath("square", width, height);
  const w = width;
  const h = height;
  return `M${f(r)} 0H${f(w - r)}A${f(r)} ${f(r)} 0 0 1 ${f(w)} ${f(r)}V${f(h - r)}A${f(r)} ${f(r)} 0 0 1 ${f(w - r)} ${f(h)}H${f(r)}A${f(r)} ${f(r)} 0 0 1 0 ${f(h - r)}V${f(r)}A${f(r)} ${f(r)} 0 0 1 ${f(r)} 0Z`;
}

/** Path data of a shape in its box with top-left (0, 0): `radius` when enabled overrides the square corners. */
export function outlineOf(element: ShapeElement): string {
  if (element.shape === "paths") return "";
  if (element.radius.enabled && (element.shape === "square" || element.shape === "rounded-square"))
    return roundedRectPath(element.width, element.height, element.radius);
  return shapePath(element.shape, element.width, element.height);
}

export function renderShape(element: ShapeElement, paint: Paint): string {
  const left = element.x - element.width / 2;
  const top = element.y - element.height / 2;
  if (element.shape === "paths") {
    const sx = element.width / 100;
    const sy = element.height / 100;
    const paths = element.paths.map((path) => `<path fill="${paint.color(path.fill)}" d="${path.d}"/>`).join("");
    return `<g transform="translate(${f(left)} ${f(top)}) scale(${f(sx)} ${f(sy)})">${paths}</g>`;
  }
  const box = { x: 0, y: 0, width: element.width, height: element.height };
  const filled = element.fill === "none" ? { defs: "", fill: "none" } : fillOf(element, element.fill, element.gradient, box, paint);
  // A filled container in one colour would swallow what sits on it, so mono draws its outline.
  const fill = paint.mono ? "none" : filled.fill;
  const strokeColor = element.stroke !== "none" ? paint.color(element.stroke) : paint.mono && element.fill !== "none" ? paint.color(element.fill) : "none";
  const strokeWidth = element.stroke !== "none" ? element.strokeWidth : paint.mono ? Math.max(2, element.width * 0.02) : 0;
  const stroke = strokeColor === "none" ? "" : ` stroke="${strokeColor}" stroke-width="${f(strokeWidth)}"`;
  const defs = filled.defs && !paint.mono ? `<defs>${filled.defs}</defs>` : "";
  return `${defs}<path transform="translate(${f(left)} ${f(top)})" fill="${fill}"${stroke} d="${outlineOf(element)}"/>`;
}
