/** Who a sign-in provider says the user is, after the provider's token was checked. */
export type VerifiedIdentity = { email: string; name: string; avatar?: string | undefined };

/** A third-party sign-in (Google, Facebook): checks the token the browser got from the provider. */
export type IdentityProvider = {
  verify(token: string): Promise<VerifiedIdentity>;
};

export type FetchLike = (url: string, init?: { headers?: Record<string, string> }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** The configured social sign-ins (built in services.ts from GOOGLE_* and FACEBOOK_*); unset: not offered. */
export type SocialIdentities = { google?: IdentityProvider | undefined; facebook?: IdentityProvider | undefined };
