import {
  createdLogoApiKeySchema,
  envelopeSchema,
  logoApiKeySchema,
  logoApiKeysSchema,
  logoApiUsageSchema,
  type CreateLogoApiKeyBody,
  type LogoApiUsage,
} from "@studio/contracts";
import { api } from "../../api/client";

const usageEnvelope = envelopeSchema(logoApiUsageSchema);

/** Why a partner's usage could not be read: the key (401) or anything else. */
export class PartnerUsageError extends Error {
  constructor(readonly status: number) {
    super(`usage answered ${status}`);
  }
}

/** The logo API's calls (server: apps/server/src/modules/logo-api). Quiet: the pages report. */
export const logoApiApi = {
  keys: (signal?: AbortSignal) => api.get("/api/admin/logo-api/keys", { schema: logoApiKeysSchema, signal, quiet: true, ownForbidden: true }),
  create: (body: CreateLogoApiKeyBody) => api.post("/api/admin/logo-api/keys", body, { schema: createdLogoApiKeySchema, quiet: true }),
  revoke: (id: number) => api.post(`/api/admin/logo-api/keys/${id}/revoke`, undefined, { schema: logoApiKeySchema, quiet: true }),
  usageOf: (id: number, signal?: AbortSignal) =>
    api.get(`/api/admin/logo-api/keys/${id}/usage`, { schema: logoApiUsageSchema, signal, quiet: true, ownForbidden: true }),
  /**
   * The partner's own usage by their key. Not through the app's client: its 401 means "this key is
   * unknown", and must not sign the visitor out of their own session as the client's 401 does.
   */
  async partnerUsage(key: string, signal?: AbortSignal): Promise<LogoApiUsage> {
    const answer = await fetch("/logoapi/usage", { headers: { ApiKey: key }, credentials: "omit", ...(signal ? { signal } : {}) });
    if (!answer.ok) throw new PartnerUsageError(answer.status);
    return usageEnvelope.parse(await answer.json()).data;
  },
};
