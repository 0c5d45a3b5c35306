import { profileImageSizes, type ProfileImageId } from "@studio/contracts";
import { layoutText, type DesignDocument, type ElementRole, type FontProvider } from "@studio/design";
import { contrastRatio, hexToRgb, luminance, rgbToHex } from "@studio/logo-engine";
import { darkBackdrop, type BrandGuide, type GuideColour } from "../brand-docs/brand-guide";
import { rect, picture, textLine, textMarkup, type ArtSource, type Box, type LogoArt, type Picture } from "../brand-docs/brand-guide-art";

/**
 * The social profile kit's pictures (docs/profile-kit.md): each image of `profileImageSizes` drawn
 * from the logo's own drawing (or pixels) by the brand guide's art helpers, so the one design
 * renderer and resvg draw them, as they draw the brand documents' pictures.
 */

/**
 * The longest line through the logo's box (its diagonal) spans at most this share of an avatar's
 * side: the round crop (the square's inscribed circle) then leaves 15% of its diameter clear on the
 * diagonal, and more on the sides.
 */
export const AVATAR_DIAGONAL = 0.7;

type CoverId = Exclude<ProfileImageId, "avatar" | "avatar-reversed">;

/**
 * Where a cover's logo and name go: a box centred on the cover, in pixels. X and LinkedIn put the
 * profile picture over the lower left and crop the top and bottom on some screens; Facebook shows
 * the centre 640 px of its 820 on phones; YouTube shows its centre 1546 x 423 on every device.
 */
export const coverSafeBoxes: Record<CoverId, { width: number; height: number }> = {
  "x-header": { width: 900, height: 260 },
  "facebook-cover": { width: 560, height: 180 },
  "linkedin-banner": { width: 950, height: 200 },
  "youtube-banner": { width: 1400, height: 340 },
};

const WHITE = "#ffffff";
const INK = "#1f2937";
/** The name's ink is this share of the logo's height; the gap between them a quarter of it. */
const NAME_SHARE = 0.34;
const GAP_SHARE = 0.25;
/** The cover's colour band along its bottom edge, as a share of its height. */
const BAND_SHARE = 0.035;

export type ProfileLogo = {
  name: string;
  guide: BrandGuide;
  art: LogoArt;
  source: ArtSource;
  /** The logo's symbol alone (its icon, initial, mark or container, without its words), when it has one. */
  mark: LogoArt | null;
};

/** The roles of a design's symbol: what a profile picture shows of a wide logo. */
export const markRoles: ReadonlySet<ElementRole> = new Set(["icon", "initial", "mark", "container"]);

/** A logo wider (or taller) than this is drawn by its symbol in the avatars: whole, the round crop would shrink its words below legibility. */
export const MARK_ASPECT = 1.5;

/**
 * The design with only its symbol visible, or null when it has no symbol or nothing but one: a
 * picture of it is the avatars' logo for a wide logo.
 */
export function markDocument(doc: DesignDocument): DesignDocument | null {
  const visible = doc.elements.filter((element) => !element.hidden);
  const symbol = visible.filter((element) => markRoles.has(element.role));
  if (symbol.length === 0 || symbol.length === visible.length) return null;
  return { ...doc, elements: doc.elements.map((element) => (markRoles.has(element.role) ? element : { ...element, hidden: true })) };
}

/** `hex` mixed with white: `amount` 0 is the colour, 1 is white. */
function tint(hex: string, amount: number): string {
  const { r, g, b } = hexToRgb(hex);
  const mix = (value: number) => Math.round(value + (255 - value) * amount);
  return rgbToHex({ r: mix(r), g: mix(g), b: mix(b) });
}

const logoColours = (colours: readonly GuideColour[]) => colours.filter((colour) => !colour.background);

/**
 * The page behind the logo in colour: the logo's own background colour when it has one (its colours
 * were chosen on it); else the first of a pale tint of its main colour, white and its dark backdrop on
 * which every colour of the logo stands out (contrast 1.5:1).
 */
export function lightBackground(guide: BrandGuide): string {
  const own = guide.colours.find((colour) => colour.background);
  if (own) return own.hex;
  const colours = logoColours(guide.colours);
  const main = colours[0];
  const candidates = [...(main ? [tint(main.hex, 0.9)] : []), WHITE, darkBackdrop(guide.colours)];
  return candidates.find((candidate) => colours.every((colour) => contrastRatio(colour.hex, candidate) >= 1.5)) ?? darkBackdrop(guide.colours);
}

/** The backdrop of the white logo: the most used brand colour that white reads on (contrast 3:1), else the darkest one. */
export function strongBackground(guide: BrandGuide): string {
  return logoColours(guide.colours).find((colour) => contrastRatio(colour.hex, WHITE) >= 3)?.hex ?? darkBackdrop(guide.colours);
}

