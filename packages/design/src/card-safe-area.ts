import type { DesignDocument, TextElement } from "./design-document.schema.js";
import type { Box } from "./text-outline.js";

/**
 * A business card's long side is 90 mm: spec 03's 2000 x 1222 card is the common 90 x 55 mm card
 * (2000 / 90 = 1222 / 55 = 22.2 px per mm, about 564 dpi), and its portrait 1222 x 2000 the same
 * card turned. Any other card size is read with the same rule (its long side is 90 mm).
 */
export const CARD_LONG_SIDE_MM = 90;
/** The safe area: 3 mm inside the trim, where a cutter's tolerance never reaches words. */
export const CARD_SAFE_MARGIN_MM = 3;

type Size = Pick<DesignDocument, "width" | "height">;

/** Document units (px) per millimetre of the printed card. */
export const cardPxPerMm = (doc: Size): number => Math.max(doc.width, doc.height) / CARD_LONG_SIDE_MM;

/** The printed card's size in millimetres (2000 x 1222 gives 90 x 55). */
export const cardSizeMm = (doc: Size): { width: number; height: number } => ({
  width: Math.round((doc.width / cardPxPerMm(doc)) * 10) / 10,
  height: Math.round((doc.height / cardPxPerMm(doc)) * 10) / 10,
});

/** The safe area's box in document units: the card less `marginMm` (3 mm) on every side. */
export function cardSafeArea(doc: Size, marginMm = CARD_SAFE_MARGIN_MM): Box {
  const inset = marginMm * cardPxPerMm(doc);
  return { x: inset, y: inset, width: doc.width - inset * 2, height: doc.height - inset * 2 };
}

/** The axis-aligned bounds of `box` turned by `rotation` degrees about its centre. */
export function rotatedBounds(box: Box, rotation: number): Box {
  if (rotation % 360 === 0) return box;
  const angle = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const width = box.width * cos + box.height * sin;
  const height = box.width * sin + box.height * cos;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

/** Less than this (document units) over the line is not reported: rounding of a snapped edge is not a crossing. */
const TOLERANCE = 0.5;

/**
 * The visible texts whose ink crosses the safe area's edge (partly or wholly outside it): the
 * editor's warning for cards. `boxOf` gives a text's unrotated ink box (the renderer's elementBox
 * with the canvas's fonts); rotation is applied here.
 */
export function textsOutsideSafeArea(doc: DesignDocument, boxOf: (element: TextElement) => Box, marginMm = CARD_SAFE_MARGIN_MM): TextElement[] {
  const safe = cardSafeArea(doc, marginMm);
  return doc.elements.filter((element): element is TextElement => {
    if (element.type !== "text" || element.hidden) return false;
    const box = rotatedBounds(boxOf(element), element.rotation);
    return (
      box.x < safe.x - TOLERANCE ||
      box.y < safe.y - TOLERANCE ||
      box.x + box.width > safe.x + safe.width + TOLERANCE ||
      box.y + box.height > safe.y + safe.height + TOLERANCE
    );
  });
}
