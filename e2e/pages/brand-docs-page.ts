import { readFile } from "node:fs/promises";
import { zipFiles } from "../harness/zip";
import { AuthPage } from "./auth-page";

/**
 * The brand documents pages (/download/ppt and /download/word?logo={design id}, issue 22,
 * docs/brand-docs.md): the logo's slide deck and Word document, downloaded by the page's link when
 * the server says they are open (Brand package, the ppt item, Pro). The files are zips of Office XML.
 */
export class BrandDocsPage extends AuthPage {
  /** Opens the page of one document kind and downloads its file: the name and the zip's files (folders left out). */
  async download(kind: "ppt" | "word", designId: string): Promise<{ name: string; files: Map<string, Buffer> }> {
    await this.goto(`/download/${kind}?logo=${encodeURIComponent(designId)}&lang=en`);
    const link = this.page.getByTestId("brand-docs-download");
    await link.waitFor();
    const saved = this.page.waitForEvent("download", { timeout: 60_000 });
    await link.click();
    const download = await saved;
    return { name: download.suggestedFilename(), files: zipFiles(await readFile(await download.path())) };
  }
}

const PNG_SIGNATURE = "89504e470d0a1a0a";

/** What a test checks of an Office file: which of the named parts are XML, and how many of its media files are PNGs. */
export function officeFacts(files: Map<string, Buffer>, parts: string[], media: string): { xmlParts: string[]; pngMedia: number } {
  const xmlParts = ["[Content_Types].xml", "_rels/.rels", ...parts].filter((part) => files.get(part)?.toString("utf8").trimStart().startsWith("<?xml"));
  const pngMedia = [...files.entries()].filter(([name, bytes]) => name.startsWith(media) && bytes.subarray(0, 8).toString("hex") === PNG_SIGNATURE).length;
  return { xmlParts, pngMedia };
}

/** The parts a slide deck and a Word document must hold, and where their pictures are. */
export const OFFICE_PARTS = {
  ppt: { parts: ["ppt/presentation.xml", "ppt/slides/slide1.xml"], media: "ppt/media/" },
  word: { parts: ["word/document.xml"], media: "word/media/" },
} as const;
