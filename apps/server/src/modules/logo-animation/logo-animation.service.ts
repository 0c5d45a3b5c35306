import { DEFAULT_FRAME_COUNT, migrateDesignDocument, type DesignDocument, type FontProvider } from "@studio/design";
import type { AnimationFormat, LogoAnimationGifBody, LogoAnimationPermit } from "@studio/contracts";
import { brandItemRight } from "@studio/domain";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { FavouritesRepository } from "../favourites/favourites.repository";
import { canViewSavedLogo } from "../favourites/favourites.policy";
import type { OrdersService } from "../payments/orders.service";
import { encodeLogoGif } from "./logo-gif";

export type LogoAnimationDeps = {
  favourites: Pick<FavouritesRepository, "find">;
  /** The payments' record of what a logo has: its package level and the items bought for it alone. */
  orders: Pick<OrdersService, "designItems" | "designLevel">;
  /** The user as stored now (Pro bought a moment ago counts, whatever the session cache holds). */
  findUser(id: number): Promise<UserRow | null>;
  fontsFor(document: Pick<DesignDocument, "elements">, ownerId: number | null): Promise<FontProvider>;
  now?: () => Date;
};

const faIdOf = (designId: string): number => Number(designId.slice("logo:".length));

/**
 * Logo animations (issue 22): who may download one, and the server's own GIF. The browser makes the
 * GIF, WebM and Lottie files itself (docs/logo-animation.md) after this service said yes; the same
 * rule guards the server's GIF.
 */
export function createLogoAnimation(deps: LogoAnimationDeps) {
  const now = deps.now ?? (() => new Date());

  /** The saved logo, for its owner (or an admin); anyone else gets 404, as the favourites do. */
  async function logoOf(user: UserRow, designId: string) {
    const row = await deps.favourites.find(faIdOf(designId));
    if (!row || !canViewSavedLogo(user, row.userId)) throw new AppError("NOT_FOUND");
    return row;
  }

  async function permit(user: UserRow, designId: string, format: AnimationFormat): Promise<LogoAnimationPermit> {
    await logoOf(user, designId);
    const fresh = (await deps.findUser(user.id)) ?? user;
    const [level, bought] = await Promise.all([deps.orders.designLevel(fresh.id, designId), deps.orders.designItems(fresh.id, designId)]);
    const via = brandItemRight({ user: fresh, now: now(), item: "logoanimate", level, bought });
    if (!via) throw new AppError("PACKAGE_REQUIRED", "This logo's package does not include its animation: buy the animation, the Brand package or Pro.");
    return { designId, format, via };
  }

  return {
    permit,

    /** The GIF drawn and encoded here, after the same check as the browser's. */
    async gif(user: UserRow, body: LogoAnimationGifBody): Promise<{ bytes: Uint8Array; filename: string }> {
      await permit(user, body.designId, "gif");
      const row = await logoOf(user, body.designId);
      const document = migrateDesignDocument(row.design);
      const fonts = await deps.fontsFor(document, row.userId);
      const bytes = encodeLogoGif(document, body.preset, fonts, { width: body.width, frames: DEFAULT_FRAME_COUNT });
      const name = (row.logoName || "logo").replace(/[^\p{L}\p{N}-]+/gu, "-").slice(0, 60) || "logo";
      return { bytes, filename: `${name}-${body.preset}.gif` };
    },
  };
}

export type LogoAnimationService = ReturnType<typeof createLogoAnimation>;
