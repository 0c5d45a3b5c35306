-- VI mockups (issue 22; spec 03's VI card {id}): a saved logo's chosen stationery and signage scenes,
-- one set per logo (saving again replaces its scenes). The scenes are names of the mockup renderer's
-- VI scenes (a JSON array); the pictures are drawn again when asked, never stored here.
CREATE TABLE vi_sets (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  logo_id     bigint NOT NULL UNIQUE REFERENCES saved_logos(id) ON DELETE CASCADE,
  scenes      jsonb NOT NULL CHECK (jsonb_typeof(scenes) = 'array'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
-- The favourites panel's VI tab: a user's sets, newest change first.
CREATE INDEX vi_sets_user_idx ON vi_sets (user_id, updated_at DESC, id DESC);
