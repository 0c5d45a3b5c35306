-- Accounts (issue 4): used ALTCHA challenges. A solved challenge is accepted once across every
-- server process on this database: the first INSERT of its signature wins, a replay conflicts.
-- Rows are kept until the challenge expires (after that the signature check refuses it anyway).
CREATE TABLE captcha_replays (
  signature   text PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX captcha_replays_expires_idx ON captcha_replays (expires_at);
