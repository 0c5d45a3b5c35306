import { imageLinkOf, isTextField } from "../../image-generator/reference-limits";

/** What a paste or a drop brings the editor: image files, a link to fetch, plain text, or nothing for us. */
export type UploadInput = { kind: "files"; files: File[] } | { kind: "link"; url: string } | { kind: "text"; text: string } | { kind: "ignore" };

type Transfer = { files?: ArrayLike<File> | null; getData(format: string): string };

export const imageFilesIn = (files: ArrayLike<File> | null | undefined): File[] =>
  files ? Array.from(files).filter((file) => file.type.startsWith("image/")) : [];

/**
 * Spec 01 section 5 and spec 03 section 5, for a paste: ignored while a text field has focus (the
 * paste is the field's) and while an upload runs; image files first; then text, read as plain text
 * only (never the HTML flavour), which is a link to fetch when it is an http(s) .gif/.jpeg/.jpg/.png.
 */
export function pastedInput(data: Transfer | null, focused: Element | null, loading: boolean): UploadInput {
  if (!data || loading || isTextField(focused)) return { kind: "ignore" };
  const files = imageFilesIn(data.files);
  if (files.length > 0) return { kind: "files", files };
  const text = data.getData("text/plain");
  const link = imageLinkOf(text);
  if (link) return { kind: "link", url: link };
  return text.trim() ? { kind: "text", text } : { kind: "ignore" };
}

/**
 * A drop: image files (non-images are left out: the editor takes images only), else a dropped link
 * (text/uri-list's first line, or the plain text) when it is an image link; ignored while loading.
 */
export function droppedInput(data: Transfer | null, loading: boolean): UploadInput {
  if (!data || loading) return { kind: "ignore" };
  const files = imageFilesIn(data.files);
  if (files.length > 0) return { kind: "files", files };
  const uriList = data
    .getData("text/uri-list")
    .split(/\r?\n/)
    .find((line) => line.trim() !== "" && !line.startsWith("#"));
  const link = imageLinkOf(uriList ?? "") ?? imageLinkOf(data.getData("text/plain"));
  return link ? { kind: "link", url: link } : { kind: "ignore" };
}
