-- Free logo by share (issue 17, spec 03 sections 2, 8 and 9). The owner of a saved logo makes a
-- share link (an unguessable token); visitors like the shared logo, one like each; at the site's
-- threshold the logo's Basic package is unlocked for its owner exactly once.
CREATE TABLE logo_shares (
  token          text PRIMARY KEY,
  saved_logo_id  bigint NOT NULL UNIQUE REFERENCES saved_logos (id) ON DELETE CASCADE,
  user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  likes          integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- One row per visitor key: 'u:{user id}' for a signed-in visitor; for a visitor without an account
-- 'n:{keyed digest of the network address}' and, when the browser has one, 'c:{digest of its cookie}'
-- (a like needs both to be new, so neither a cleared cookie nor a second browser likes twice).
CREATE TABLE logo_share_likes (
  token       text NOT NULL REFERENCES logo_shares (token) ON DELETE CASCADE,
  visitor     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (token, visitor)
);

-- A share unlock goes into the same table as a paid one, so the download center, the bought list
-- and the counters see it: its order_id is 'share:logo:{fa_id}' (no order row; the primary key
-- makes the unlock happen once per logo however many likes race), and source says where it came from.
ALTER TABLE design_unlocks DROP CONSTRAINT design_unlocks_order_id_fkey;
ALTER TABLE design_unlocks ADD COLUMN source text NOT NULL DEFAULT 'order';
ALTER TABLE design_unlocks ADD CONSTRAINT design_unlocks_source_check
  CHECK ((source = 'order' AND order_id NOT LIKE 'share:%') OR (source = 'share' AND order_id LIKE 'share:%'));
-- Paid unlocks keep their order: a trigger stands in for the foreign key only share rows skip.
CREATE FUNCTION design_unlocks_order_exists() RETURNS trigger AS $$
BEGIN
  IF NEW.source = 'order' AND NOT EXISTS (SELECT 1 FROM orders WHERE id = NEW.order_id) THEN
    RAISE EXCEPTION 'design_unlocks.order_id % has no order', NEW.order_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER design_unlocks_order_exists BEFORE INSERT OR UPDATE ON design_unlocks
  FOR EACH ROW EXECUTE FUNCTION design_unlocks_order_exists();
