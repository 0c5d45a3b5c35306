import type { DesignDocument } from "@studio/design";
import { useRenderedDesign } from "../editor/canvas/use-rendered-design";

/** One side of a card drawn by the one renderer (the editor's canvas and the server's exports draw the same). */
export function CardPreview({ document, label }: { document: DesignDocument; label: string }) {
  const { svg, fontsReady } = useRenderedDesign(document);
  return (
    <figure className="bizcard-side" data-testid="bizcard-side" data-fonts-ready={fontsReady}>
      <div
        className="bizcard-side-drawing"
        role="img"
        aria-label={label}
        style={{ aspectRatio: `${document.width} / ${document.height}` }}
        // The renderer's own markup: sanitised documents, no script (the editor's canvas does the same).
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption>{label}</figcaption>
    </figure>
  );
}
