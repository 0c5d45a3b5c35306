/**
 * Hands a blob to the browser as a download with the given name (an anchor with the download
 * attribute: a plain link would open images in the tab instead).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = "noopener";
  anchor.style.display = "none";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started reading the blob; give it a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/** Hands a same-origin file URL (a signed-in download route) to the browser as a download with the given name. */
export function saveLink(href: string, fileName: string): void {
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = "noopener";
  anchor.style.display = "none";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
