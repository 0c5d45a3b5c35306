-- The name-suggestion chat's daily answers per user (issue 23; spec 03 section 8's 'Sorry, I'm tired
-- from chatting too much today. Please come back tomorrow'), counted in the daily allowances table.
ALTER TABLE quota_usage DROP CONSTRAINT quota_usage_quota_check;
ALTER TABLE quota_usage ADD CONSTRAINT quota_usage_quota_check CHECK (quota IN ('free_ai', 'free_download', 'free_cutout', 'name_chat'));
