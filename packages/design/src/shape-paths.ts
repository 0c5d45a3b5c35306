import type { ShapeKind } from "./design-document.schema.js";

const f = (n: number): string => String(Math.round(n * 100) / 100);

/** Regular polygon or star points around (cx, cy), starting at the top. */
function ring(cx: number, cy: number, rx: number, ry: number, count: number, inner = 1): string {
  const points: string[] = [];
  const steps = inner === 1 ? count : count * 2;
  for (let i = 0; i < steps; i += 1) {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / steps;
    const scale = inner !== 1 && i % 2 === 1 ? inner : 1;
    points.push(`${f(cx + Math.cos(angle) * rx * scale)} ${f(cy + Math.sin(angle) * ry * scale)}`);
  }
  return `M${points.join("L")}Z`;
}

/**
 * Path data of a container shape filling a width x height box whose top-left is (0, 0). Containers
 * are paths (not <circle>/<rect>) so an editor can treat every shape the same way.
 */
export function shapePath(shape: Exclude<ShapeKind, "paths">, width: number, height: number): string {
  const w = width;
  const h = height;
  const cx = w / 2;
  const cy = h / 2;
  switch (shape) {
    case "circle":
      return `M${f(cx)} 0A${f(cx)} ${f(cy)} 0 1 1 ${f(cx)} ${f(h)}A${f(cx)} ${f(cy)} 0 1 1 ${f(cx)} 0Z`;
    case "square":
      return `M0 0H${f(w)}V${f(h)}H0Z`;
    case "rounded-square": {
      const r = Math.min(w, h) * 0.18;
      return `M${f(r)} 0H${f(w - r)}Q${f(w)} 0 ${f(w)} ${f(r)}V${f(h - r)}Q${f(w)} ${f(h)} ${f(w - r)} ${f(h)}H${f(r)}Q0 ${f(h)} 0 ${f(h - r)}V${f(r)}Q0 0 ${f(r)} 0Z`;
    }
    case "shield":
      return `M${f(cx)} 0L${f(w)} ${f(h * 0.14)}V${f(h * 0.5)}C${f(w)} ${f(h * 0.78)} ${f(w * 0.72)} ${f(h * 0.92)} ${f(cx)} ${f(h)}C${f(w * 0.28)} ${f(h * 0.92)} 0 ${f(h * 0.78)} 0 ${f(h * 0.5)}V${f(h * 0.14)}Z`;
    case "badge": {
      // A rounded plaque with notched ribbon ends: reads as a label or badge.
      const n = Math.min(w, h) * 0.12;
      return `M${f(n)} 0H${f(w - n)}L${f(w)} ${f(n)}V${f(h - n)}L${f(w - n)} ${f(h)}H${f(n)}L0 ${f(h - n)}V${f(n)}Z`;
    }
    case "hexagon":
      return ring(cx, cy, cx, cy, 6);
    case "diamond":
      return `M${f(cx)} 0L${f(w)} ${f(cy)}L${f(cx)} ${f(h)}L0 ${f(cy)}Z`;
    case "seal":
      return ring(cx, cy, cx, cy, 24, 0.9);
  }
}
