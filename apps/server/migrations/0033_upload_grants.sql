-- Uploads straight to storage (issue 20, GET /api/oss/sts): one row per grant the server hands out,
-- so a grant is used once and only by its user on every API process, and a file that was sent but
-- never checked is found and deleted after the grant expired.
CREATE TABLE upload_grants (
  id           text PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key          text NOT NULL UNIQUE,
  content_type text NOT NULL,
  max_bytes    integer NOT NULL CHECK (max_bytes > 0),
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  -- The local-disk receiving route took the file (at most once).
  received_at  timestamptz,
  -- The post-upload check ran (at most once; the pending file is gone after it).
  checked_at   timestamptz
);
CREATE INDEX upload_grants_expires_at ON upload_grants (expires_at);
CREATE INDEX upload_grants_open_by_user ON upload_grants (user_id) WHERE checked_at IS NULL;
