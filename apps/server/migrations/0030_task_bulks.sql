-- The image generator's bulk mode (issue 18): one prompt per line, each line its own task. The
-- bulk row keeps the shared options and the lines; tasks name their bulk and line, so a retried
-- line is a new task of the same line and the bulk survives a restart.
CREATE TABLE task_bulks (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  prompts jsonb NOT NULL,
  options jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_bulks_user_idx ON task_bulks (user_id, created_at);
ALTER TABLE tasks ADD COLUMN bulk_id text REFERENCES task_bulks (id) ON DELETE SET NULL;
ALTER TABLE tasks ADD COLUMN bulk_line integer;
CREATE INDEX tasks_bulk_idx ON tasks (bulk_id, bulk_line) WHERE bulk_id IS NOT NULL;
