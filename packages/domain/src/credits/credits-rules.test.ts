import { describe, expect, it } from "vitest";
import { aiChargeDecision, bypassesDownloadChecks, downloadDecision, isPro, type CreditUser } from "./access-rules";
import { costOfName, defaultCreditCosts, downloadCost, imagesCost, kindCost, resolveCreditCosts } from "./credit-costs";
import { creditKindLabelKey, creditKindName, creditKindNames, creditKinds, isCreditKindName, isGrantKind } from "./credit-kinds";
import { creditCheck, generationGate } from "./generation-gate";
import { assertTimeZone, quotaDay, quotaMonth } from "./quota-day";

const now = new Date("2026-11-22T03:00:00Z");
const free: CreditUser = { aiCredits: 0, vip: false, superVip: false, vipEndsAt: null, isAdmin: false, designerType: 0 };

describe("credit kinds", () => {
  it("has the spec's ids and label keys", () => {
    expect(creditKinds.subscription).toBe(1);
    expect(creditKinds.renewPro).toBe(6);
    expect(creditKinds.matting).toBe(10);
    expect(creditKinds.beautification).toBe(23);
    expect(creditKindNames).toHaveLength(20);
    expect(creditKindName(19)).toBe("aiimage");
    expect(creditKindName(7)).toBeUndefined();
    expect(creditKindLabelKey("register")).toBe("creditKinds.register");
    expect(isCreditKindName("vector")).toBe(true);
    expect(isCreditKindName("toString")).toBe(false);
    expect(isGrantKind("adminManual")).toBe(true);
    expect(isGrantKind("matting")).toBe(false);
  });
});

describe("credit costs", () => {
  it("defaults to the spec's table", () => {
    const c = defaultCreditCosts;
    expect([kindCost(c, "aicon"), kindCost(c, "imagefix"), kindCost(c, "vector"), kindCost(c, "fileConverter"), kindCost(c, "register")]).toEqual([
      2, 3, 4, 1, 0,
    ]);
    expect([downloadCost(c, "jpg"), downloadCost(c, "png"), downloadCost(c, "svg")]).toEqual([2, 2, 5]);
    expect(c.aiEdit).toBe(4);
  });

  it("charges 4 per image with a minimum of 4", () => {
    expect(imagesCost(defaultCreditCosts, 0)).toBe(4);
    expect(imagesCost(defaultCreditCosts, 1)).toBe(4);
    expect(imagesCost(defaultCreditCosts, 3)).toBe(12);
  });

  it("applies operator overrides and rejects bad ones", () => {
    const c = resolveCreditCosts({ kinds: { matting: 5 }, aiImage: 3, minimumImageCharge: 6, download: { svg: 9 } });
    expect(kindCost(c, "matting")).toBe(5);
    expect(kindCost(c, "vector")).toBe(4);
    expect(imagesCost(c, 1)).toBe(6);
    expect(imagesCost(c, 3)).toBe(9);
    expect(downloadCost(c, "svg")).toBe(9);
    expect(downloadCost(c, "png")).toBe(2);
    expect(() => resolveCreditCosts({ aiEdit: -1 })).toThrow(RangeError);
    expect(() => resolveCreditCosts({ kinds: { nope: 1 } as never })).toThrow(/unknown credit kind/);
    expect(() => resolveCreditCosts({ download: { gif: 1 } as never })).toThrow(/unknown download format/);
    expect(() => resolveCreditCosts({ aiImage: 1.5 })).toThrow(RangeError);
  });

  it("prices API names and kind names", () => {
    expect(costOfName(defaultCreditCosts, "aidesign.ai-logo.generate-image")).toBe(4);
    expect(costOfName(defaultCreditCosts, "aidesign.ai-image.edit")).toBe(4);
    expect(costOfName(defaultCreditCosts, "matting")).toBe(2);
    expect(costOfName(defaultCreditCosts, "nothing")).toBeUndefined();
  });
});

