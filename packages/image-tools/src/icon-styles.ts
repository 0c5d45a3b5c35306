import sharp from "sharp";

/**
 * The icon generator's offline drawing (issue 19, aicon): a library icon (24 x 24 strokes, with a
 * filled form for some) redrawn as a finished icon in one of several styles and a palette. Every
 * style is real vector work on the icon's own geometry (badges, gradients, shading, duotone layers),
 * never a recoloured copy: the SVG is the result, the PNG is drawn from it.
 */
export const ICON_RENDER_STYLES = ["abstract", "line", "glyph", "flat", "duotone", "gradient", "3d"] as const;
export type IconRenderStyle = (typeof ICON_RENDER_STYLES)[number];

/** One drawing node of a library icon (the shape packages/design keeps: tag and attributes). */
export type IconShape = { tag: string; attrs: Readonly<Record<string, string>> };
export type IconGeometry = { nodes: readonly IconShape[]; filledNodes?: readonly IconShape[] | undefined };

/** Primary, secondary and accent colours (#rrggbb). */
export type IconPalette = readonly [string, string, string];

/** Palettes the generator cycles through when the user names no colours: saturated pairs that read on white and dark. */
export const ICON_PALETTES: readonly IconPalette[] = [
  ["#4f46e5", "#ec4899", "#f59e0b"],
  ["#0d9488", "#84cc16", "#0ea5e9"],
  ["#e11d48", "#f97316", "#facc15"],
  ["#2563eb", "#06b6d4", "#a855f7"],
  ["#7c3aed", "#22d3ee", "#f472b6"],
  ["#15803d", "#eab308", "#0f766e"],
];

const SIZE = 256;
const TAGS = new Set(["path", "circle", "rect", "line", "polyline", "polygon", "ellipse"]);
const ATTR_NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;
const HEX = /^#[0-9a-f]{6}$/i;

const escapeAttr = (value: string): string => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The icon's nodes as SVG elements: only drawing tags, no event handlers or styles, paint left to the group. */
function shapes(nodes: readonly IconShape[]): string {
  return nodes
    .filter((node) => TAGS.has(node.tag))
    .map((node) => {
      const attrs = Object.entries(node.attrs)
        .filter(([name]) => ATTR_NAME.test(name) && !name.toLowerCase().startsWith("on") && name !== "style" && name !== "class")
        .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
        .join("");
      return `<${node.tag}${attrs}/>`;
    })
    .join("");
}

