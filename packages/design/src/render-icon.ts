import type { IconElement } from "./design-document.schema.js";
import { escapeAttr, f, fillOf, type Paint } from "./render-effects.js";

/** An icon's own nodes, scaled into its box; the gradient spans the icon's viewBox. */
export function renderIcon(element: IconElement, paint: Paint): string {
  const [minX, minY, vw, vh] = element.viewBox;
  const scale = Math.min(element.width / vw, element.height / vh);
  const tx = element.x - (vw * scale) / 2 - minX * scale;
  const ty = element.y - (vh * scale) / 2 - minY * scale;
  const { defs, fill: color } = fillOf(element, element.color, element.gradient, { x: minX, y: minY, width: vw, height: vh }, paint);
  const style =
    element.paint === "stroke"
      ? `fill="none" stroke="${color}" stroke-width="${f(element.strokeWidth)}" stroke-linecap="round" stroke-linejoin="round"`
      : `fill="${color}" stroke="none"`;
  const nodes = element.nodes
    .map(
      (node) =>
        `<${node.tag}${Object.entries(node.attrs)
          .map(([key, value]) => ` ${key}="${escapeAttr(value)}"`)
          .join("")}/>`,
    )
    .join("");
  return `${defs ? `<defs>${defs}</defs>` : ""}<g transform="translate(${f(tx)} ${f(ty)}) scale(${Math.round(scale * 10000) / 10000})" ${style}>${nodes}</g>`;
}
