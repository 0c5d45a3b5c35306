import { styleProducts } from "@studio/contracts";
import { AppError } from "../../errors";
import { isTransformable, outputFormatOf, PUBLIC_PREVIEW_WIDTHS, type VariantQuery, type VariantSpec } from "./image-variant";
import { isResultKey, isUserFontKey, type ResultLinks } from "./result-links";

/** What one /oss request gets: the stored file as it is, or a copy; `signed` when a result link opened it. */
export type ServePlan = { variant?: VariantSpec; signed: boolean };

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const asksCopy = (query: VariantQuery) => query.w !== undefined || query.format !== undefined || query.q !== undefined;

/** How a family is served: each plan answers the request or throws. */
type Plan = (key: string, query: VariantQuery, links: ResultLinks) => ServePlan;

/** A public picture: the file, or a copy of the allowed widths, qualities and formats. */
const imageOrCopy: Plan = (key, query) => {
  if (!asksCopy(query) || !isTransformable(key)) return { signed: false };
  return { signed: false, variant: { width: query.w, format: query.format ?? outputFormatOf(key), quality: query.q, watermark: false } };
};

/** A file that is only ever handed out as it is (a download, a font, a mailed logo): no copies. */
const asStored =
  (what: string): Plan =>
  (_key, query) => {
    if (asksCopy(query)) throw new AppError("VALIDATION", `${what} are served as they are.`);
    return { signed: false };
  };

/** Only with its owner's signed link (result-links.ts), as stored; without one it does not exist. */
const ownerLinkAsStored =
  (what: string): Plan =>
  (key, query, links) => {
    if (!links.verify(key, query.exp, query.sig)) throw new AppError("NOT_FOUND");
    if (asksCopy(query)) throw new AppError("VALIDATION", `${what} are served as they are.`);
    return { signed: true };
  };

/**
 * A result `ai-images/{taskId}/...` (and its thumbnail):
 * - with a valid signed link: the file, or WebP copies of the allowed widths, unmarked;
 * - without: only the public preview widths 400 and 600 (the thumbnail counts as 400), WebP, with
 *   the mark burnt in; the original, other sizes and other formats are 404, so nothing public is a
 *   paid format.
 */
const result: Plan = (key, query, links) => {
  const format = query.format ?? outputFormatOf(key);
  if (query.exp !== undefined || query.sig !== undefined) {
    if (!links.verify(key, query.exp, query.sig)) throw new AppError("FORBIDDEN", "This link has expired or is not valid.");
    if (!asksCopy(query)) return { signed: true };
    // The owner's copies are WebP too: PNG and JPEG of a result are what the download route sells.
    if (format !== "webp") throw new AppError("VALIDATION", "Copies of results are WebP only.");
    return { signed: true, variant: { width: query.w, format, quality: query.q, watermark: false } };
  }
  const width = query.w ?? (key.endsWith(".thumb.webp") ? 400 : undefined);
  if (width === undefined || !PUBLIC_PREVIEW_WIDTHS.includes(width) || format !== "webp")
    throw new AppError("NOT_FOUND", "Only previews of results are public.");
  return { signed: false, variant: { width, format, quality: query.q, watermark: true } };
};

/**
 * One kind of stored file /oss serves: its key's exact shape, and how. `anyone`: the whole file goes
 * to whoever asks its URL (no signed link needed), so the design exporter may draw it for anyone too.
 */
type Family = { name: string; matches: (key: string) => boolean; plan: Plan; anyone: boolean };

/** A family whose keys have exactly this shape. */
const shaped = (pattern: RegExp) => (key: string) => pattern.test(key);

/**
 * Every key family /oss serves (issue 14 items 4 and 5; docs/ARCHITECTURE.md, Storage, lists who
 * reads each). A key that matches none is 404, whatever is stored under it: a module that stores a
 * file under a new prefix is private until its family is added here, deliberately, with the reason
 * it may be served (public by design, a name nobody can guess, or a signed link). Not here on
 * purpose: unchecked uploads `uploads/{userId}/incoming/`, unsaved fonts `fonts/tmp/`, business
 * cards `bizcards/`, bulk-fill zips `bulk-fill/`, the files of the download centre, VI, brand
 * documents and the profile kit (`saved-logos/...`, `ai-images/{taskId}/center/...`: their own
 * routes, owner only) and the copies cache `.variants/`.
 */
