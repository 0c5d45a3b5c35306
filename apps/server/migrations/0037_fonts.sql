-- Fonts (issue 21): the font catalogue by category that admins edit (spec 01 section 7's font calls;
-- spec 03 section 3's font record), and the fonts users upload for the editor.
CREATE TABLE font_categories (
  id         bigserial PRIMARY KEY,
  -- The built-in categories keep the catalogue's keys (sans, serif, ..., cjk); an admin's get 'c<n>'.
  slug       text NOT NULL UNIQUE,
  name_en    text NOT NULL,
  name_zh    text NOT NULL,
  sort       integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE catalogue_fonts (
  id          bigserial PRIMARY KEY,
  category_id bigint NOT NULL REFERENCES font_categories (id) ON DELETE CASCADE,
  -- The font id design documents name: a built-in family's ('inter-600') or 'font-<id>' for a file an admin uploaded.
  font_key    text NOT NULL UNIQUE,
  name        text NOT NULL,
  family      text NOT NULL,
  -- The stored TrueType of an uploaded font (fonts/catalogue/...); null for the built-in @fontsource families.
  file_key    text,
  font_height real NOT NULL CHECK (font_height > 0 AND font_height <= 2),
  price       integer NOT NULL DEFAULT 0 CHECK (price >= 0),
  simplified  boolean NOT NULL DEFAULT false,
  font_type   text NOT NULL,
  fit_type    text NOT NULL DEFAULT 'name' CHECK (fit_type IN ('name', 'slogan', 'both')),
  sort        integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalogue_fonts_category ON catalogue_fonts (category_id, sort, id);

-- A user's own font, kept as TrueType: uploaded under fonts/tmp/ (saved_at null), moved to
-- fonts/users/{user_id}/{id}.ttf when the user saves it (spec 03 section 4's tmp-then-user path).
CREATE TABLE user_fonts (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name            text NOT NULL,
  family          text NOT NULL,
  file_key        text NOT NULL UNIQUE,
  bytes           integer NOT NULL CHECK (bytes > 0),
  original_format text NOT NULL CHECK (original_format IN ('ttf', 'otf', 'woff', 'woff2')),
  created_at      timestamptz NOT NULL,
  saved_at        timestamptz
);
CREATE INDEX user_fonts_owner ON user_fonts (user_id, id);
