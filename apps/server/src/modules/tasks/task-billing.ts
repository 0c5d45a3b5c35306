import type { CreditKindName } from "@studio/domain";
import type { CreditsService } from "../credits/credits.service";

/**
 * How tasks are paid for: a spend keyed by the task id when it is submitted, and a refund of that
 * spend when it fails, times out or is cancelled. Both are idempotent in the ledger, so a retried
 * submit never pays twice and a failure reported twice refunds once.
 */
export type TaskBilling = {
  /** `kind`: the ledger kind the spend is recorded under (aiimage 19 unless the generator's mode says text2img 16 or img2img 17). */
  charge(input: {
    userId: number;
    taskId: string;
    cost: number;
    kind?: CreditKindName | undefined;
    partner?: string | null | undefined;
    /** Background removal: a free AI cutout of today pays first when the user has one left (never in a partner's session). */
    freeCutout?: boolean | undefined;
  }): Promise<string>;
  refund(input: { userId: number; chargeKey: string; taskId: string }): Promise<void>;
};

export function creditsBilling(credits: CreditsService): TaskBilling {
  return {
    async charge({ userId, taskId, cost, kind, partner, freeCutout }) {
      const key = `task:${taskId}`;
      if (freeCutout && !partner && (await credits.useFreeCutout({ userId, kind: kind ?? "matting", reason: "task", reference: taskId, idempotencyKey: key })))
        return key;
      await credits.chargeAi({ userId, amount: cost, kind: kind ?? "aiimage", reason: "task", reference: taskId, idempotencyKey: key, partner });
      return key;
    },
    async refund({ userId, chargeKey, taskId }) {
      await credits.refund({ userId, idempotencyKey: chargeKey, note: `task ${taskId}` });
    },
  };
}
