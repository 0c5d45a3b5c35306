import { paymentPoll } from "@studio/domain";
import { describe, expect, it, vi } from "vitest";
import { cardProblems, formatCardNumber, formatExpiry, luhnValid } from "./card-input";
import { confettiParticles, makeParticles, stepParticles } from "./confetti";
import { pollPayment, PaymentPollError } from "./payment-poll";
import { checkoutReducer, estimateAmount, initialCheckout, orderedProduct, paymentTypeOf } from "./payment-state";
import { paymentOpenDecision } from "./payment-store";
import { testCatalogue } from "./test-catalogue";

const product = (id: string) => {
  const found = testCatalogue.products.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe("record check polling (spec 01 section 4)", () => {
  it("checks every 2000 ms and stops at the first paid answer", async () => {
    const answers = [false, false, true];
    const check = vi.fn(async () => ({ data: answers.shift() ?? false, msg: "success" }));
    const sleep = vi.fn(async (_ms: number) => undefined);
    await expect(pollPayment(check, { sleep })).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([2000, 2000]);
  });

  it("gives up after 10 tries with 'timeout', a failed call counting as a try", async () => {
    let calls = 0;
    const check = async () => {
      calls += 1;
      if (calls === 4) throw new Error("offline");
      return { data: false, msg: "success" };
    };
    const error = await pollPayment(check, { sleep: async () => undefined }).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(PaymentPollError);
    expect((error as PaymentPollError).reason).toBe("timeout");
    expect((error as Error).message).toBe("timeout");
    expect(calls).toBe(paymentPoll.tries);
  });

  it("stops at once on the failure text in msg", async () => {
    const check = vi.fn(async () => ({ data: false, msg: "Your card was declined." }));
    await expect(pollPayment(check, { sleep: async () => undefined })).rejects.toMatchObject({ reason: "failed", message: "Your card was declined." });
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe("client payment state", () => {
  it("starts from the catalogue's price with the spec's payment type", () => {
    expect(initialCheckout(testCatalogue, product("credits-50")).paymentParams).toEqual({
      amount: 499,
      needBrand: false,
      needDesigner: false,
      type: "per-download",
    });
    expect(paymentTypeOf(product("pro-monthly"))).toBe("subscription");
    expect(paymentTypeOf(product("package-basic"))).toBe("per-download");
  });

  it("adds the brand and designer add-ons, takes the coupon off, then takes the server's price and the paid amount", () => {
    const reduce = checkoutReducer(testCatalogue);
    let state = initialCheckout(testCatalogue, product("package-basic"));
    state = reduce(state, { type: "addons", needBrand: true });
    expect(orderedProduct(testCatalogue, state.product, state.paymentParams.needBrand).id).toBe("package-brand");
    expect(state.paymentParams.amount).toBe(9900);
    state = reduce(state, { type: "addons", needDesigner: true });
    expect(state.paymentParams.amount).toBe(13900);
    state = reduce(state, { type: "coupon", coupon: { code: "SPRING24", percentOff: 10, returnCustomersOnly: false } });
    expect(state.couponCodeObj?.code).toBe("SPRING24");
    expect(state.paymentParams.amount).toBe(12510);
    state = reduce(state, { type: "ordered", order: { amount: 12000 } });
    expect(state.paymentParams.amount).toBe(12000);
    expect(state.downloadInvoiceData).toBeNull();
    state = reduce(state, { type: "paid", amount: 12000 });
    expect(state.downloadInvoiceData).toEqual({ amount: 12000 });
    // Add-ons belong to packages only.
    expect(estimateAmount(testCatalogue, product("credits-50"), { needBrand: true, needDesigner: true, coupon: null })).toBe(499);
    expect(
      estimateAmount(testCatalogue, product("credits-50"), {
        needBrand: false,
        needDesigner: false,
        coupon: { code: "FREE", percentOff: 100, returnCustomersOnly: false },
      }),
    ).toBe(0);
  });

  it("opens the login panel first for a visitor, and waits while the user is loading", () => {
    const request = { tab: "credits" as const };
    expect(paymentOpenDecision(null, null, false)).toBe("closed");
    expect(paymentOpenDecision(request, null, true)).toBe("wait");
    expect(paymentOpenDecision(request, null, false)).toBe("login");
    expect(paymentOpenDecision(request, { id: 1 }, false)).toBe("open");
  });
});

describe("sandbox card form rules", () => {
  it("groups the number, formats the expiry and checks Luhn", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-4242 42")).toBe("4242 4242 42");
    expect(formatExpiry("1234")).toBe("12 / 34");
    expect(formatExpiry("1")).toBe("1");
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
  });

  it("names each field's first problem; a card is good through its expiry month", () => {
    const now = new Date(2026, 10, 25);
    expect(cardProblems({ number: "4242 4242 4242 4242", expiry: "11 / 26", cvc: "123", name: "Ada" }, now)).toEqual({});
    expect(cardProblems({ number: "4242", expiry: "10 / 26", cvc: "1", name: " " }, now)).toEqual({
      number: "incomplete",
      expiry: "expired",
      cvc: "incomplete",
      name: "incomplete",
    });
    expect(cardProblems({ number: "4242 4242 4242 4241", expiry: "13 / 30", cvc: "1234", name: "Ada" }, now)).toEqual({ number: "invalid", expiry: "invalid" });
  });
});

describe("confetti", () => {
  it("fires 100 particles that fall", () => {
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const particles = makeParticles(800, 600, random);
    expect(particles).toHaveLength(confettiParticles);
    expect(confettiParticles).toBe(100);
    const before = particles.map((p) => p.vy);
    stepParticles(particles);
    expect(particles.every((p, i) => p.vy > (before[i] ?? 0))).toBe(true);
  });
});
