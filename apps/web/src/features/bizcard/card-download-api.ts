import type { BusinessCardDownload } from "@studio/contracts";
import { api } from "../../api/client";
import { contractSchema } from "../../api/contract-schema";

/**
 * A business card's download (spec 03 section 7): `POST /api/businesscard/download` with the card's
 * pages (and its work id, whose purchase covers it) answers the file's URL, which the page then saves.
 * Quiet: the page says what went wrong and what covers the card (the 403's limit modal still opens).
 */
export const downloadCard = (body: BusinessCardDownload) =>
  api.post("/api/businesscard/download", body, { schema: contractSchema((c) => c.businessCardDownloadResultSchema), quiet: true, ownForbidden: true });
