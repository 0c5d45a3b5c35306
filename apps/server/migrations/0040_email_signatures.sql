-- E-mail signatures (spec 03 sections 2, 4, 7; issue 22): the record `{id, html}` of
-- GET /api/email/model. The HTML is the server's render of `fields` (@studio/domain signatureHtml);
-- `logo` is the saved logo it shows (kept when that logo is deleted: the stored PNG stays valid) and
-- `logo_key` the PNG of it in the file store, served under /oss/ for mail clients.
CREATE TABLE email_signatures (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  fields      jsonb NOT NULL,
  html        text NOT NULL,
  logo_id     bigint REFERENCES saved_logos(id) ON DELETE SET NULL,
  logo_key    text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_signatures_user_idx ON email_signatures (user_id, updated_at DESC, id DESC);
