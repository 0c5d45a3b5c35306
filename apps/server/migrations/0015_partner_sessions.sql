-- Accounts (issue 4): the embedded iframe (SDK) mode. A partner site that embeds the app signs its
-- users in server to server; those sessions name the partner, and only the server relaxes limits
-- for them (never a client flag).
ALTER TABLE sessions ADD COLUMN partner text;

-- Credits (issue 5): AI work and downloads done in a partner session are metered to the partner
-- (who is billed by contract) instead of the user's balances: ledger rows of the 'partner' balance
-- move no user balance but keep the same idempotency and refund-once rules.
ALTER TABLE credit_ledger ADD COLUMN partner text;
ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_balance_check;
ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_balance_check CHECK (balance IN ('ai_credits', 'credits', 'free_daily', 'partner'));
CREATE INDEX credit_ledger_partner_idx ON credit_ledger (partner, created_at) WHERE partner IS NOT NULL;

-- The partner whose users' accounts it made. A partner may sign in only the accounts it made, so
-- it can never open a session as a person who signed up on this site (or an admin).
ALTER TABLE users ADD COLUMN created_by_partner text;
