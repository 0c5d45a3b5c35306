import { deflateSync } from "node:zlib";
import sharp from "sharp";
import type { Raster } from "./design-raster";

/**
 * Pixels placed on a PDF page as an image XObject written here rather than through `pdf.image()`:
 * pdfkit takes a PNG with alpha apart in JavaScript (png-js inflates, unfilters and splits every
 * pixel), which cost about half a second per picture-sized raster (bench/README.md, editor). Here the
 * colour is a JPEG (photos: sharp encodes it off the main thread and the PDF carries it as it is,
 * DCTDecode) or deflated RGB (anything else: lossless), and the alpha, when any pixel is not opaque,
 * a deflated grey soft mask (SMask): what pdfkit itself writes for a PNG with alpha.
 */

/** JPEG quality of photo rasters: the export's JPG uses 92; the PDF shows the picture at its own size or smaller. */
const PHOTO_QUALITY = 90;

type Place = { x: number; y: number; width: number; height: number };

let placed = 0;

/** Colour and alpha planes of straight-alpha RGBA pixels, and whether every pixel is opaque. */
function planes(rgba: Uint8Array, count: number): { rgb: Buffer; alpha: Buffer; opaque: boolean } {
  const rgb = Buffer.allocUnsafe(count * 3);
  const alpha = Buffer.allocUnsafe(count);
  let opaque = true;
  for (let i = 0; i < count; i += 1) {
    const a = rgba[i * 4 + 3] ?? 0;
    rgb[i * 3] = rgba[i * 4] ?? 0;
    rgb[i * 3 + 1] = rgba[i * 4 + 1] ?? 0;
    rgb[i * 3 + 2] = rgba[i * 4 + 2] ?? 0;
    alpha[i] = a;
    if (a !== 255) opaque = false;
  }
  return { rgb, alpha, opaque };
}

/**
 * The colour plane of a raster: a JPEG (photos) or deflated RGB, or for print (`cmyk`) always a
 * CMYK JPEG converted by sharp (libvips' CMYK profile), quality 95 for drawings so edges stay clean.
 * libvips writes CMYK JPEGs the Adobe way, inverted, with an APP14 marker: the Decode array tells
 * PDF readers so (PDF 32000-1, 8.9.5.2: DCTDecode with Adobe's inverted CMYK needs Decode [1 0 ...]).
 */
async function colourPlane(rgb: Buffer, width: number, height: number, photo: boolean, cmyk: boolean) {
  const raw = () => sharp(rgb, { raw: { width, height, channels: 3 } });
  if (cmyk) {
    const bytes = await raw()
      .toColourspace("cmyk")
      .jpeg({ quality: photo ? PHOTO_QUALITY : 95 })
      .toBuffer();
    return { Filter: "DCTDecode", ColorSpace: "DeviceCMYK", Decode: [1, 0, 1, 0, 1, 0, 1, 0], bytes };
  }
  if (photo) return { Filter: "DCTDecode", ColorSpace: "DeviceRGB", bytes: await raw().jpeg({ quality: PHOTO_QUALITY }).toBuffer() };
  return { Filter: "FlateDecode", ColorSpace: "DeviceRGB", bytes: deflateSync(rgb, { level: 1 }) };
}

/** Draws `pixels` stretched over `place` (page units, top-left origin as pdfkit's); `cmyk` for print (CMYK JPEG). */
export async function placePixels(pdf: PDFKit.PDFDocument, pixels: Raster, place: Place, photo: boolean, options: { cmyk?: boolean } = {}): Promise<void> {
  const { width, height } = pixels;
  const { rgb, alpha, opaque } = planes(pixels.rgba, width * height);
  const { bytes, ...colour } = await colourPlane(rgb, width, height, photo, options.cmyk ?? false);
  const image = { Type: "XObject", Subtype: "Image", Width: width, Height: height, BitsPerComponent: 8, ...colour };
  let mask: PDFKit.PDFKitReference | null = null;
  if (!opaque) {
    mask = pdf.ref({ Type: "XObject", Subtype: "Image", Width: width, Height: height, BitsPerComponent: 8, ColorSpace: "DeviceGray", Filter: "FlateDecode" });
    mask.end(deflateSync(alpha, { level: 1 }));
  }
  const ref = pdf.ref(mask ? { ...image, SMask: mask } : image);
  ref.end(bytes);
  placed += 1;
  // Not pdfkit's own I{n} labels, which its image() numbers per document.
  const label = `LS${placed}`;
  (pdf.page.xobjects as Record<string, PDFKit.PDFKitReference>)[label] = ref;
  // As pdfkit's image(): the unit square scaled to the place, flipped since the page's y runs down.
  pdf.save();
  pdf.transform(place.width, 0, 0, -place.height, place.x, place.y + place.height);
  pdf.addContent(`/${label} Do`);
  pdf.restore();
}
