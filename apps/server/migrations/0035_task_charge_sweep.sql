-- Issue 20: a task's charge is written before its row; a process killed in between leaves a charge
-- with no task. The worker role's sweep (jobs/refund-orphan-charges.job.ts) refunds those; this
-- index keeps its look at recent task charges from reading the whole ledger.
CREATE INDEX credit_ledger_task_spends_idx ON credit_ledger (created_at) WHERE reason = 'task' AND amount < 0;
