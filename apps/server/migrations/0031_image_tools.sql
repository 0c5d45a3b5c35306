-- The image tools (issue 19). A tool's result is an image record made from another: parent_id names
-- the record it was made from (null for an upload or a link), so the creations list links them and
-- shows before/after. Deleting the source keeps the result (SET NULL).
ALTER TABLE ai_images ADD COLUMN parent_id bigint REFERENCES ai_images (id) ON DELETE SET NULL;
CREATE INDEX ai_images_parent_idx ON ai_images (parent_id) WHERE parent_id IS NOT NULL;

-- Free users' daily free AI cutouts (spec 03 section 1: "Free users have daily limits on downloads
-- and AI cutouts"): counted per quota day like the other allowances, and a cutout paid by one is a
-- ledger row of its own balance (amount -1 cutout), refunded to that day when its task fails.
ALTER TABLE quota_usage DROP CONSTRAINT quota_usage_quota_check;
ALTER TABLE quota_usage ADD CONSTRAINT quota_usage_quota_check CHECK (quota IN ('free_ai', 'free_download', 'free_cutout'));
ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_balance_check;
ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_balance_check CHECK (balance IN ('ai_credits', 'credits', 'free_daily', 'partner', 'free_cutout'));

-- A tool's result records as action 'tool' (erase and watermark removal keep 'erase').
ALTER TABLE ai_images DROP CONSTRAINT ai_images_action_type_check;
ALTER TABLE ai_images ADD CONSTRAINT ai_images_action_type_check
  CHECK (action_type IN ('generate', 'magicedit', 'modify', 'variation', 'erase', 'inpainting', 'upload', 'tool'));