describe("generation gate (spec 01 section 4)", () => {
  const base = { costPerImage: 4, freeQuotaLeft: 0 };
  it("step 1: login required and no user -> login", () => {
    expect(generationGate({ ...base, user: null })).toEqual({ times: 0, lack: true, action: "login" });
    // SDK mode (a partner's session, as the server says) skips the limits, not the login.
    expect(generationGate({ ...base, user: null, sdkMode: true })).toEqual({ times: 0, lack: true, action: "login" });
    expect(generationGate({ ...base, user: { id: 1, credits: 0 }, freeQuotaLeft: 0, requested: 4, sdkMode: true })).toEqual({
      times: 4,
      lack: false,
      action: "proceed",
    });
  });
  it("step 2: purchased-only without credits -> 0 times -> payment", () => {
    expect(generationGate({ ...base, user: { id: 1, credits: 0 }, purchasedOnly: true, freeQuotaLeft: 5 })).toEqual({
      times: 0,
      lack: true,
      action: "payment",
    });
  });
  it("step 2: purchased-only with credits goes on to step 3", () => {
    expect(generationGate({ ...base, user: { id: 1, credits: 8 }, purchasedOnly: true, requested: 4 }).times).toBe(2);
  });
  it("step 3: credits -> min(requested, ceil(credits / cost))", () => {
    expect(generationGate({ ...base, user: { id: 1, credits: 20 }, requested: 3 })).toEqual({ times: 3, lack: false, action: "proceed" });
    expect(generationGate({ ...base, user: { id: 1, credits: 9 }, requested: 4 })).toEqual({ times: 3, lack: true, action: "proceed" });
    expect(generationGate({ ...base, user: { id: 1, credits: 5 } }).times).toBe(1);
  });
  it("step 3: default requested count is 1", () => {
    expect(generationGate({ ...base, user: { id: 1, credits: 100 } })).toEqual({ times: 1, lack: false, action: "proceed" });
  });
  it("step 3: no credits -> remaining free quota", () => {
    expect(generationGate({ ...base, user: { id: 1, credits: 0 }, requested: 4, freeQuotaLeft: 2 })).toEqual({ times: 2, lack: true, action: "proceed" });
  });
  it("step 4: lack when what is left does not pay for one more image", () => {
    expect(generationGate({ ...base, user: { id: 1, credits: 8 }, requested: 1 }).lack).toBe(false);
    expect(generationGate({ ...base, user: { id: 1, credits: 7 }, requested: 1 }).lack).toBe(true);
  });
  it("step 5: times 0 -> payment when signed in", () => {
    expect(generationGate({ ...base, user: { id: 1, credits: 0 } })).toEqual({ times: 0, lack: true, action: "payment" });
  });
  it("step 5: times 0 -> login for a visitor when login is not required", () => {
    expect(generationGate({ ...base, user: null, loginRequired: false })).toEqual({ times: 0, lack: true, action: "login" });
  });
  it("a visitor may use a free quota when login is not required", () => {
    expect(generationGate({ ...base, user: null, loginRequired: false, freeQuotaLeft: 1 })).toEqual({ times: 1, lack: true, action: "proceed" });
  });
  it("a cost of 0 lets every requested generation go ahead", () => {
    expect(generationGate({ user: { id: 1, credits: 1 }, costPerImage: 0, freeQuotaLeft: 0, requested: 3 }).times).toBe(3);
  });
});

describe("credit check for an AI action", () => {
  const user = { credits: 10, freeCredits: 0, pro: false };
  it("passes in SDK mode, even for a visitor", () => {
    expect(creditCheck({ sdkMode: true, user: null, required: 4 }).action).toBe("proceed");
  });
  it("proceeds with enough credits", () => {
    expect(creditCheck({ user, required: 4 }).action).toBe("proceed");
    expect(creditCheck({ user, required: 10 }).action).toBe("proceed");
  });
  it("proceeds with enough free credits", () => {
    expect(creditCheck({ user: { credits: 0, freeCredits: 4, pro: false }, required: 4 }).action).toBe("proceed");
  });
  it("asks first with confirm, credits above 0 and requirement above 1", () => {
    expect(creditCheck({ user, required: 4, confirm: true }).action).toBe("confirm");
    expect(creditCheck({ user, required: 1, confirm: true }).action).toBe("proceed");
    expect(creditCheck({ user: { credits: 0, freeCredits: 4, pro: false }, required: 4, confirm: true }).action).toBe("proceed");
  });
  it("visitor -> login", () => {
    expect(creditCheck({ user: null, required: 4 })).toEqual({ action: "login", required: 4 });
  });
  it("short Pro -> recharge, short free user -> upgrade", () => {
    expect(creditCheck({ user: { credits: 3, freeCredits: 0, pro: true }, required: 4 }).action).toBe("recharge");
    expect(creditCheck({ user: { credits: 3, freeCredits: 2, pro: false }, required: 4 }).action).toBe("upgrade");
  });
});