/** The name's colour: the darkest brand colour that reads on the background (4.5:1), else near-black. */
function nameColour(guide: BrandGuide, background: string): string {
  const readable = logoColours(guide.colours)
    .filter((colour) => contrastRatio(colour.hex, background) >= 4.5)
    .sort((a, b) => luminance(a.hex) - luminance(b.hex));
  return readable[0]?.hex ?? INK;
}

const plainWords = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** Whether the logo's drawing already spells its name (a design's visible text); a raster logo's pixels are not read for it. */
export function spellsName(source: ArtSource, name: string): boolean {
  if (source.kind !== "design" || !plainWords(name)) return false;
  const doc: DesignDocument = source.document;
  const words = doc.elements.flatMap((element) => (element.type === "text" && !element.hidden ? [plainWords(element.text)] : []));
  return words.some((text) => text.includes(plainWords(name)));
}

function avatar(logo: ProfileLogo, reversed: boolean, side: number): Picture {
  const wide = Math.max(logo.art.aspect, 1 / logo.art.aspect) > MARK_ASPECT;
  const art = wide && logo.mark ? logo.mark : logo.art;
  const height = (AVATAR_DIAGONAL * side) / Math.hypot(art.aspect, 1);
  const width = height * art.aspect;
  const box: Box = { x: (side - width) / 2, y: (side - height) / 2, width, height };
  const background = reversed ? strongBackground(logo.guide) : lightBackground(logo.guide);
  return picture(side, side, rect({ x: 0, y: 0, width: side, height: side }, background) + art.place(reversed ? "reversed" : "colour", box));
}

function cover(logo: ProfileLogo, id: CoverId, width: number, height: number, fonts: FontProvider): Picture {
  const { art, guide } = logo;
  const safe = coverSafeBoxes[id];
  const background = lightBackground(guide);
  const name = logo.name.trim();
  const withName = name !== "" && !spellsName(logo.source, name);
  // Laid out at the safe box's height, then scaled down as a whole when logo and name are wider than the box.
  let logoHeight = Math.min(safe.height, safe.width / art.aspect);
  const fontId = guide.fonts[0]?.fontId ?? "inter-600";
  const measure = (size: number) =>
    layoutText(fonts, { text: name, fontId, fallbackFontIds: ["noto-sans-sc-400"], fontSize: size, letterSpacing: 0, x: 0, y: 0 }).ink;
  // The ink of the name at 100 units gives its size for any ink height (ink scales with the font size).
  const unit = withName ? measure(100) : { width: 0, height: 0 };
  const sizeFor = (logoH: number) => (unit.height > 0 ? (100 * NAME_SHARE * logoH) / unit.height : 0);
  const rowWidth = (logoH: number) => logoH * art.aspect + (withName ? GAP_SHARE * logoH + (unit.width * sizeFor(logoH)) / 100 : 0);
  logoHeight *= Math.min(1, safe.width / rowWidth(logoHeight));
  const left = (width - rowWidth(logoHeight)) / 2;
  const logoBox: Box = { x: left, y: (height - logoHeight) / 2, width: logoHeight * art.aspect, height: logoHeight };
  const size = sizeFor(logoHeight);
  const nameMarkup =
    withName && size > 0
      ? textMarkup(
          width,
          height,
          [
            textLine({
              id: "name",
              text: name,
              fontId,
              x: logoBox.x + logoBox.width + GAP_SHARE * logoHeight + (unit.width * size) / 200,
              y: height / 2,
              size,
              color: nameColour(guide, background),
            }),
          ],
          fonts,
        )
      : "";
  // A band of the brand's colours along the bottom edge, each colour's width by its share of the logo.
  const colours = logoColours(guide.colours)
    .filter((colour) => contrastRatio(colour.hex, background) >= 1.5)
    .slice(0, 4);
  const total = colours.reduce((sum, colour) => sum + Math.max(colour.share, 0.05), 0);
  const bandHeight = Math.max(4, Math.round(height * BAND_SHARE));
  let at = 0;
  const band = colours
    .map((colour) => {
      const bandWidth = (width * Math.max(colour.share, 0.05)) / total;
      const part = rect({ x: at, y: height - bandHeight, width: bandWidth + 1, height: bandHeight }, colour.hex);
      at += bandWidth;
      return part;
    })
    .join("");
  return picture(width, height, rect({ x: 0, y: 0, width, height }, background) + band + art.place("colour", logoBox) + nameMarkup);
}

/** One image of the kit at its real size. */
export function drawProfileImage(logo: ProfileLogo, id: ProfileImageId, fonts: FontProvider): Picture {
  const { width, height } = profileImageSizes[id];
  if (id === "avatar" || id === "avatar-reversed") return avatar(logo, id === "avatar-reversed", width);
  return cover(logo, id, width, height, fonts);
}