export const OSS_FAMILIES: readonly Family[] = [
  // Task results, their thumbnails and works' thumbnails (tasks/task-images.ts, image-tools/tool-images.ts,
  // works/work-thumbnails.ts): private, a watermarked preview to anyone and the file by the owner's link.
  { name: "result", matches: isResultKey, plan: result, anyone: false },
  // Paid exports, favicon zips and the brand centre's PNG (downloads.service.ts exportKey,
  // download-center brandCentre): public to whoever holds the URL, under a name only the server can
  // make (a keyed digest); the browser HEADs an earlier download (spec 02). Files under the earlier
  // guessable `{taskId}-{n}` names and any other name there are never served again.
  {
    name: "export",
    matches: shaped(new RegExp(`^ai-images/(jpg|png|svg|favicon)/(${uuid}-\\d{1,2}|image-\\d{1,10}|logo-\\d{1,15})-[\\w-]{22}\\.(jpg|png|svg|zip)$`, "i")),
    plan: asStored("Downloads"),
    anyone: true,
  },
  // The logo API's format 2 PNGs (logo-api.designer.ts): the partner's page links them, a random uuid names them.
  { name: "logo-api", matches: shaped(new RegExp(`^logo-api/\\d{1,10}/${uuid}\\.png$`, "i")), plan: asStored("Logo API files"), anyone: true },
  // A user's saved font (modules/fonts): only its owner gets the signed link (GET /api/user/fonts).
  { name: "user-font", matches: isUserFontKey, plan: ownerLinkAsStored("Fonts"), anyone: false },
  // The font catalogue's uploaded faces (font-catalogue.service.ts): public by design, every editor loads them.
  { name: "catalogue-font", matches: shaped(new RegExp(`^fonts/catalogue/${uuid}\\.ttf$`, "i")), plan: asStored("Fonts"), anyone: true },
  // The logo maker's style catalogue (spec 02: data.json with ?t=, items, thumb/{value}.png) and each
  // product's style list (`{product}-style/`, image-styles): public by design, the site's own pictures.
  {
    name: "style-catalogue",
    matches: shaped(new RegExp(`^(${["ai-logo", ...styleProducts].join("|")})-style/(data\\.json|(items|thumb)/[\\w-]{1,120}\\.(png|jpe?g|webp))$`, "i")),
    plan: imageOrCopy,
    anyone: true,
  },
  // A user's checked uploads and brushed masks (uploads/stored-upload.ts, image-tools/tool-sources.ts):
  // named `{time}-{48 random bits}`, unguessable; the editor, records and image tools show them (with copies).
  { name: "upload", matches: shaped(/^uploads\/\d{1,15}\/(mask-)?[0-9a-z]{1,12}-[0-9a-f]{12}\.(png|jpe?g|webp|gif)$/i), plan: imageOrCopy, anyone: true },
  // Avatars (users.service.ts): shown wherever the user is, with 48 random bits in the name.
  { name: "avatar", matches: shaped(/^avatars\/\d{1,15}-[0-9a-f]{12}\.webp$/i), plan: imageOrCopy, anyone: true },
  // E-mail signatures' logos (signatures.service.ts): public by design, mail clients fetch them
  // without cookies; named by the PNG's SHA-256.
  { name: "signature-logo", matches: shaped(/^signatures\/\d{1,15}\/[\w-]{32}\.png$/), plan: asStored("Signature logos"), anyone: true },
];

/** The family a key belongs to, or undefined: then /oss answers 404. */
export const ossFamilyOf = (key: string): Family | undefined => OSS_FAMILIES.find((family) => family.matches(key));

/** True when /oss hands the whole file to anyone who asks its URL (a named family that needs no link). */
export const isServedToAnyone = (key: string): boolean => ossFamilyOf(key)?.anyone === true;

/** Who may get what under /oss: the key's family decides; a key of no family does not exist. */
export function planRequest(key: string, query: VariantQuery, links: ResultLinks): ServePlan {
  const family = ossFamilyOf(key);
  if (!family) throw new AppError("NOT_FOUND");
  return family.plan(key, query, links);
}
