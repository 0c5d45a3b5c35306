import { randomBytes } from "node:crypto";
import type { ShareLikeResult, ShareLink, SharedLogo } from "@studio/contracts";
import { needsBoundMobile, shareLikesToUnlock } from "@studio/domain";
import type { FontProvider } from "@studio/design";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { FavouritesRepository } from "../favourites/favourites.repository";
import type { LogoShareRow } from "./share.schema";
import type { ShareRepository } from "./share.repository";
import { renderSharePoster } from "./share-poster";

export type ShareDeps = {
  repository: ShareRepository;
  favourites: FavouritesRepository;
  fonts: () => FontProvider;
  site: "en" | "cn";
  /** The site's link base (config.linkBase): never a request header. */
  linkBase: string;
  /** A keyed digest (the URL signer's): visitors' addresses and cookies are stored only through it. */
  digest: (text: string, purpose: string) => string;
};

/** Who is liking: keys a like must not have used yet (see migrations/0026_logo_shares.sql). */
export type Visitor = { user: UserRow | null; keys: readonly string[] };

/**
 * Free logo by share (spec 03 sections 2 and 9): the owner's share link and poster, the public
 * page's view and likes, and the Basic unlock at the site's threshold.
 */
export function createShareService(deps: ShareDeps) {
  const threshold = shareLikesToUnlock[deps.site];
  const urlOf = (token: string) => `${deps.linkBase}/share/${token}`;

  async function shared(token: string): Promise<{ share: LogoShareRow; logo: NonNullable<Awaited<ReturnType<FavouritesRepository["find"]>>> }> {
    const share = await deps.repository.byToken(token);
    const logo = share ? await deps.favourites.find(share.savedLogoId) : undefined;
    if (!share || !logo) throw new AppError("NOT_FOUND");
    return { share, logo };
  }

  return {
    threshold,

    /**
     * A visitor's like keys: the account when signed in; otherwise the keyed digest of the network
     * address and, when the browser sent one, of its cookie, so the raw address is never stored.
     */
    visitor(user: UserRow | null, address: string, cookie: string | undefined): Visitor {
      if (user) return { user, keys: [`u:${user.id}`] };
      const keys = [`n:${deps.digest(address, "share-like-network")}`];
      if (cookie) keys.push(`c:${deps.digest(cookie, "share-like-cookie")}`);
      return { user: null, keys };
    },

    /**
     * The owner's link (made once per logo, the same afterwards); anyone else gets 'Not found.'. On
     * the cn site the owner needs a bound mobile first (MOBILE_NOT_BOUND: the bind-mobile dialog);
     * a saved logo is never featured (is_featured in its data is the browser's word).
     */
    async link(user: UserRow, faId: number): Promise<ShareLink> {
      const logo = await deps.favourites.find(faId);
      if (!logo || logo.userId !== user.id) throw new AppError("NOT_FOUND");
      if (needsBoundMobile(deps.site, "share", { mobile: user.mobile, isAdmin: user.isAdmin })) throw new AppError("MOBILE_NOT_BOUND");
      const share = await deps.repository.ensure(faId, user.id, randomBytes(24).toString("base64url"));
      return {
        token: share.token,
        url: urlOf(share.token),
        poster_url: `/api/share/${share.token}/poster.png`,
        likes: share.likes,
        threshold,
        unlocked: await deps.repository.unlocked(faId),
      };
    },

    async view(token: string, visitor: Visitor): Promise<SharedLogo> {
      const { share, logo } = await shared(token);
      return {
        token,
        logo_name: logo.logoName,
        slogan: logo.slogan,
        svg: logo.svg,
        likes: share.likes,
        threshold,
        unlocked: await deps.repository.unlocked(share.savedLogoId),
        liked: await deps.repository.likedBy(token, visitor.keys),
        mine: visitor.user?.id === share.userId,
      };
    },

    /** One like per visitor; the owner's own like is refused. */
    async like(token: string, visitor: Visitor): Promise<ShareLikeResult> {
      const { share } = await shared(token);
      if (visitor.user?.id === share.userId) throw new AppError("FORBIDDEN", undefined, { reason: "own-logo" });
      const { likes } = await deps.repository.like(share, visitor.keys, threshold);
      return { likes, threshold, unlocked: await deps.repository.unlocked(share.savedLogoId), liked: true };
    },

    async poster(token: string): Promise<Buffer> {
      const { share, logo } = await shared(token);
      return renderSharePoster({ design: logo.design, url: urlOf(share.token), title: "Logo Studio" }, deps.fonts());
    },
  };
}
export type ShareService = ReturnType<typeof createShareService>;
