import { createExternalStore } from "../../lib/external-store";
import { localStore } from "../../lib/safe-storage";

/**
 * The local likes list (spec 03 section 4): liking toggles a logo's like flag and keeps a list
 * de-duplicated by the logo's hash (its token), in this browser. The My Likes tab shows it, so each
 * entry keeps the picture; the newest 60 are kept, so the list cannot fill the browser's storage.
 */
export type LikedLogo = { token: string; name: string; svg: string };

const storageKey = "studio.classic.likes";
export const LIKES_KEPT = 60;

function read(): LikedLogo[] {
  try {
    const parsed: unknown = JSON.parse(localStore().getItem(storageKey) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is LikedLogo =>
        typeof item === "object" && item !== null && typeof item.token === "string" && typeof item.name === "string" && typeof item.svg === "string",
    );
  } catch {
    return [];
  }
}

export const likesStore = createExternalStore<LikedLogo[]>(read());

function write(next: LikedLogo[]): void {
  likesStore.set(next);
  try {
    localStore().setItem(storageKey, JSON.stringify(next));
  } catch {
    // Storage full or denied: the likes last for this page.
  }
}

/** Adds the logo to the likes (once per token) or takes it out; answers whether it is liked now. */
export function toggleLike(logo: LikedLogo): boolean {
  const likes = likesStore.getSnapshot();
  if (likes.some((item) => item.token === logo.token)) {
    write(likes.filter((item) => item.token !== logo.token));
    return false;
  }
  write([logo, ...likes].slice(0, LIKES_KEPT));
  return true;
}

export function isLiked(likes: LikedLogo[], token: string): boolean {
  return likes.some((item) => item.token === token);
}
