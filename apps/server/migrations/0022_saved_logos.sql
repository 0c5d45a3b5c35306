-- The classic maker's saved logos (issue 17, spec 03 sections 3, 4 and 7): fa_id is the id. The
-- design document is the source of truth; svg is the server's own render of it (never the posted
-- markup), so nothing scriptable is ever stored. Bought means a live package unlock of design id
-- 'logo:{fa_id}' in design_unlocks (payments); the row itself holds no purchase state.
CREATE TABLE saved_logos (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  uuid         text NOT NULL,
  token        text NOT NULL,
  logo_name    text NOT NULL,
  slogan       text NOT NULL DEFAULT '',
  data         jsonb NOT NULL,
  design       jsonb NOT NULL,
  gradient     jsonb,
  svg          text NOT NULL,
  site_source  text NOT NULL DEFAULT 'en',
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_logos_user_idx ON saved_logos (user_id, updated_at DESC, id DESC);

-- POST /api/user/storeLogoname: the last logo name a user typed, for their next visit to the maker.
CREATE TABLE logo_names (
  user_id     bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  logoname    text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
