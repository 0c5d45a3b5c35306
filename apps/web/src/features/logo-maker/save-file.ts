import { saveBlob } from "../../ui/save-blob";

/** Whether a stored file is still there (spec 02 section 7: HEAD before fetching an earlier download). */
export async function storedFileExists(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { method: "HEAD", cache: "no-store" })).ok;
  } catch {
    return false;
  }
}

/**
 * Saves a file of this site as a real browser download: fetched as a blob and handed to an anchor
 * with the download attribute (a plain link to /oss/ would open images in the tab instead).
 */
export async function saveFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  saveBlob(await response.blob(), fileName);
}

/** A file name from the logo's name: letters and digits kept (any script), the rest as dashes. */
export function downloadFileName(name: string, index: number, extension: string): string {
  const base =
    name
      .normalize("NFKC")
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40)
      .toLowerCase() || "logo";
  return `${base}-${index + 1}.${extension}`;
}
