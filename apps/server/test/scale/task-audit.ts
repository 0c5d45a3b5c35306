import type pg from "pg";

/**
 * A trigger the scale test adds to its own throwaway database (never a migration): every change of
 * a task's state or lock holder, and every write of its result, becomes a row of
 * `scale_task_audit`. So "each task ended exactly once" and "each task was run by one live worker"
 * are read from what the database saw, not from what the processes say about themselves.
 */
export async function installTaskAudit(pool: pg.Pool): Promise<void> {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS scale_task_audit (
      id bigserial PRIMARY KEY,
      task_id text NOT NULL,
      old_state text,
      new_state text NOT NULL,
      old_locked_by text,
      new_locked_by text,
      result_written boolean NOT NULL,
      at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE OR REPLACE FUNCTION scale_task_audit() RETURNS trigger AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO scale_task_audit (task_id, new_state, new_locked_by, result_written)
          VALUES (NEW.id, NEW.state, NEW.locked_by, NEW.result IS NOT NULL);
      ELSIF NEW.state IS DISTINCT FROM OLD.state OR NEW.locked_by IS DISTINCT FROM OLD.locked_by OR NEW.result IS DISTINCT FROM OLD.result THEN
        INSERT INTO scale_task_audit (task_id, old_state, new_state, old_locked_by, new_locked_by, result_written)
          VALUES (NEW.id, OLD.state, NEW.state, OLD.locked_by, NEW.locked_by, NEW.result IS DISTINCT FROM OLD.result AND NEW.result IS NOT NULL);
      END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql;
    DROP TRIGGER IF EXISTS scale_task_audit ON tasks;
    CREATE TRIGGER scale_task_audit AFTER INSERT OR UPDATE ON tasks FOR EACH ROW EXECUTE FUNCTION scale_task_audit();
  `);
}

const TERMINAL = ["succeeded", "failed", "timed_out", "cancelled"];

export type TaskHistory = {
  id: string;
  userId: number;
  state: string;
  attempts: number;
  resultImages: number;
  /** Workers that claimed it, in order (a claim: the lock passes to a new holder while running). */
  claimedBy: string[];
  /** Times it entered a terminal state, and times it left one (must be 0). */
  ended: number;
  reopened: number;
  resultWrites: number;
  /** Stored image records (ai_images) of this task. */
  records: number;
};

/** Every task of these users with its audit trail, oldest first. */
export async function taskHistories(pool: pg.Pool, userIds: number[]): Promise<TaskHistory[]> {
  const { rows } = await pool.query<{
    id: string;
    user_id: string;
    state: string;
    attempts: number;
    result_images: number;
    claimed_by: string[] | null;
    ended: number;
    reopened: number;
    result_writes: number;
    records: number;
  }>(
    `SELECT t.id, t.user_id, t.state, t.attempts,
            coalesce(jsonb_array_length(t.result->'images'), 0) AS result_images,
            (SELECT array_agg(a.new_locked_by ORDER BY a.id) FROM scale_task_audit a
              WHERE a.task_id = t.id AND a.new_state = 'running' AND a.new_locked_by IS NOT NULL
                AND a.new_locked_by IS DISTINCT FROM a.old_locked_by) AS claimed_by,
            (SELECT count(*)::int FROM scale_task_audit a
              WHERE a.task_id = t.id AND a.new_state = ANY($2) AND (a.old_state IS NULL OR NOT a.old_state = ANY($2))) AS ended,
            (SELECT count(*)::int FROM scale_task_audit a
              WHERE a.task_id = t.id AND a.old_state = ANY($2) AND a.new_state IS DISTINCT FROM a.old_state) AS reopened,
            (SELECT count(*)::int FROM scale_task_audit a WHERE a.task_id = t.id AND a.result_written) AS result_writes,
            (SELECT count(*)::int FROM ai_images i WHERE i.task_id = t.id) AS records
       FROM tasks t WHERE t.user_id = ANY($1) ORDER BY t.created_at`,
    [userIds, TERMINAL],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: Number(r.user_id),
    state: r.state,
    attempts: r.attempts,
    resultImages: r.result_images,
    claimedBy: r.claimed_by ?? [],
    ended: r.ended,
    reopened: r.reopened,
    resultWrites: r.result_writes,
    records: r.records,
  }));
}

export type UserLedger = { userId: number; balance: number; ledgerSum: number };
export type TaskMoney = { taskId: string; spends: number; spent: number; refunds: number; refunded: number };

/** Each user's AI credit balance beside the sum of their AI credit ledger rows. */
export async function userLedgers(pool: pg.Pool, userIds: number[]): Promise<UserLedger[]> {
  const { rows } = await pool.query<{ id: string; ai_credits: number; ledger_sum: number }>(
    `SELECT u.id, u.ai_credits,
            coalesce((SELECT sum(l.amount)::int FROM credit_ledger l WHERE l.user_id = u.id AND l.balance = 'ai_credits'), 0) AS ledger_sum
       FROM users u WHERE u.id = ANY($1) ORDER BY u.id`,
    [userIds],
  );
  return rows.map((r) => ({ userId: Number(r.id), balance: r.ai_credits, ledgerSum: r.ledger_sum }));
}

/** Per task reference: its spends and refunds in the ledger (any balance). */
export async function taskMoney(pool: pg.Pool, userIds: number[]): Promise<TaskMoney[]> {
  const { rows } = await pool.query<{ reference: string; spends: number; spent: number; refunds: number; refunded: number }>(
    `SELECT l.reference,
            count(*) FILTER (WHERE l.amount < 0)::int AS spends,
            coalesce(-sum(l.amount) FILTER (WHERE l.amount < 0), 0)::int AS spent,
            count(*) FILTER (WHERE l.reason = 'refund')::int AS refunds,
            coalesce(sum(l.amount) FILTER (WHERE l.reason = 'refund'), 0)::int AS refunded
       FROM credit_ledger l
      WHERE l.user_id = ANY($1) AND (l.reason = 'task' OR l.reason = 'refund')
      GROUP BY l.reference`,
    [userIds],
  );
  return rows.map((r) => ({ taskId: r.reference, spends: r.spends, spent: r.spent, refunds: r.refunds, refunded: r.refunded }));
}
