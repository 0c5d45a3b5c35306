import type { DesignDocument, DesignElement, ShapeKind } from "@studio/design";
import type { AbstractMark } from "./abstract-mark.js";
import { LOGO_STYLES, type LogoStyle } from "./logo-brief.schema.js";
import { WORDMARK_DECORATIONS, type LogoLayout, type LogoPlan, type WordmarkDecoration } from "./logo-composer.js";
import type { MarkSpec } from "./logo-marks.js";
import { luminance } from "./color.js";
import { backgroundColors } from "./palettes.data.js";

type Container = Exclude<ShapeKind, "paths">;
const byId = (doc: DesignDocument, id: string): DesignElement | undefined => doc.elements.find((element) => element.id === id);
const isStyle = (value: string): value is LogoStyle => (LOGO_STYLES as readonly string[]).includes(value);

/**
 * Reads the plan back out of a logo document the engine composed (ids and roles are the contract),
 * so an edit can change one decision and lay the logo out again with every rule still applied.
 */
export function planFromDocument(doc: DesignDocument): LogoPlan | undefined {
  const name = byId(doc, "name");
  if (!name || name.type !== "text") return undefined;
  const slogan = byId(doc, "slogan");
  const [codeStyle = "", codeLayout = ""] = doc.layout.code.split("/");
  const emblem = byId(doc, "emblem");
  const markContainer = byId(doc, "mark-container");
  const icon = byId(doc, "icon");
  const abstract = byId(doc, "mark");
  const initials = byId(doc, "initials");
  const backgrounds = backgroundColors(doc.background);

  let mark: MarkSpec = { kind: "none" };
  const container = markContainer?.type === "shape" && markContainer.shape !== "paths" ? (markContainer.shape as Container) : undefined;
  if (icon?.type === "icon") {
    const nodes = icon.nodes;
    mark = {
      kind: "icon",
      icon: { key: `${icon.set}:${icon.iconId}`, set: icon.set, id: icon.iconId, tags: [], nodes, ...(icon.paint === "fill" ? { filledNodes: nodes } : {}) },
      paint: icon.paint,
      ...(container ? { container } : {}),
    };
  } else if (abstract?.type === "shape" && abstract.shape === "paths") {
    const colors = [...new Set(abstract.paths.map((path) => path.fill))];
    const slots = ["primary", "secondary", "accent"] as const;
    const recovered: AbstractMark = {
      kind: "edited",
      paths: abstract.paths.map((path) => ({ d: path.d, slot: slots[Math.min(colors.indexOf(path.fill), 2)] ?? "primary" })),
    };
    mark = { kind: "abstract", mark: recovered };
  } else if (initials?.type === "text") {
    mark = { kind: "monogram", initials: initials.text, fontId: initials.fontId, fallbackFontIds: initials.fallbackFontIds, container: container ?? "circle" };
  }

  const markColor =
    emblem?.type === "shape" && emblem.fill !== "none"
      ? emblem.fill
      : container && markContainer?.type === "shape" && markContainer.fill !== "none"
        ? markContainer.fill
        : icon?.type === "icon"
          ? icon.color
          : abstract?.type === "shape"
            ? (abstract.paths[0]?.fill ?? name.color)
            : name.color;
  const secondary = abstract?.type === "shape" ? (abstract.paths.map((path) => path.fill).find((fill) => fill !== markColor) ?? markColor) : markColor;
  const decorations = WORDMARK_DECORATIONS.filter((decoration) => byId(doc, decoration));
  const layout: LogoLayout = codeLayout === "horizontal" || codeLayout === "vertical" || codeLayout === "square" ? codeLayout : doc.layout.aspect;
  return {
    style: isStyle(codeStyle) ? codeStyle : mark.kind === "none" ? "minimal" : "combination",
    layout,
    name: name.text,
    ...(slogan?.type === "text" ? { slogan: slogan.text } : {}),
    fontId: name.fontId,
    fallbackFontIds: name.fallbackFontIds,
    sloganFontId: slogan?.type === "text" ? slogan.fontId : "inter-600",
    sloganFallbackFontIds: slogan?.type === "text" ? slogan.fallbackFontIds : [],
    tracking: name.letterSpacing / name.fontSize,
    palette: {
      id: "edited",
      name: "Edited",
      background: doc.background,
      primary: markColor,
      secondary,
      accent: byId(doc, "dot")?.type === "shape" ? ((byId(doc, "dot") as { fill: string }).fill ?? markColor) : secondary,
      // Inside an emblem the name wears the background colour; outside it needs a readable one.
      text: emblem ? (luminance(backgrounds[0] ?? "#ffffff") > 0.4 ? "#1a1a1a" : "#f5f5f5") : name.color,
      groups: [],
    },
    nameColor: "text",
    mark,
    ...(emblem?.type === "shape" && emblem.shape !== "paths" ? { emblem: emblem.shape as Container } : {}),
    decoration: (decorations[0] as WordmarkDecoration | undefined) ?? "plain",
  };
}
