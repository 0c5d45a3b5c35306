-- Business cards have two sides (issue 22): the front is the work's `document`, the back a second
-- design document of the same size in `back` (null for every other kind, and for a one-sided card).
-- A document stays one page; a save may change either side. Card templates carry their back too.
ALTER TABLE works ADD COLUMN back jsonb;
ALTER TABLE work_versions ADD COLUMN back jsonb;
ALTER TABLE templates ADD COLUMN back jsonb;