function mix(hex: string, other: string, amount: number): string {
  const a = Number.parseInt(hex.slice(1), 16);
  const b = Number.parseInt(other.slice(1), 16);
  const channel = (shift: number) => Math.round(((a >> shift) & 255) * (1 - amount) + ((b >> shift) & 255) * amount);
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, "0")).join("")}`;
}
const darker = (hex: string, amount: number) => mix(hex, "#000000", amount);
const lighter = (hex: string, amount: number) => mix(hex, "#ffffff", amount);

/** The icon's 24-unit box placed at `box` pixels wide, centred on the 256 canvas (plus an offset). */
const place = (box: number, dx = 0, dy = 0): string => `translate(${(SIZE - box) / 2 + dx} ${(SIZE - box) / 2 + dy}) scale(${box / 24})`;

const strokeGroup = (body: string, colour: string, width: number, extra = ""): string =>
  `<g fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}>${body}</g>`;

/** A rounded square badge path (the app-icon shape) of side `side` centred on the canvas. */
const badge = (side: number, radius: number, paint: string, extra = ""): string =>
  `<rect x="${(SIZE - side) / 2}" y="${(SIZE - side) / 2}" width="${side}" height="${side}" rx="${radius}" fill="${paint}"${extra}/>`;

/** Abstract: the icon on a composition of simple geometric shapes in the palette; `variant` picks the composition. */
function abstractBackdrop(palette: IconPalette, variant: number): string {
  const [primary, secondary, accent] = palette;
  switch (variant % 3) {
    case 0:
      return `<circle cx="104" cy="112" r="84" fill="${primary}"/><circle cx="160" cy="148" r="72" fill="${secondary}" fill-opacity="0.85"/><circle cx="188" cy="70" r="22" fill="${accent}"/>`;
    case 1:
      return `<rect x="40" y="40" width="176" height="176" rx="28" fill="${primary}" transform="rotate(45 128 128)"/><path d="M128 24 L232 128 L128 232 Z" fill="${secondary}" fill-opacity="0.8"/><circle cx="64" cy="196" r="20" fill="${accent}"/>`;
    default:
      return `<path d="M128 16 L240 212 L16 212 Z" fill="${primary}" stroke="${primary}" stroke-width="24" stroke-linejoin="round"/><circle cx="128" cy="150" r="62" fill="${secondary}" fill-opacity="0.85"/><rect x="196" y="30" width="36" height="36" rx="8" fill="${accent}"/>`;
  }
}

export type IconRenderInput = { icon: IconGeometry; style: IconRenderStyle; palette: IconPalette; variant?: number };

/** A standalone SVG (256 x 256 viewBox, transparent around the drawing) of the icon in the style. */
export function renderIconSvg({ icon, style, palette, variant = 0 }: IconRenderInput): string {
  if (!palette.every((colour) => HEX.test(colour))) throw new RangeError("palette colours must be #rrggbb");
  const [primary, secondary] = palette;
  const strokes = shapes(icon.nodes);
  const filled = icon.filledNodes && icon.filledNodes.length > 0 ? shapes(icon.filledNodes) : "";
  // A stroke width given in icon units: the library draws at 2, and the glyph style wants heavier lines.
  const line = (width: number, colour: string, box: number, extra = "") =>
    strokes ? `<g transform="${place(box)}">${strokeGroup(strokes, colour, width, extra)}</g>` : `<g transform="${place(box)}" fill="${colour}">${filled}</g>`;
  let defs = "";
  let body: string;
  switch (style) {
    case "line":
      body = line(1.75, primary, 200);
      break;
    case "glyph":
      body = filled ? `<g transform="${place(200)}" fill="${primary}" stroke="none">${filled}</g>` : line(2.75, primary, 200);
      break;
    case "flat":
      body = `<circle cx="128" cy="128" r="120" fill="${primary}"/>${line(2, "#ffffff", 140)}`;
      break;
    case "duotone": {
      // The second tone: the filled form when the library has one, else a disc behind the lines.
      const tone = filled
        ? `<g transform="${place(200, 10, 10)}" fill="${secondary}" fill-opacity="0.45">${filled}</g>`
        : `<circle cx="148" cy="148" r="78" fill="${secondary}" fill-opacity="0.45"/>`;
      body = `${tone}${line(2, primary, 200)}`;
      break;
    }
    case "gradient":
      defs = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient>`;
      body = `${badge(232, 56, "url(#g)")}${line(2, "#ffffff", 150)}`;
      break;
    case "3d":
      // Lit from above: a vertical gradient body, a soft floor shadow, a gloss band and lines with a cast shadow.
      defs =
        `<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighter(primary, 0.35)}"/><stop offset="0.55" stop-color="${primary}"/>` +
        `<stop offset="1" stop-color="${darker(primary, 0.35)}"/></linearGradient>` +
        `<radialGradient id="s" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>`;
      body =
        `<ellipse cx="128" cy="236" rx="104" ry="16" fill="url(#s)"/>` +
        badge(212, 52, darker(primary, 0.45), ` transform="translate(0 8)"`) +
        badge(212, 52, "url(#b)", ` transform="translate(0 -4)"`) +
        `<path d="M34 72 Q34 18 88 18 H168 Q222 18 222 72 Q128 104 34 72 Z" fill="#ffffff" fill-opacity="0.22"/>` +
        (strokes
          ? `<g transform="${place(136, 3, 5)}">${strokeGroup(strokes, darker(primary, 0.6), 2.2, ` stroke-opacity="0.55"`)}</g>` +
            `<g transform="${place(136, 0, -4)}">${strokeGroup(strokes, "#ffffff", 2.2)}</g>`
          : `<g transform="${place(136, 0, -4)}" fill="#ffffff">${filled}</g>`);
      break;
    case "abstract":
      body = `${abstractBackdrop(palette, variant)}${line(2.25, "#ffffff", 132)}`;
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>`;
}

/** The SVG drawn as a transparent PNG `size` pixels square, at the density that gives that size. */
export async function renderIconPng(svg: string, size = 1024): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * size) / SIZE })
    .resize(size, size)
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/**
 * The renderer for a style value of the icon generator's list (admins may add their own): known
 * names directly, others by the words of the style's prompt, and `flat` when nothing matches.
 */
export function iconRenderStyleFor(value: string, prompt = ""): IconRenderStyle {
  const known = (ICON_RENDER_STYLES as readonly string[]).includes(value) ? (value as IconRenderStyle) : undefined;
  if (known) return known;
  const words = `${value} ${prompt}`.toLowerCase();
  if (/outline|line|stroke/.test(words)) return "line";
  if (/glyph|solid|fill/.test(words)) return "glyph";
  if (/duo/.test(words)) return "duotone";
  if (/gradient|blend/.test(words)) return "gradient";
  if (/3d|three|shad|emboss|bevel/.test(words)) return "3d";
  if (/abstract|geometric/.test(words)) return "abstract";
  return "flat";
}
