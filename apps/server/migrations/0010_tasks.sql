-- AI tasks (issue 7): every AI job is a row with a state machine. Workers claim rows with
-- FOR UPDATE SKIP LOCKED and hold a lease (locked_until) that they renew while they work; a row
-- whose lease ran out belongs to a worker that died, and another worker resumes or fails it.
CREATE TABLE tasks (
  id              text PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind            text NOT NULL,
  provider        text NOT NULL,
  model           text NOT NULL,
  state           text NOT NULL DEFAULT 'queued'
                  CHECK (state IN ('queued', 'running', 'succeeded', 'failed', 'timed_out', 'cancelled')),
  progress        numeric(3, 2) NOT NULL DEFAULT 0 CHECK (progress >= 0 AND progress <= 1),
  input           jsonb NOT NULL,
  result          jsonb,
  error_code      text,
  error_message   text,
  -- The vendor's job id, written before waiting on it: a resumed task polls it, never pays again.
  provider_job_id text,
  -- Set when a paid call was sent; a task that dies after that with no job id is failed, not re-run.
  provider_called_at timestamptz,
  attempts        integer NOT NULL DEFAULT 0,
  max_attempts    integer NOT NULL DEFAULT 3,
  cost            integer NOT NULL DEFAULT 0,
  -- The credit spend that paid for it (ledger idempotency key), refunded at most once.
  charge_key      text,
  refunded        boolean NOT NULL DEFAULT false,
  locked_by       text,
  locked_until    timestamptz,
  run_after       timestamptz NOT NULL DEFAULT now(),
  deadline_at     timestamptz NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  started_at      timestamptz,
  completed_at    timestamptz,
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tasks_claim_idx ON tasks (run_after) WHERE state IN ('queued', 'running');
CREATE INDEX tasks_user_idx ON tasks (user_id, created_at DESC);
