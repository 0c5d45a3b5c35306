import { quotaDay } from "@studio/domain";
import { limitError } from "../credits/credit-limits";
import type { IconQuotaRepository } from "./icon-quota.repository";

/**
 * The icon generator's daily limit (spec 03 sections 5 and 8: 'AI Limit Reached!'): requests per user
 * per quota day, taken before the charge and given back when the submit is refused after it. 0 turns
 * the limit off (ICON_GENERATOR_DAILY_LIMIT).
 */
export function createIconQuota(deps: { repository: IconQuotaRepository; perDay: number; timeZone: string; now?: (() => Date) | undefined }) {
  const today = () => quotaDay(deps.now?.() ?? new Date(), deps.timeZone);
  return {
    perDay: deps.perDay,
    /** Runs `submit` within today's limit: AI_LIMIT (403 'AI Limit Reached!') when it is used up, nothing counted when `submit` throws. */
    async within<T>(userId: number, submit: () => Promise<T>): Promise<T> {
      if (deps.perDay <= 0) return submit();
      const day = today();
      const used = await deps.repository.take(userId, day, deps.perDay);
      if (used === undefined) throw limitError("AI_LIMIT", { perDay: deps.perDay, used: deps.perDay });
      try {
        return await submit();
      } catch (error) {
        await deps.repository.giveBack(userId, day);
        throw error;
      }
    },
    async left(userId: number): Promise<number | null> {
      if (deps.perDay <= 0) return null;
      return Math.max(0, deps.perDay - (await deps.repository.used(userId, today())));
    },
  };
}

export type IconQuota = ReturnType<typeof createIconQuota>;
