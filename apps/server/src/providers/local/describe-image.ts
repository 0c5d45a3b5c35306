import sharp from "sharp";

const names: [string, [number, number, number]][] = [
  ["black", [20, 20, 20]],
  ["white", [245, 245, 245]],
  ["grey", [128, 128, 128]],
  ["red", [220, 40, 40]],
  ["orange", [245, 140, 30]],
  ["yellow", [245, 220, 50]],
  ["green", [60, 170, 70]],
  ["teal", [0, 140, 140]],
  ["blue", [40, 110, 220]],
  ["navy", [25, 35, 110]],
  ["purple", [130, 50, 170]],
  ["pink", [235, 100, 160]],
  ["brown", [120, 80, 50]],
  ["beige", [225, 205, 170]],
];

const nearestName = (r: number, g: number, b: number) =>
  names.reduce(
    (best, [name, [nr, ng, nb]]) => {
      const d = (r - nr) ** 2 + (g - ng) ** 2 + (b - nb) ** 2;
      return d < best.d ? { name, d } : best;
    },
    { name: "grey", d: Infinity },
  ).name;

export type ImageDescription = { text: string; colours: string[]; aspect: string; looksLikeLogo: boolean; transparent: boolean };

/**
 * Describes an image from its pixels, offline: main colours, shape, and whether it looks like a
 * logo (few colours, flat areas, or transparency) or a photo. Good enough to seed a prompt.
 */
export async function describeImage(bytes: Buffer): Promise<ImageDescription> {
  const image = sharp(bytes).rotate();
  const meta = await image.metadata();
  const { data, info } = await image.clone().resize(48, 48, { fit: "inside" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  let transparentPixels = 0;
  const buckets = new Set<number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b, a] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 255];
    if (a < 16) {
      transparentPixels++;
      continue;
    }
    buckets.add(((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5));
    const name = nearestName(r, g, b);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const colours = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const aspect = width > height * 1.1 ? "landscape" : height > width * 1.1 ? "portrait" : "square";
  const transparent = transparentPixels > (info.width * info.height) / 20;
  const looksLikeLogo = transparent || buckets.size < 40;
  const kind = looksLikeLogo ? "a flat logo or icon" : "a photo or detailed illustration";
  const text = `${kind}, ${aspect}, mainly ${colours.join(", ") || "transparent"}${transparent ? ", on a transparent background" : ""}`;
  return { text, colours, aspect, looksLikeLogo, transparent };
}
