-- The icon generator's daily limit (spec 03 sections 5 and 8: 'AI Limit Reached!', issue 19's aicon):
-- requests per user per quota day (the day in QUOTA_TIME_ZONE), counted atomically at submit.
CREATE TABLE icon_generator_usage (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day     date NOT NULL,
  used    integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  PRIMARY KEY (user_id, day)
);
