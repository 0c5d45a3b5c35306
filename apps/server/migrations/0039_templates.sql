-- Templates to start a design from (issue 21, spec 03 sections 2-5): a design document (@studio/design
-- v3) with a name, the canvas preset it fits (instagram-post, poster, ...) and its kind (the preset's:
-- design, social, bizcard), a Pro flag and a thumbnail. Built-in ones are drawn by code at start
-- (`builtin_key` names them, so seeding again changes nothing); admins make others from a work.
CREATE TABLE templates (
  id             bigserial PRIMARY KEY,
  builtin_key    text UNIQUE,
  name           text NOT NULL CHECK (length(btrim(name)) > 0),
  kind           text NOT NULL CHECK (kind IN ('design', 'social', 'bizcard')),
  preset         text,
  width          double precision NOT NULL,
  height         double precision NOT NULL,
  document       jsonb NOT NULL,
  pro            boolean NOT NULL DEFAULT false,
  thumbnail_key  text,
  created_by     bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
-- The editor's panel lists one preset (or one kind), newest first.
CREATE INDEX templates_preset_idx ON templates (preset, created_at DESC, id DESC);
CREATE INDEX templates_kind_idx ON templates (kind, created_at DESC, id DESC);

-- Which works were started from a template, and whether it was Pro when copied: an export of such a
-- work by a user who is not Pro answers PRO_TEMPLATE (unless the poster was bought). The flag is kept
-- here, not read from the template, so deleting or changing a template never frees its copies.
CREATE TABLE template_works (
  work_id      bigint PRIMARY KEY REFERENCES works(id) ON DELETE CASCADE,
  template_id  bigint REFERENCES templates(id) ON DELETE SET NULL,
  pro          boolean NOT NULL
);
