import { couponCodeProblem } from "@studio/domain";
import type { ErrorCode } from "@studio/contracts";
import { AppError } from "../../errors";
import type { CouponsRepository } from "./coupons.repository";
import type { CouponRow } from "./payments.schema";

const problemCodes = { required: "COUPON_REQUIRED", length: "COUPON_LENGTH", invalid: "COUPON_INVALID", taken: "COUPON_TAKEN" } as const satisfies Record<
  string,
  ErrorCode
>;

export type CouponView = { code: string; percentOff: number; returnCustomersOnly: boolean };

export type NewCoupon = {
  code: string;
  percentOff: number;
  returnCustomersOnly?: boolean;
  maxUses?: number | null;
  expiresAt?: Date | null;
  ownerId?: number | null;
};

/**
 * Coupon rules (spec 03 section 5): 4 to 20 characters without spaces, percent off, 'return
 * customers only' codes need an earlier paid order, usage counted once per paid order (at
 * fulfilment, coupons.repository.ts). Every refusal carries the spec's message.
 */
export function createCouponsService(deps: { repository: CouponsRepository; hasPaidOrder: (userId: number) => Promise<boolean>; now: () => Date }) {
  function assertWellFormed(code: string): void {
    const problem = couponCodeProblem(code);
    if (problem) throw new AppError(problemCodes[problem]);
  }

  function view(row: CouponRow): CouponView {
    return { code: row.code, percentOff: row.percentOff, returnCustomersOnly: row.returnCustomersOnly };
  }

  /** The coupon a buyer may use now, or the spec's message why not. */
  async function usable(code: string, userId: number): Promise<CouponRow> {
    assertWellFormed(code);
    const row = await deps.repository.find(code);
    const now = deps.now();
    if (!row || !row.active || (row.expiresAt && row.expiresAt <= now) || (row.maxUses !== null && row.uses >= row.maxUses))
      throw new AppError("COUPON_INVALID");
    if (row.returnCustomersOnly && !(await deps.hasPaidOrder(userId))) throw new AppError("COUPON_INVALID");
    return row;
  }

  return {
    usable,

    async check(code: string, userId: number): Promise<CouponView> {
      return view(await usable(code, userId));
    },

    async create(input: NewCoupon): Promise<CouponView> {
      assertWellFormed(input.code);
      if (!Number.isInteger(input.percentOff) || input.percentOff < 1 || input.percentOff > 100)
        throw new AppError("VALIDATION", "percentOff must be a whole number from 1 to 100.");
      if (await deps.repository.find(input.code)) throw new AppError("COUPON_TAKEN");
      const row = await deps.repository.insert({
        code: input.code,
        percentOff: input.percentOff,
        returnCustomersOnly: input.returnCustomersOnly ?? false,
        maxUses: input.maxUses ?? null,
        expiresAt: input.expiresAt ?? null,
        ownerId: input.ownerId ?? null,
        createdAt: deps.now(),
      });
      // Two admins racing for one code: the unique index lets one in, the other hears it is taken.
      if (!row) throw new AppError("COUPON_TAKEN");
      return view(row);
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
