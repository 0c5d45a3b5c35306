-- The brand centre (issue 23; spec 02 section 3's logo record field brand_register): 1 once the owner
-- of a saved logo with the Brand package has activated the companion brand platform for it.
ALTER TABLE saved_logos ADD COLUMN brand_register smallint NOT NULL DEFAULT 0 CHECK (brand_register IN (0, 1));
