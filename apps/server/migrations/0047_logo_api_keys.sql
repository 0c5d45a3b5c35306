-- The logo API for partners (issue 23; spec 03 sections 7 and 9). Keys are stored as SHA-256 digests
-- only (the key is shown once, when an admin issues it). 'lite' keys answer with a job id and POST
-- the page to their webhook, signed with webhook_secret (docs/logo-api.md).
CREATE TABLE logo_api_keys (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  kind text NOT NULL CHECK (kind IN ('api', 'lite')),
  key_hash text NOT NULL UNIQUE,
  key_prefix text NOT NULL,
  webhook_url text,
  webhook_secret text,
  rate_per_minute integer NOT NULL DEFAULT 60 CHECK (rate_per_minute > 0),
  monthly_quota integer NOT NULL DEFAULT 10000 CHECK (monthly_quota > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  CHECK ((kind = 'lite') = (webhook_url IS NOT NULL AND webhook_secret IS NOT NULL))
);

-- Calls and logos per key and UTC day; the monthly quota is the sum of a month's days.
CREATE TABLE logo_api_usage (
  key_id integer NOT NULL REFERENCES logo_api_keys (id) ON DELETE CASCADE,
  day date NOT NULL,
  calls integer NOT NULL DEFAULT 0,
  logos integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key_id, day)
);

-- A Lite key's page on its way to the webhook: kept until delivered or given up, so a restart
-- resumes the retries (a lease keeps two processes from sending the same one).
CREATE TABLE logo_api_deliveries (
  id uuid PRIMARY KEY,
  key_id integer NOT NULL REFERENCES logo_api_keys (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  body text NOT NULL,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX logo_api_deliveries_pending_idx ON logo_api_deliveries (next_attempt_at) WHERE status = 'pending';