describe("Pro, bypass, downloads and AI charges", () => {
  it("Pro is vip or super_vip before the end date", () => {
    expect(isPro(free, now)).toBe(false);
    expect(isPro({ ...free, vip: true }, now)).toBe(true);
    expect(isPro({ ...free, superVip: true, vipEndsAt: new Date("2026-12-01") }, now)).toBe(true);
    expect(isPro({ ...free, vip: true, vipEndsAt: new Date("2026-11-01") }, now)).toBe(false);
  });
  it("admins and designers bypass downloads", () => {
    expect(bypassesDownloadChecks({ ...free, isAdmin: true })).toBe(true);
    expect(bypassesDownloadChecks({ ...free, designerType: 1 })).toBe(true);
    expect(bypassesDownloadChecks(free)).toBe(false);
  });
  const dl = { now, proOnly: false, alreadyPaid: false, format: "svg" as const, cost: 5, freeDownloadsLeft: 0 };
  it("decides every download branch", () => {
    expect(downloadDecision({ ...dl, user: { ...free, isAdmin: true }, proOnly: true })).toEqual({ action: "free", source: "bypass" });
    expect(downloadDecision({ ...dl, user: free, proOnly: true })).toEqual({ action: "stop", limit: "PRO_TEMPLATE" });
    expect(downloadDecision({ ...dl, user: free, alreadyPaid: true })).toEqual({ action: "free", source: "paid" });
    expect(downloadDecision({ ...dl, user: { ...free, vip: true }, proOnly: true })).toEqual({ action: "free", source: "pro" });
    expect(downloadDecision({ ...dl, user: free, freeDownloadsLeft: 1 })).toEqual({ action: "quota" });
    expect(downloadDecision({ ...dl, user: free, cost: 0 })).toEqual({ action: "free", source: "paid" });
    expect(downloadDecision({ ...dl, user: { ...free, aiCredits: 5 } })).toEqual({ action: "credits", cost: 5 });
    expect(downloadDecision({ ...dl, user: { ...free, aiCredits: 4 } })).toEqual({ action: "stop", limit: "FREE_DOWNLOAD_LIMIT" });
  });
  const ai = { now, cost: 4, freeCreditsLeft: 0, freeQuotaEnabled: true };
  it("decides every AI charge branch", () => {
    expect(aiChargeDecision({ ...ai, user: { ...free, aiCredits: 4 } })).toEqual({ action: "credits", cost: 4 });
    expect(aiChargeDecision({ ...ai, user: free, freeCreditsLeft: 4 })).toEqual({ action: "quota", cost: 4 });
    expect(aiChargeDecision({ ...ai, user: { ...free, vip: true }, freeCreditsLeft: 8 })).toEqual({ action: "stop", limit: "AI_CREDITS_MONTH", cost: 4 });
    expect(aiChargeDecision({ ...ai, user: free, freeCreditsLeft: 3 })).toEqual({ action: "stop", limit: "FREE_AI_LIMIT", cost: 4 });
    expect(aiChargeDecision({ ...ai, user: free, freeQuotaEnabled: false })).toEqual({ action: "stop", limit: "AI_LIMIT", cost: 4 });
  });
});

describe("quota day", () => {
  it("is the calendar date in the configured zone", () => {
    expect(quotaDay(new Date("2026-11-22T15:59:59Z"), "Asia/Shanghai")).toBe("2026-11-22");
    expect(quotaDay(new Date("2026-11-22T16:00:00Z"), "Asia/Shanghai")).toBe("2026-11-23");
    expect(quotaDay(new Date("2026-11-22T23:59:59Z"), "UTC")).toBe("2026-11-22");
    expect(quotaMonth(new Date("2026-11-30T16:00:00Z"), "Asia/Shanghai")).toBe("2026-12");
  });
  it("rejects an unknown zone", () => {
    expect(() => assertTimeZone("Mars/Olympus")).toThrow(RangeError);
    expect(() => assertTimeZone("Europe/Paris")).not.toThrow();
  });
});
