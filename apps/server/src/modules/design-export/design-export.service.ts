import type { DesignExportFormat } from "@studio/contracts";
import { EXPORT_LIMITS } from "@studio/domain";
import {
  DesignDocumentError,
  documentImageSources,
  migrateDesignDocument,
  renderDesignSvg,
  withImageSources,
  type DesignDocument,
  type FontProvider,
} from "@studio/design";
import { AppError } from "../../errors";
import type { DesignImages } from "./design-images";
import { jpgOf, pngOf, rasterise } from "./design-raster";

/** The PDF library loads on the first PDF asked for, not at every server start (bench/start.bench.ts). */
const pdfWriter = () => import("./design-pdf");
const printWriter = () => import("./print-pdf");

export type ExportedFile = { bytes: Buffer; contentType: string; filename: string; width: number; height: number };

/** Several pages (a card's front and back) as one PDF: plain (as the PDF export) or print-ready (print-pdf.ts). */
export type PagesExportRequest = { format: "pdf" | "print-pdf"; name?: string | undefined };

export type DesignExportRequest = { format: DesignExportFormat; width?: number | undefined; height?: number | undefined; name?: string | undefined };

export type DesignExportDeps = {
  /** The fonts a document names, the catalogue's and the owner's own uploads (modules/fonts). */
  fontsFor(document: DesignDocument, ownerId: number): Promise<FontProvider>;
  /** The document's pictures as data URLs, after the access check (design-images.ts). */
  images: Pick<DesignImages, "inline">;
};

/** Who asks for the export: their own fonts and files are drawn, other users' private files are not. */
export type Exporter = { id: number; isAdmin: boolean };

const contentTypes: Record<DesignExportFormat, string> = { png: "image/png", jpg: "image/jpeg", svg: "image/svg+xml", pdf: "application/pdf" };

/** Any stored or sent document as the current version, or the request's fault (400), never a 500. */
export function documentOf(input: unknown): DesignDocument {
  try {
    return migrateDesignDocument(input);
  } catch (error) {
    if (error instanceof DesignDocumentError) throw new AppError("VALIDATION", "The design document is not valid.", { reason: error.message.slice(0, 500) });
    throw error;
  }
}

/**
 * The output size in pixels (spec 03 section 9): 1080 wide unless asked, a missing side from the
 * document's aspect, and neither side above 5000 px ('width or height must not exceed 5000 px').
 */
export function exportSize(doc: DesignDocument, request: Pick<DesignExportRequest, "width" | "height">): { width: number; height: number } {
  const aspect = doc.height / doc.width;
  const width = request.width ?? (request.height !== undefined ? Math.max(1, Math.round(request.height / aspect)) : EXPORT_LIMITS.defaultWidth);
  const height = request.height ?? Math.max(1, Math.round(width * aspect));
  if (width > EXPORT_LIMITS.maxSide || height > EXPORT_LIMITS.maxSide) throw new AppError("CUSTOM_SIZE_MAX");
  return { width, height };
}

/** A download name: the work's name in letters, digits and dashes (any script), else "design". */
export function fileBaseName(name: string | undefined): string {
  const base = (name ?? "")
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return base || "design";
}

/**
 * Draws a design document as a file without a browser: the one renderer's SVG (text outlined with the
 * same fonts the editor uses), rasterised by resvg for PNG and JPG, written by pdfkit for PDF.
 */
export function createDesignExport(deps: DesignExportDeps) {
  /** The documents with their pictures as data URLs (resvg and pdfkit then never read a file or the network) and their owner's fonts. */
  async function prepared(user: Exporter, parsed: DesignDocument[]) {
    const docs = await Promise.all(parsed.map(async (doc) => withImageSources(doc, await deps.images.inline(user, documentImageSources(doc)))));
    const [first] = docs;
    if (!first) throw new AppError("VALIDATION", "At least one page is needed.");
    const fonts = await deps.fontsFor({ ...first, elements: docs.flatMap((doc) => doc.elements) }, user.id);
    return { docs, first, fonts };
  }

  return {
    /** Pages as one PDF, each page a document (migrated and validated here); a print PDF at the documents' physical size. */
    async exportPages(user: Exporter, inputs: readonly unknown[], request: PagesExportRequest): Promise<ExportedFile> {
      const { docs, first, fonts } = await prepared(user, inputs.map(documentOf));
      const title = request.name ?? "Design";
      const bytes =
        request.format === "print-pdf"
          ? await (await printWriter()).printPdf(docs, fonts, title)
          : await (await pdfWriter()).designPdfPages(docs, fonts, title);
      const suffix = request.format === "print-pdf" ? "-print" : "";
      return { bytes, contentType: "application/pdf", filename: `${fileBaseName(request.name)}${suffix}.pdf`, width: first.width, height: first.height };
    },

    async export(user: Exporter, input: unknown, request: DesignExportRequest): Promise<ExportedFile> {
      const parsed = documentOf(input);
      const size = exportSize(parsed, request);
      const { first: doc, fonts } = await prepared(user, [parsed]);
      const filename = `${fileBaseName(request.name)}.${request.format}`;
      const file = (bytes: Buffer, width = size.width, height = size.height): ExportedFile => ({
        bytes,
        contentType: contentTypes[request.format],
        filename,
        width,
        height,
      });
      if (request.format === "pdf") return file(await (await pdfWriter()).designPdf(doc, fonts, request.name ?? "Design"), doc.width, doc.height);
      const svg = renderDesignSvg(doc, fonts, size);
      if (request.format === "svg") return file(Buffer.from(svg));
      const raster = rasterise(svg, size.width);
      return file(request.format === "png" ? pngOf(raster) : await jpgOf(raster), raster.width, raster.height);
    },
  };
}

export type DesignExportService = ReturnType<typeof createDesignExport>;
