-- The designer role's answers to designer-fix orders (issue 17; spec 03 sections 6-7, catalogue:
-- within 3 days, at most 3 revisions). One row per answer a designer sends; the reply reaches the
-- buyer by e-mail through the outbox. The order's own state stays the payments module's.
CREATE TABLE designer_answers (
  id           bigserial PRIMARY KEY,
  order_id     text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  designer_id  bigint REFERENCES users (id) ON DELETE SET NULL,
  -- 'working': taken up, a note to the buyer; 'revision': a revised logo is ready (counts towards
  -- the 3 revisions); 'done': the last answer, the order is closed for answers.
  status       text NOT NULL CHECK (status IN ('working', 'revision', 'done')),
  reply        text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX designer_answers_order_idx ON designer_answers (order_id, id);
