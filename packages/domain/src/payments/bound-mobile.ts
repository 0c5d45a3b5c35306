/**
 * Spec 03 section 6: "Bound mobile: true if mobile exists, or admin, or the item is featured". On
 * the cn site an account needs it before an action that gives something away for free (the share
 * that unlocks a free Basic download), so the freebie is tied to a real phone; the server enforces
 * it (MOBILE_NOT_BOUND) and the browser checks first only to open the bind-mobile dialog at once.
 */
export type MobileHolder = { mobile: string | null | undefined; isAdmin: boolean };

export function hasBoundMobile(user: MobileHolder, item: { featured: boolean } = { featured: false }): boolean {
  return Boolean(user.mobile) || user.isAdmin || item.featured;
}

/** The actions that ask for a bound mobile, per site: none on the English site. */
export const bindMobileActions = { en: [], cn: ["share"] } as const satisfies Record<"en" | "cn", readonly string[]>;
export type BindMobileAction = (typeof bindMobileActions)["cn"][number];

export function needsBoundMobile(site: "en" | "cn", action: BindMobileAction, user: MobileHolder, item: { featured: boolean } = { featured: false }): boolean {
  return (bindMobileActions[site] as readonly string[]).includes(action) && !hasBoundMobile(user, item);
}
