import type { SaveStyleListRequest, StyleList } from "@studio/contracts";

/** One style as the admin edits it: names in both languages, the prompt it adds, its preview (stored path or data URL). */
export type EditableStyle = { value: string; en: string; zh: string; prompt: string; src: string };
export type EditableScene = { value: string; en: string; zh: string; items: EditableStyle[] };

/** The stored list as editable scenes; the preview's `?t=` cache-buster is dropped (the server drops it too). */
export function scenesOf(list: StyleList): EditableScene[] {
  return list.scenes.map((scene) => ({
    value: scene.value,
    en: scene.name.en,
    zh: scene.name.zh,
    items: scene.items.map((item) => ({ value: item.value, en: item.name.en, zh: item.name.zh, prompt: item.prompt, src: item.src.split("?")[0] ?? item.src })),
  }));
}

/** The PUT /api/admin/styles/{product} body, in the edited order. */
export function saveBodyOf(scenes: EditableScene[]): SaveStyleListRequest {
  return {
    scenes: scenes.map((scene) => ({
      value: scene.value,
      name: { en: scene.en.trim(), zh: scene.zh.trim() },
      items: scene.items.map((item) => ({ value: item.value, name: { en: item.en.trim(), zh: item.zh.trim() }, prompt: item.prompt.trim(), src: item.src })),
    })),
  };
}

/** A slug not yet used among `taken` (the server wants lower-case letters, digits and dashes, each once). */
export function freeSlug(prefix: string, taken: string[]): string {
  for (let n = taken.length + 1; ; n += 1) {
    const value = `${prefix}-${n}`;
    if (!taken.includes(value)) return value;
  }
}

/** `list` with the entry at `from` moved to `to` (out-of-range moves change nothing). */
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}
