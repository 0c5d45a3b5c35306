import { ELEMENT_DEFAULTS, type DesignDocument, type ImageElement } from "@studio/design";
import { freshId } from "../store/editor-commands";
import type { EditorImage } from "./use-editor-uploads";

/** A new image takes at most this share of the canvas's shorter side, so it lands whole and easy to grab. */
const FIT_SHARE = 0.6;

/**
 * The image element an upload becomes: centred on the canvas (or at `at`, e.g. where it was dropped),
 * at its natural aspect (spec 03: an image is kept at its natural aspect), scaled down to fit, never up.
 */
export function imageElementFor(
  image: EditorImage,
  document: Pick<DesignDocument, "width" | "height" | "elements">,
  at?: { x: number; y: number },
): ImageElement {
  const box = Math.min(document.width, document.height) * FIT_SHARE;
  const scale = Math.min(1, box / Math.max(image.width, image.height));
  const taken = new Set(document.elements.map((element) => element.id));
  return {
    ...ELEMENT_DEFAULTS,
    id: freshId("image", taken),
    role: "image",
    type: "image",
    name: image.name.slice(0, 120),
    x: at?.x ?? document.width / 2,
    y: at?.y ?? document.height / 2,
    rotation: 0,
    opacity: 1,
    src: image.src,
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
    crop: null,
    filter: 0,
    radius: { enabled: false, circle: false, value: 0 },
    border: null,
  };
}
