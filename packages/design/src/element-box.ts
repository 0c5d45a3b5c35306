import type { DesignElement } from "./design-document.schema.js";
import type { FontProvider } from "./font-provider.types.js";
import { layoutText } from "./text-layout.js";
import type { Box } from "./text-outline.js";

/** The element's unrotated box in document units. Text boxes are the ink of the outlined glyphs (all lines). */
export function elementBox(element: DesignElement, fonts: FontProvider): Box {
  if (element.type === "text") {
    const { ink } = layoutText(fonts, element);
    return { x: element.x - ink.width / 2, y: element.y - ink.height / 2, width: ink.width, height: ink.height };
  }
  if (element.type === "qrcode") return { x: element.x - element.size / 2, y: element.y - element.size / 2, width: element.size, height: element.size };
  return { x: element.x - element.width / 2, y: element.y - element.height / 2, width: element.width, height: element.height };
}
