import type { SaveSignatureBody, Signature, SignatureList } from "@studio/contracts";
import { api } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";

/** E-mail signatures (spec 03 section 7: GET /api/email/model?page, POST /api/email/delete/{id}; the save call is ours). */

export function fetchSignatures(page: number, signal?: AbortSignal): Promise<SignatureList> {
  return api.get("/api/email/model", { query: { page }, schema: contractSchema((c) => c.signatureListSchema), signal });
}

/** The server makes the HTML from the fields; `id` replaces that signature. */
export function saveSignature(body: SaveSignatureBody): Promise<Signature> {
  return api.post("/api/email/model", body, { schema: contractSchema((c) => c.signatureSchema) });
}

export function deleteSignature(id: number): Promise<{ id: number }> {
  return api.post(`/api/email/delete/${id}`, undefined, { schema: contractSchema((c) => c.deleteSignatureResultSchema) });
}
