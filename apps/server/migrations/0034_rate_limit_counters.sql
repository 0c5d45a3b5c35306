-- Request counters shared by the API processes of one site (RATE_LIMIT_STORE=database, issue 20):
-- one row per limit and client key, counting hits in a fixed window that ends at reset_at. A hit
-- is one INSERT ... ON CONFLICT DO UPDATE, so N processes count together; rows whose window ended
-- long ago are swept.
CREATE TABLE rate_limit_counters (
  key      text PRIMARY KEY,
  hits     integer NOT NULL CHECK (hits >= 0),
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_reset_idx ON rate_limit_counters (reset_at);
