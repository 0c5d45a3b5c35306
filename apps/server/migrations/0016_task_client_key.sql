-- AI tasks (issue 7): the client's idempotency key of a submit. The spec's client retries a submit
-- every 2 s up to 10 times; a retry of a submit that did reach the server finds the first task
-- instead of queueing (and charging) a second one.
ALTER TABLE tasks ADD COLUMN client_key text;
CREATE UNIQUE INDEX tasks_user_client_key_idx ON tasks (user_id, client_key) WHERE client_key IS NOT NULL;
