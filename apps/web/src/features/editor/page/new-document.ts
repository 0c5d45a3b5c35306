import { DESIGN_DOCUMENT_VERSION, parseDesignDocument, type DesignDocument } from "@studio/design";
import { textFaces } from "../tools/element-factory";
import type { DesignQuery } from "./design-query";
import { DEFAULT_PRESET, presetByKey, type CanvasPreset } from "./canvas-presets";

/**
 * A new design from the query: the preset's canvas, the background colour, and the name (t1) and
 * slogan (t2) in the text colour, centred. What is not given is left out (no placeholder words).
 */
export function newDocumentFromQuery(query: DesignQuery): { document: DesignDocument; preset: CanvasPreset } {
  const preset = presetByKey(query.type) ?? DEFAULT_PRESET;
  const { width, height } = preset;
  const color = query.color ?? query.colors[0] ?? "#111111";
  const nameSize = Math.round(Math.min(width, height) / 8);
  const sloganSize = Math.round(nameSize / 2.4);
  const elements = [];
  if (query.t1) {
    elements.push({
      id: "name",
      role: "name",
      type: "text",
      x: width / 2,
      y: height / 2 - (query.t2 ? sloganSize : 0),
      text: query.t1,
      // Chinese words get a Chinese face (and a Latin face the Chinese fallback), as the add-text tool does.
      ...textFaces(query.t1),
      fontSize: nameSize,
      color,
    });
  }
  if (query.t2) {
    elements.push({
      id: "slogan",
      role: "slogan",
      type: "text",
      x: width / 2,
      y: height / 2 + nameSize * 0.75,
      text: query.t2,
      ...textFaces(query.t2),
      fontSize: sloganSize,
      color: query.colors[1] ?? color,
    });
  }
  const document = parseDesignDocument({
    version: DESIGN_DOCUMENT_VERSION,
    kind: preset.documentKind,
    width,
    height,
    background: { type: "solid", color: query.background ?? "#ffffff" },
    layout: { aspect: width > height ? "horizontal" : width < height ? "vertical" : "square" },
    elements,
  });
  return { document, preset };
}
