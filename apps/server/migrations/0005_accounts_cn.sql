-- Accounts, Chinese variant (issue 4): messaging-app QR sign-in and mobile + SMS code.
ALTER TABLE users ADD COLUMN wechat_openid text UNIQUE;

-- A QR sign-in: the browser shows the QR of `uuid` and polls; a scan confirms it for a user; the
-- polling browser consumes it once and gets a session. Valid 900 s (spec).
CREATE TABLE qr_sign_ins (
  uuid          text PRIMARY KEY,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  user_id       bigint REFERENCES users (id) ON DELETE CASCADE,
  confirmed_at  timestamptz,
  consumed_at   timestamptz
);
CREATE INDEX qr_sign_ins_created_idx ON qr_sign_ins (created_at);

ALTER TABLE sign_in_challenges DROP CONSTRAINT sign_in_challenges_purpose_check;
ALTER TABLE sign_in_challenges ADD CONSTRAINT sign_in_challenges_purpose_check CHECK (purpose IN ('sign_in', 'password_reset', 'sms_sign_in'));
