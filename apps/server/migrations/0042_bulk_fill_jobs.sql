-- Bulk fill (issue 22): a card work plus a CSV gives one file per row, zipped. One row per batch: its
-- owner, the work, the format, progress (done of total rows), the state, and the stored zip's key
-- (bulk-fill/{userId}/{id}.zip, served by its route to the owner only, never by /oss).
CREATE TABLE bulk_fill_jobs (
  id           uuid PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  work_id      bigint NOT NULL,
  format       text NOT NULL CHECK (format IN ('png', 'pdf', 'print-pdf')),
  state        text NOT NULL CHECK (state IN ('queued', 'running', 'succeeded', 'failed')),
  total        integer NOT NULL CHECK (total > 0),
  done         integer NOT NULL DEFAULT 0 CHECK (done >= 0 AND done <= total),
  error_code   text,
  error        text,
  zip_key      text,
  zip_name     text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz
);
-- A user's unfinished batch (one at a time) and their newest ones.
CREATE INDEX bulk_fill_jobs_user_idx ON bulk_fill_jobs (user_id, created_at DESC);
-- One unfinished batch per user (a second start is 409 BULK_FILL_BUSY): each is minutes of rendering.
CREATE UNIQUE INDEX bulk_fill_jobs_one_running_idx ON bulk_fill_jobs (user_id) WHERE state IN ('queued', 'running');
