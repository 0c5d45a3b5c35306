import QRCode from "qrcode";
import sharp from "sharp";
import type { FontProvider } from "@studio/design";
import { toJpg } from "../downloads/image-convert";

const WIDTH = 1080;
const HEIGHT = 1440;
const LOGO_BOX = { width: 960, height: 720, top: 60 };
const QR_SIZE = 360;

/** One line of text as a transparent PNG (sharp's Pango: the system's sans font, any script). */
async function line(text: string, size: number, width: number): Promise<Buffer> {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return sharp({ text: { text: `<span foreground="#1f2937">${escaped}</span>`, font: `sans ${size}`, rgba: true, width, align: "centre" } })
    .png()
    .toBuffer();
}

/**
 * The share poster (spec 03 section 9): the logo drawn from its saved design by the download
 * converters, the product name, the link and a QR code of the link, on a white 1080x1440 PNG.
 */
export async function renderSharePoster(input: { design: unknown; url: string; title: string }, fonts: FontProvider): Promise<Buffer> {
  const logo = await sharp(await toJpg({ kind: "design", document: input.design }, fonts, { width: LOGO_BOX.width }))
    .resize({ width: LOGO_BOX.width, height: LOGO_BOX.height, fit: "contain", background: "#ffffff" })
    .toBuffer();
  const qr = await QRCode.toBuffer(input.url, { width: QR_SIZE, margin: 1, errorCorrectionLevel: "M" });
  const title = await line(input.title, 40, WIDTH - 120);
  const link = await line(input.url, 22, WIDTH - 120);
  const titleMeta = await sharp(title).metadata();
  const linkMeta = await sharp(link).metadata();
  const centred = (width: number | undefined) => Math.max(0, Math.round((WIDTH - (width ?? 0)) / 2));
  const qrTop = LOGO_BOX.top + LOGO_BOX.height + 40;
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 4, background: "#ffffff" } })
    .composite([
      { input: logo, left: (WIDTH - LOGO_BOX.width) / 2, top: LOGO_BOX.top },
      { input: qr, left: (WIDTH - QR_SIZE) / 2, top: qrTop },
      { input: title, left: centred(titleMeta.width), top: qrTop + QR_SIZE + 30 },
      { input: link, left: centred(linkMeta.width), top: qrTop + QR_SIZE + 100 },
    ])
    .png()
    .toBuffer();
}
