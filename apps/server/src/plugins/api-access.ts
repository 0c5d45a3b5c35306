import { SESSION_COOKIE } from "../modules/auth/session.service";

/**
 * How a caller proves who it is, as the OpenAPI document names it (plugins/openapi.ts): the
 * browser's httpOnly session cookie, the same session's token as a bearer token (API clients, the
 * SDK iframe), and an embedding partner's `ApiKey` header (PARTNER_KEYS, modules/partners).
 */
export const securitySchemes = {
  session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "The session cookie a sign-in sets (httpOnly)." },
  bearer: { type: "http", scheme: "bearer", description: "The `data.token` of a sign-in answer, as `Authorization: Bearer <token>`." },
  partnerKey: { type: "apiKey", in: "header", name: "ApiKey", description: "An embedding partner's key (PARTNER_KEYS), for server-to-server calls." },
  logoApiKey: { type: "apiKey", in: "header", name: "ApiKey", description: "A logo API key an admin issued (POST /api/admin/logo-api/keys), shown once." },
} as const;

type Requirement = Readonly<Partial<Record<keyof typeof securitySchemes, readonly string[]>>>;

const signedIn: readonly Requirement[] = [{ session: [] }, { bearer: [] }];

/**
 * Each route's `schema.security`: who may call it. The document has no default, so a route that
 * declares none fails the OpenAPI lint (plugins/openapi.test.ts). The route itself still enforces
 * it (`requireUser`, `requireAdmin`, the partner key check): this says so to the reader.
 */
export const access = {
  /** Anyone; no credentials are read. */
  public: [],
  /** Anyone; a signed-in caller's session changes the answer (their own records, no watermark...). */
  optionalUser: [{}, ...signedIn],
  /** A signed-in user (401 otherwise). */
  user: signedIn,
  /** A signed-in admin (401 for a visitor, 403 for anyone else). */
  admin: signedIn,
  /** An embedding partner's server (401 without a known key). */
  partner: [{ partnerKey: [] }],
  /** A partner of the logo API (401 without a live key). */
  logoApi: [{ logoApiKey: [] }],
} as const satisfies Record<string, readonly Requirement[]>;
