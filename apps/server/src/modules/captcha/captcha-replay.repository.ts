import { lt } from "drizzle-orm";
import type { Db } from "../../db/database";
import { captchaReplays } from "../../db/schema";
import type { CaptchaReplayStore } from "./captcha.service";

/** Expired rows are swept at most this often, by whichever claim comes first after the interval. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The replay store in the database: a unique insert of the challenge's signature is the claim, so
 * two processes on one PostgreSQL cannot both accept the same solution.
 */
export function createDbReplayStore(db: Db, now: () => Date = () => new Date()): CaptchaReplayStore {
  let lastSweep = 0;
  return {
    async claim(key, expiresAt) {
      const at = now();
      if (at.getTime() - lastSweep > SWEEP_INTERVAL_MS) {
        lastSweep = at.getTime();
        await db.delete(captchaReplays).where(lt(captchaReplays.expiresAt, at));
      }
      const rows = await db
        .insert(captchaReplays)
        .values({ signature: key, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: captchaReplays.signature });
      return rows.length === 1;
    },
  };
}
