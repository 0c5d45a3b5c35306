import QRCode from "qrcode";
import type { QrCodeElement } from "./design-document.schema.js";
import { f, type Paint } from "./render-effects.js";

/** The standard quiet zone: four modules on every side, so a reader finds the code on any background. */
export const QR_QUIET_ZONE = 4;

type Modules = { size: number; rows: boolean[][] };
const cache = new Map<string, Modules>();

/** The code's modules from the `qrcode` package (real Reed-Solomon data, so it scans). */
export function qrModules(text: string, errorCorrection: QrCodeElement["errorCorrection"]): Modules {
  const key = `${errorCorrection}|${text}`;
  const known = cache.get(key);
  if (known) return known;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: errorCorrection });
  const rows = Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))));
  const made = { size: modules.size, rows };
  if (cache.size > 200) cache.clear();
  cache.set(key, made);
  return made;
}

/**
 * Dark modules as one path of horizontal runs in module units, scaled to the element's size.
 * crispEdges keeps module edges sharp in both Chromium and resvg.
 */
export function renderQrCode(element: QrCodeElement, paint: Paint): string {
  const { size, rows } = qrModules(element.text, element.errorCorrection);
  const total = size + QR_QUIET_ZONE * 2;
  const unit = element.size / total;
  const left = element.x - element.size / 2;
  const top = element.y - element.size / 2;
  let d = "";
  rows.forEach((row, y) => {
    for (let x = 0; x < size; x += 1) {
      if (!row[x]) continue;
      let run = 1;
      while (x + run < size && row[x + run]) run += 1;
      d += `M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${run}v1h-${run}z`;
      x += run - 1;
    }
  });
  // The one-colour version keeps the light background: a code without contrast does not scan.
  const background =
    element.background === "none"
      ? ""
      : `<rect x="${f(left)}" y="${f(top)}" width="${f(element.size)}" height="${f(element.size)}" fill="${element.background}"/>`;
  return `${background}<path transform="translate(${f(left)} ${f(top)}) scale(${Math.round(unit * 100000) / 100000})" fill="${paint.color(element.color)}" shape-rendering="crispEdges" d="${d}"/>`;
}
