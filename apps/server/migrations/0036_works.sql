-- The user's works (issue 21, spec 03 sections 2 and 4): every design made in the editor as one
-- versioned design document (@studio/design). `version` grows by one per save; a save names the
-- version it was made from, so two windows never overwrite each other silently. A logo work edits
-- a saved logo (`logo_id`): each save also rewrites saved_logos.design and .svg (the logo's
-- downloads draw the new design). `thumbnail_key` is a small PNG in storage (ai-images/{uuid}/...,
-- served as a signed result link).
CREATE TABLE works (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('logo', 'bizcard', 'design', 'signature', 'vi', 'invoice')),
  name           text NOT NULL,
  preset         text,
  width          double precision NOT NULL,
  height         double precision NOT NULL,
  document       jsonb NOT NULL,
  version        integer NOT NULL DEFAULT 1,
  thumbnail_key  text,
  logo_id        bigint REFERENCES saved_logos(id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
-- The side bar's lists: a user's works of one kind (or all), newest change first.
CREATE INDEX works_user_kind_idx ON works (user_id, kind, updated_at DESC, id DESC);
CREATE INDEX works_user_idx ON works (user_id, updated_at DESC, id DESC);
-- A saved logo's editing work, and its deletion's SET NULL, found without a scan.
CREATE INDEX works_logo_idx ON works (logo_id) WHERE logo_id IS NOT NULL;

-- Every version a save replaced, so an edit is never lost (a logo's earlier design among them).
CREATE TABLE work_versions (
  work_id     bigint NOT NULL REFERENCES works(id) ON DELETE CASCADE,
  version     integer NOT NULL,
  name        text NOT NULL,
  document    jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (work_id, version)
);
