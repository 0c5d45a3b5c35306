import { deflateSync } from "node:zlib";
import { PDFDocument, concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState } from "pdf-lib";
import type { RawImage } from "./raw-image.js";

/**
 * A one-page PDF with the image filling a page of its own size (1 px = 1/dpi inch). The pixels go in
 * as a Flate image XObject compressed by node's zlib, with the alpha as a soft mask when the image has
 * any: pdf-lib's own embedPng decodes and recompresses in JavaScript and took ~300 ms for 1024x1024.
 */
export async function imageToPdf(image: RawImage, dpi = 72): Promise<Buffer> {
  const { data, width, height } = image;
  const n = width * height;
  const rgb = Buffer.alloc(n * 3);
  const alpha = Buffer.alloc(n);
  let translucent = false;
  for (let p = 0; p < n; p++) {
    rgb[p * 3] = data[p * 4] as number;
    rgb[p * 3 + 1] = data[p * 4 + 1] as number;
    rgb[p * 3 + 2] = data[p * 4 + 2] as number;
    const a = data[p * 4 + 3] as number;
    alpha[p] = a;
    if (a !== 255) translucent = true;
  }
  const doc = await PDFDocument.create({ updateMetadata: false });
  const context = doc.context;
  const imageDict = { Type: "XObject", Subtype: "Image", Width: width, Height: height, BitsPerComponent: 8, Filter: "FlateDecode" };
  const maskRef = translucent ? context.register(context.stream(deflateSync(alpha, { level: 6 }), { ...imageDict, ColorSpace: "DeviceGray" })) : undefined;
  const imageRef = context.register(
    context.stream(deflateSync(rgb, { level: 6 }), { ...imageDict, ColorSpace: "DeviceRGB", ...(maskRef ? { SMask: maskRef } : {}) }),
  );
  const pageWidth = (width * 72) / dpi;
  const pageHeight = (height * 72) / dpi;
  const page = doc.addPage([pageWidth, pageHeight]);
  const name = page.node.newXObject("Im", imageRef);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(pageWidth, 0, 0, pageHeight, 0, 0), drawObject(name), popGraphicsState());
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
