import { SDK_APP_SOURCE, sdkParentOrigin } from "../../../api/sdk-session";

/** An image the editor took (picked, dropped, pasted, linked or sent from the phone), as the SDK's parent page hears of it. */
export type RelayedImage = { src: string; width: number; height: number; name: string };

type RelayWindow = Pick<Window, "self" | "top" | "location" | "parent">;

/**
 * Spec 03 section 7: in the SDK iframe, an upload is relayed to the parent page by a message with
 * `source` and `type` (`{source: 'logo-studio', type: 'upload', image}`, the image's src made
 * absolute so the parent can load it). Only to the parent's known, allowed origin (sdkParentOrigin);
 * false when not framed or the origin is unknown, and then nothing is posted.
 */
export function relayUploadToParent(image: RelayedImage, win: RelayWindow = window, origin: string | null = sdkParentOrigin(win)): boolean {
  if (!origin) return false;
  const src = new URL(image.src, win.location.href).href;
  win.parent.postMessage({ source: SDK_APP_SOURCE, type: "upload", image: { ...image, src } }, origin);
  return true;
}
