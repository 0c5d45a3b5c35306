-- Credits (issue 5): the append-only ledger that explains every change to a user's balances, and
-- the daily usage behind the free quotas. Balances stay cached on users (CHECK >= 0 there); a
-- spend is one conditional UPDATE of that column in the transaction that inserts its ledger row.
CREATE TABLE credit_ledger (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The spec's credit-usage kind id (subscription 1 ... beautification 23).
  kind            smallint NOT NULL,
  -- Which balance moved: the AI credits, the classic credits, or today's free AI allowance.
  balance         text NOT NULL DEFAULT 'ai_credits' CHECK (balance IN ('ai_credits', 'credits', 'free_daily')),
  amount          integer NOT NULL CHECK (amount <> 0),
  balance_after   integer NOT NULL CHECK (balance_after >= 0),
  -- What it was for ('grant.register', 'ai.matting', 'download.svg', 'refund' ...) and the thing
  -- it was for (task id, download item, order id).
  reason          text NOT NULL,
  reference       text NOT NULL DEFAULT '',
  -- A retried request carries the same key and finds the first row instead of spending again.
  idempotency_key text NOT NULL,
  -- A refund names the spend it reverses; UNIQUE makes a second refund of it impossible.
  refund_of       bigint UNIQUE REFERENCES credit_ledger (id) ON DELETE CASCADE,
  -- The quota day of a free_daily row, so its refund gives back that day's allowance.
  quota_day       date,
  -- Who caused it: the user, an admin for manual grants, null for the system.
  actor_id        bigint REFERENCES users (id) ON DELETE SET NULL,
  note            text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX credit_ledger_user_idx ON credit_ledger (user_id, id DESC);

-- Rows are never changed once written: corrections are new rows.
CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only';
END;
$$;
CREATE TRIGGER credit_ledger_no_update BEFORE UPDATE ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();

-- Free daily quotas: how much of each allowance a user used on a quota day (the calendar date in
-- the configured time zone). A new day is a new row, which is the reset.
CREATE TABLE quota_usage (
  user_id  bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  quota    text NOT NULL CHECK (quota IN ('free_ai', 'free_download')),
  day      date NOT NULL,
  used     integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  PRIMARY KEY (user_id, quota, day)
);

-- Downloads already paid for, per item and format: downloading them again is free.
CREATE TABLE paid_downloads (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item       text NOT NULL,
  format     text NOT NULL,
  source     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item, format)
);
