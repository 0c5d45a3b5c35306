import { afterEach, describe, expect, it } from "vitest";
import { isLiked, LIKES_KEPT, likesStore, toggleLike } from "./local-likes";

afterEach(() => {
  likesStore.set([]);
  localStorage.clear();
});

describe("local likes (spec 03 section 4)", () => {
  it("toggles by the logo's hash, keeps one entry per hash and remembers them in the browser", () => {
    const logo = { token: "a1a1a1a1a1a1a1a1", name: "Harbor & Pine", svg: "<svg/>" };
    expect(toggleLike(logo)).toBe(true);
    expect(isLiked(likesStore.getSnapshot(), logo.token)).toBe(true);
    expect(JSON.parse(localStorage.getItem("studio.classic.likes") ?? "[]")).toEqual([logo]);
    expect(toggleLike({ ...logo, name: "same hash" })).toBe(false);
    expect(likesStore.getSnapshot()).toEqual([]);
  });

  it("keeps the newest ones only", () => {
    for (let n = 0; n < LIKES_KEPT + 5; n += 1) toggleLike({ token: String(n).padStart(16, "0"), name: `L${n}`, svg: "<svg/>" });
    const likes = likesStore.getSnapshot();
    expect(likes).toHaveLength(LIKES_KEPT);
    expect(likes[0]?.name).toBe(`L${LIKES_KEPT + 4}`);
  });
});
