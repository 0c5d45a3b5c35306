import { AppError } from "../../errors";
import { isTransformable, outputFormatOf, PUBLIC_PREVIEW_WIDTHS, type VariantQuery, type VariantSpec } from "./image-variant";
import { isExportKey, isResultKey, isUserFontKey, type ResultLinks } from "./result-links";

/** What one /oss request gets: the stored file as it is, or a copy; `signed` when a result link opened it. */
export type ServePlan = { variant?: VariantSpec; signed: boolean };

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/**
 * Export names ({taskId}-{n} of a result, image-{id} of a record, logo-{fa_id} of a saved logo handed to the brand
 * centre) carry a digest only the server can make (downloads.service.ts exportKey): files
 * under the earlier guessable `{taskId}-{n}` names are never served again.
 */
const exportNamePattern = new RegExp(`^ai-images/(jpg|png|svg|favicon)/(${uuid}-\\d{1,2}|image-\\d{1,10}|logo-\\d{1,15})-[\\w-]{22}\\.(jpg|png|svg|zip)$`, "i");

/** A logo API page's PNG: logo-api/{keyId}/{random uuid}.png (logo-api.designer.ts), a name nobody can guess. */
const logoApiKeyPattern = new RegExp(`^logo-api/\\d{1,10}/${uuid}\\.png$`, "i");

const asksCopy = (query: VariantQuery) => query.w !== undefined || query.format !== undefined || query.q !== undefined;

/**
 * Who may get what under /oss (issue 14 items 4 and 5):
 * - a result `ai-images/{taskId}/{n}.{ext}` (and its thumbnail) with a valid signed link: the file,
 *   or WebP copies of the allowed widths, unmarked;
 * - the same without a link: only the public preview widths 400 and 600 (the thumbnail counts as
 *   400), WebP, with the mark burnt in; the original, other sizes and other formats are 404, so
 *   nothing public is a paid format;
 * - a paid export `ai-images/{format}/{name}`: as stored (the browser's plain HEAD check of an earlier
 *   download), only under its unguessable name, never converted;
 * - anything else: the file or a copy of the allowed widths, qualities and formats.
 */
export function planRequest(key: string, query: VariantQuery, links: ResultLinks): ServePlan {
  if (isExportKey(key)) {
    if (!exportNamePattern.test(key)) throw new AppError("NOT_FOUND");
    if (asksCopy(query)) throw new AppError("VALIDATION", "Downloads are served as they are.");
    return { signed: false };
  }
  // A file sent with an upload grant is served only after its check moved it (modules/uploads/direct-uploads.service.ts).
  if (/^uploads\/[^/]+\/incoming\//.test(key)) throw new AppError("NOT_FOUND");
  // Business cards' files (modules/business-cards) are served by their own route, to their owner only.
  if (key.startsWith("bizcards/")) throw new AppError("NOT_FOUND");
  // Users' fonts (modules/fonts): an upload not saved yet never, a saved one only with the owner's link, as stored.
  if (key.startsWith("fonts/tmp/") || (key.startsWith("fonts/users/") && !isUserFontKey(key))) throw new AppError("NOT_FOUND");
  if (isUserFontKey(key)) {
    if (!links.verify(key, query.exp, query.sig)) throw new AppError("NOT_FOUND");
    if (asksCopy(query)) throw new AppError("VALIDATION", "Fonts are served as they are.");
    return { signed: true };
  }
  // The logo API's format 2 files (modules/logo-api): as stored, only under their random name.
  if (key.startsWith("logo-api/")) {
    if (!logoApiKeyPattern.test(key)) throw new AppError("NOT_FOUND");
    if (asksCopy(query)) throw new AppError("VALIDATION", "Logo API files are served as they are.");
    return { signed: false };
  }
  // Bulk fills' zips are their owner's only, through their own route (modules/bulk-fill), never here.
  if (key.startsWith("bulk-fill/")) throw new AppError("NOT_FOUND");
  // Only results and exports live under ai-images/; no other name there is served.
  if (key.startsWith("ai-images/") && !isResultKey(key)) throw new AppError("NOT_FOUND");
  if (isResultKey(key)) return planResult(key, query, links);
  if (!asksCopy(query) || !isTransformable(key)) return { signed: false };
  return { signed: false, variant: { width: query.w, format: query.format ?? outputFormatOf(key), quality: query.q, watermark: false } };
}

function planResult(key: string, query: VariantQuery, links: ResultLinks): ServePlan {
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
}
