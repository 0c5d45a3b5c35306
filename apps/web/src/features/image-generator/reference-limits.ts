import { uploadRefusal } from "@studio/domain";

/** Spec 02 sections 5 and 9: at most 5 reference images on the remix pages, 10 on the bulk page. */
export const referenceLimits = { remix: 5, bulk: 10, imageToImage: 1 } as const;

/** A reference image of the form: stored on the server (`src`), shown from `preview`. */
export type ReferenceImage = { src: string; name: string; width: number; height: number; preview: string; blob?: Blob };

/** Why images cannot be added: the i18n key and its count, or null. */
export type CountProblem = { key: "generator.referencesHint" | "generator.tooMany"; count: number } | null;

/**
 * Spec 02 section 5: more than `max` in one go is 'Up to N images at a time!'; more than `max`
 * with the ones already there is 'No more than N images'.
 */
export function countProblem(adding: number, present: number, max: number): CountProblem {
  if (adding > max) return { key: "generator.referencesHint", count: max };
  if (adding + present > max) return { key: "generator.tooMany", count: max };
  return null;
}

/** A pasted or dropped http(s) link to a gif, jpeg, jpg or png image (query and fragment allowed). */
export function imageLinkOf(text: string): string | null {
  const trimmed = text.trim();
  if (!/^https?:\/\/\S+$/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return /\.(gif|jpe?g|png)$/i.test(url.pathname) ? url.href : null;
  } catch {
    return null;
  }
}

/** The browser's comfort check before an upload (the server checks again): 25 MB, then 4096x4096 pixels. */
export function fileProblem(bytes: number, width?: number, height?: number): "errors.PAYLOAD_TOO_LARGE" | "errors.IMAGE_TOO_LARGE" | null {
  const refusal = uploadRefusal({ bytes, ...(width !== undefined && height !== undefined ? { width, height } : {}) });
  return refusal ? `errors.${refusal}` : null;
}

/** Paste goes to the focused text field, not to the uploader (spec 02 section 2). */
export function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return !["button", "checkbox", "radio", "file", "submit", "range", "color"].includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable === true;
}
