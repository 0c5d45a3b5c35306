/** What the page needs of the browser's clipboard (navigator.clipboard), so tests can give their own. */
export type RichClipboard = { write(items: ClipboardItem[]): Promise<void> };

/**
 * Copies a signature as rich text: text/html for mail programs' signature boxes, text/plain beside it
 * for plain editors. Answers false when the browser has no ClipboardItem or refuses (the page then asks
 * the user to copy the preview by hand).
 */
export async function copySignature(
  html: string,
  text: string,
  clipboard: RichClipboard | undefined = typeof navigator === "undefined" ? undefined : navigator.clipboard,
  Item: typeof ClipboardItem | undefined = typeof ClipboardItem === "undefined" ? undefined : ClipboardItem,
): Promise<boolean> {
  if (!clipboard || !Item) return false;
  try {
    await clipboard.write([
      new Item({
        "text/html": new Blob([html], { type: "text/html" }),
        "text/plain": new Blob([text], { type: "text/plain" }),
      }),
    ]);
    return true;
  } catch {
    return false;
  }
}
