import sharp, { type OverlayOptions } from "sharp";
import { sharpRaw, type RawImage } from "./raw-image.js";

/**
 * ID photos: a person cut-out (alpha from the person model) framed to a standard size on a plain
 * colour, the head placed the way ID photo rules place it, and a printable sheet of copies.
 */

/** Print resolution of ID photos and sheets (the standard sizes are given at 300 dpi). */
export const ID_PHOTO_DPI = 300;

/** Where the head sits in the frame: its top this far below the top edge, crown to neck this share of the frame. */
const HEAD_TOP = 0.09;
const HEAD_HEIGHT = 0.6;
/** A head is about this much taller than wide (crown to neck over ear to ear, with hair), when no neck shows. */
const HEAD_ASPECT = 1.3;

export type HeadBox = { top: number; centreX: number; width: number; height: number };

/**
 * The head in an alpha mask: its top is the first row with enough of the person; its width the widest
 * row before the outline narrows into the neck; its height from the crown to the neck's narrowest row
 * (or HEAD_ASPECT times its width when no neck shows, hair over the shoulders). Null when no person.
 */
export function findHead(alpha: Float32Array, width: number, height: number): HeadBox | null {
  const rows: { left: number; right: number; count: number }[] = [];
  for (let y = 0; y < height; y++) {
    let left = -1;
    let right = -1;
    let count = 0;
    for (let x = 0; x < width; x++) {
      if ((alpha[y * width + x] as number) < 0.5) continue;
      if (left < 0) left = x;
      right = x;
      count++;
    }
    rows.push({ left, right, count });
  }
  const minimum = Math.max(3, Math.round(width * 0.02));
  const top = rows.findIndex((r) => r.count >= minimum);
  if (top < 0) return null;
  let headWidth = 0;
  let headCentre = 0;
  let pastHead = false;
  let neck = -1;
  let neckWidth = Number.POSITIVE_INFINITY;
  for (let y = top; y < height; y++) {
    const row = rows[y] as { left: number; right: number; count: number };
    if (!pastHead) {
      if (row.count > headWidth) {
        headWidth = row.count;
        headCentre = (row.left + row.right) / 2;
      } else if (row.count < headWidth * 0.85) pastHead = true;
      // No neck within a tall head's reach: hair or a hood runs into the shoulders.
      if (y - top > Math.max(headWidth, minimum) * HEAD_ASPECT * 1.3) break;
      continue;
    }
    if (row.count < neckWidth) {
      neckWidth = row.count;
      neck = y;
    } else if (row.count > neckWidth * 1.25) break; // the shoulders begin
  }
  if (headWidth < minimum) return null;
  const headHeight = neck > top ? Math.max(neck - top, headWidth * 0.8) : headWidth * HEAD_ASPECT;
  return { top, centreX: headCentre, width: headWidth, height: headHeight };
}

/** The source box (may reach outside the image) that frames the head to an ID photo of the given shape. */
export function idPhotoFrame(head: HeadBox, size: { width: number; height: number }): { left: number; top: number; width: number; height: number } {
  const scale = (HEAD_HEIGHT * size.height) / head.height;
  const width = size.width / scale;
  const height = size.height / scale;
  return { left: head.centreX - width / 2, top: head.top - HEAD_TOP * height, width, height };
}

/**
 * The ID photo: the cut-out (RGBA, alpha = the person) framed by its head, scaled to `size` and laid
 * on `background` (#rrggbb). Parts of the frame outside the source are background. Answers RGB pixels
 * as a JPEG-ready sharp pipeline's output (PNG here, the caller picks the format).
 */
export async function composeIdPhoto(
  cutout: RawImage,
  head: HeadBox,
  options: { size: { width: number; height: number }; background: string },
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const frame = idPhotoFrame(head, options.size);
  const left = Math.round(frame.left);
  const top = Math.round(frame.top);
  const width = Math.max(1, Math.round(frame.width));
  const height = Math.max(1, Math.round(frame.height));
  const pad = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    right: Math.max(0, left + width - cutout.width),
    bottom: Math.max(0, top + height - cutout.height),
  };
  // Transparent padding first (extract must stay inside the image), then frame, scale, and flatten onto the colour.
  const padded = await sharpRaw(cutout)
    .extend({ ...pad, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const bytes = await sharp(padded.data, { raw: { width: padded.info.width, height: padded.info.height, channels: 4 } })
    .extract({ left: left + pad.left, top: top + pad.top, width, height })
    .resize(options.size.width, options.size.height, { fit: "fill", kernel: "lanczos3" })
    .flatten({ background: options.background })
    .withMetadata({ density: ID_PHOTO_DPI })
    .jpeg({ quality: 95, chromaSubsampling: "4:4:4" })
    .toBuffer();
  return { bytes, width: options.size.width, height: options.size.height };
}

/** A 6x4 inch print at 300 dpi (1800x1200), the common photo paper. */
export const ID_SHEET = { width: 1800, height: 1200 } as const;

/**
 * A printable sheet: as many copies as fit on 6x4 inch paper in a centred grid, with thin grey cut
 * lines between and around them. JPEG at 300 dpi.
 */
export async function idPhotoSheet(
  photo: Buffer,
  size: { width: number; height: number },
): Promise<{ bytes: Buffer; width: number; height: number; copies: number }> {
  const gap = 24;
  const margin = 30;
  const columns = Math.max(1, Math.floor((ID_SHEET.width - 2 * margin + gap) / (size.width + gap)));
  const rows = Math.max(1, Math.floor((ID_SHEET.height - 2 * margin + gap) / (size.height + gap)));
  const gridW = columns * size.width + (columns - 1) * gap;
  const gridH = rows * size.height + (rows - 1) * gap;
  const x0 = Math.round((ID_SHEET.width - gridW) / 2);
  const y0 = Math.round((ID_SHEET.height - gridH) / 2);
  const copies: OverlayOptions[] = [];
  const lines: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const left = x0 + c * (size.width + gap);
      const top = y0 + r * (size.height + gap);
      copies.push({ input: photo, left, top });
      // A cut mark box half a gap outside each copy.
      lines.push(
        `<rect x="${left - gap / 2}" y="${top - gap / 2}" width="${size.width + gap}" height="${size.height + gap}" fill="none" stroke="#9ca3af" stroke-width="1"/>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ID_SHEET.width}" height="${ID_SHEET.height}">${lines.join("")}</svg>`;
  const bytes = await sharp({ create: { width: ID_SHEET.width, height: ID_SHEET.height, channels: 3, background: "#ffffff" } })
    .composite([{ input: Buffer.from(svg), left: 0, top: 0 }, ...copies])
    .withMetadata({ density: ID_PHOTO_DPI })
    .jpeg({ quality: 95, chromaSubsampling: "4:4:4" })
    .toBuffer();
  return { bytes, width: ID_SHEET.width, height: ID_SHEET.height, copies: columns * rows };
}
