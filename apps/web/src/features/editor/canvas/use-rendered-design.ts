import type { BrowserFontProvider } from "@studio/assets";
import { elementBox, renderDesignSvg, type Box, type DesignDocument, type DesignElement } from "@studio/design";
import { useEffect, useMemo, useState } from "react";
import { layerFields } from "../store/editor-commands";
import { editorFonts } from "./editor-fonts";

export type RenderedDesign = {
  svg: string;
  /** Each visible element's unrotated box in document units. */
  boxes: ReadonlyMap<string, Box>;
  /** Whether the fonts of every text were fetched (before that, texts draw empty). */
  fontsReady: boolean;
};

const textsOf = (doc: DesignDocument) =>
  doc.elements.flatMap((e: DesignElement) => (e.type === "text" ? [e.fontId, ...e.fallbackFontIds].map((fontId) => ({ fontId, text: e.text })) : []));

/** A document without its hidden layers: what the canvas draws (hidden elements stay in the layers list). */
export function visibleDocument(doc: DesignDocument): DesignDocument {
  return doc.elements.some((e) => layerFields(e).hidden) ? { ...doc, elements: doc.elements.filter((e) => !layerFields(e).hidden) } : doc;
}

/**
 * The document drawn by the one renderer (@studio/design), the same call the server's export makes.
 * Fonts are fetched first; a font that fails to load draws nothing rather than breaking the canvas
 * (spec 03 section 8).
 *
 * Each element's markup and box are kept by element object: a command copies only the elements it
 * changes, so after a move or an undo on a 200-element document one element is laid out and drawn
 * again, not 200 (bench/README.md, editor). The kept ones are dropped when what they depend on
 * changes: the fonts loaded, or the document's one-colour mode.
 */
export function useRenderedDesign(doc: DesignDocument, fonts: BrowserFontProvider = editorFonts()): RenderedDesign {
  const [loaded, setLoaded] = useState(0);
  const [fontsReady, setFontsReady] = useState(false);
  useEffect(() => {
    const requests = textsOf(doc);
    // Most changes (a move, a colour) need no new font file: no second render for them. A user's own
    // font counts as needed until it was fetched once (it has no subset files to miss).
    if (requests.every((r) => !fonts.needsLoading(r.fontId, r.text))) {
      setFontsReady(true);
      return;
    }
    let current = true;
    fonts
      .load(requests)
      .catch(() => undefined)
      .then(() => {
        if (!current) return;
        setFontsReady(true);
        setLoaded((n) => n + 1);
      });
    return () => {
      current = false;
    };
  }, [doc, fonts]);
  const { mono, monoColor } = doc;
  const kept = useMemo(() => {
    void [fonts, loaded, fontsReady, mono, monoColor];
    return { markup: new WeakMap<DesignElement, string>(), boxes: new WeakMap<DesignElement, Box>() };
  }, [fonts, loaded, fontsReady, mono, monoColor]);
  return useMemo(() => {
    const shown = visibleDocument(doc);
    const boxOf = (element: DesignElement): Box => {
      let box = kept.boxes.get(element);
      if (!box) kept.boxes.set(element, (box = elementBox(element, fonts)));
      return box;
    };
    const boxes = new Map(shown.elements.map((e) => [e.id, boxOf(e)]));
    return { svg: renderDesignSvg(shown, fonts, { cache: kept.markup }), boxes, fontsReady };
  }, [doc, fonts, kept, fontsReady]);
}
