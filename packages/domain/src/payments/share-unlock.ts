/**
 * Free logo by share (spec 03 sections 2 and 9): the likes a shared logo needs before its owner
 * gets the Basic package free. The Chinese site's wording says 30 likes, the English site's 20.
 */
export const shareLikesToUnlock = { en: 20, cn: 30 } as const satisfies Record<"en" | "cn", number>;

/** The package a share unlocks: Basic, never more. */
export const sharePackage = "basic" as const;

/** Whether `likes` reach the site's threshold. */
export const shareUnlocked = (likes: number, site: "en" | "cn"): boolean => likes >= shareLikesToUnlock[site];
