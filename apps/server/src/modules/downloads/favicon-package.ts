import type { ZipEntry } from "../../storage/zip";
import sharp from "sharp";
import { buildIco } from "@studio/image-tools";

/** Spec 02 section 9: the source is brought down to a max side of 500 before any icon is cut. */
export const FAVICON_SOURCE_MAX = 500;
export const ICO_SIZES = [16, 32, 48] as const;

const pngFiles = [
  { name: "favicon-16x16.png", size: 16 },
  { name: "favicon-32x32.png", size: 32 },
  { name: "mstile-150x150.png", size: 150 },
  { name: "apple-touch-icon.png", size: 180 },
  { name: "android-chrome-192x192.png", size: 192 },
  { name: "android-chrome-512x512.png", size: 512 },
] as const;

export const FAVICON_FILES = ["favicon.ico", ...pngFiles.map((f) => f.name), "site.webmanifest", "favicon.html"] as const;

function manifest(appName: string): string {
  return `${JSON.stringify(
    {
      name: appName,
      short_name: appName,
      icons: [
        { src: "/android-chrome-192x192.png", sizes: "192x192", type: "image/png" },
        { src: "/android-chrome-512x512.png", sizes: "512x512", type: "image/png" },
      ],
      theme_color: "#ffffff",
      background_color: "#ffffff",
      display: "standalone",
    },
    null,
    2,
  )}\n`;
}

/** The <link> tags to paste into a page head, for the files at the site root. */
export const FAVICON_HTML = [
  '<link rel="icon" href="/favicon.ico" sizes="48x48">',
  '<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png">',
  '<link rel="icon" type="image/png" sizes="16x16" href="/favicon-16x16.png">',
  '<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">',
  '<link rel="manifest" href="/site.webmanifest">',
  '<meta name="msapplication-TileImage" content="/mstile-150x150.png">',
  '<meta name="msapplication-TileColor" content="#ffffff">',
  '<meta name="theme-color" content="#ffffff">',
  "",
].join("\n");

/** Every favicon file from one (transparent) image, as zip entries in FAVICON_FILES order. */
export async function buildFaviconEntries(source: Buffer, appName = "My site"): Promise<ZipEntry[]> {
  const base = await sharp(source)
    .ensureAlpha()
    .resize({ width: FAVICON_SOURCE_MAX, height: FAVICON_SOURCE_MAX, fit: "inside", withoutEnlargement: true })
    .png()
    .toBuffer();
  const square = (size: number) =>
    sharp(base)
      .resize({ width: size, height: size, fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  const ico = buildIco(await Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await square(size) }))));
  const pngs = await Promise.all(pngFiles.map(async (f) => ({ name: f.name, data: await square(f.size) })));
  return [
    { name: "favicon.ico", data: ico },
    ...pngs,
    { name: "site.webmanifest", data: Buffer.from(manifest(appName)) },
    { name: "favicon.html", data: Buffer.from(FAVICON_HTML) },
  ];
}
