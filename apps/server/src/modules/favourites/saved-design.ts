import { parseDesignDocument, renderDesignSvg, type DesignDocument, type DesignElement, type FontProvider } from "@studio/design";
import type { IconLibrary } from "@studio/assets";

const MAX_ELEMENTS = 60;

export class SavedDesignError extends Error {}

/**
 * A posted design made safe to keep and draw (spec 03 section 5 "before save"): the watermark
 * element is left out, empty text items are dropped, icons are redrawn from the library by their
 * id (never the posted geometry), shape paths must be path data (the design schema), and the SVG is the server's own
 * render of the result. What the browser posted as `svg` is not kept: an SVG is scriptable.
 */
export function savedDesign(input: Record<string, unknown>, deps: { library: IconLibrary; fonts: FontProvider }): { document: DesignDocument; svg: string } {
  const raw = Array.isArray(input.elements) ? (input.elements as unknown[]) : [];
  const kept = raw.filter((element) => {
    if (typeof element !== "object" || element === null) return false;
    const { id, type, text } = element as { id?: unknown; type?: unknown; text?: unknown };
    if (typeof id === "string" && id.startsWith("watermark")) return false;
    return !(type === "text" && (typeof text !== "string" || text.trim() === ""));
  });
  // Icons are redrawn from the library below, so whatever geometry was posted is dropped before the
  // schema would judge it (a stale or dirty copy must not fail an otherwise good save).
  const unjudged = kept.map((element) =>
    (element as { type?: unknown }).type === "icon" ? { ...(element as object), nodes: [{ tag: "path", attrs: { d: "M0 0" } }] } : element,
  );
  if (kept.length > MAX_ELEMENTS) throw new SavedDesignError("too many elements");
  let document: DesignDocument;
  try {
    document = parseDesignDocument({ ...input, elements: unjudged });
  } catch (error) {
    throw new SavedDesignError(error instanceof Error ? error.message : "design_invalid");
  }
  const elements = document.elements.map((element): DesignElement => {
    if (element.type === "icon") {
      const icon = deps.library.get(`${element.set}:${element.iconId}`);
      if (!icon) throw new SavedDesignError(`unknown icon ${element.set}:${element.iconId}`);
      const filled = element.paint === "fill" && icon.filledNodes && icon.filledNodes.length > 0;
      return {
        ...element,
        viewBox: [0, 0, 24, 24],
        nodes: (filled ? icon.filledNodes : icon.nodes)?.map((node) => ({ tag: node.tag, attrs: { ...node.attrs } })) ?? [],
      };
    }
    return element;
  });
  const clean: DesignDocument = { ...document, elements };
  try {
    return { document: clean, svg: renderDesignSvg(clean, deps.fonts) };
  } catch (error) {
    throw new SavedDesignError(error instanceof Error ? error.message : "render failed");
  }
}
