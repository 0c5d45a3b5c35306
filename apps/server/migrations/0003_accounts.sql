-- Accounts (issue 4): password sign-in, e-mail magic links and codes, the mail outbox and the
-- counters behind the sign-in rate limits.
ALTER TABLE users ADD COLUMN password_hash text;

-- Every message the app sends (e-mail, and sandbox SMS). With SMTP configured a row records what
-- was sent; without it the row IS the delivery, read at /dev/mailbox outside production.
CREATE TABLE outbox (
  id          bigserial PRIMARY KEY,
  channel     text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'sms')),
  recipient   text NOT NULL,
  subject     text NOT NULL DEFAULT '',
  text_body   text NOT NULL,
  html_body   text NOT NULL DEFAULT '',
  language    text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh')),
  delivered   boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient, id);

-- A sign-in or reset request: the link's secret and the 6-digit code are stored only as hashes.
-- One row serves both the magic link and the code sent in the same message.
CREATE TABLE sign_in_challenges (
  id           bigserial PRIMARY KEY,
  purpose      text NOT NULL CHECK (purpose IN ('sign_in', 'password_reset')),
  recipient    text NOT NULL,
  secret_hash  text NOT NULL UNIQUE,
  code_hash    text NOT NULL,
  wrong_tries  integer NOT NULL DEFAULT 0,
  ip           text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX sign_in_challenges_recipient_idx ON sign_in_challenges (recipient, created_at);
CREATE INDEX sign_in_challenges_ip_idx ON sign_in_challenges (ip, created_at);

-- Failed password sign-ins and registrations, counted for the per-e-mail and per-IP limits.
CREATE TABLE auth_attempts (
  id          bigserial PRIMARY KEY,
  action      text NOT NULL,
  subject     text NOT NULL DEFAULT '',
  ip          text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_attempts_subject_idx ON auth_attempts (action, subject, created_at);
CREATE INDEX auth_attempts_ip_idx ON auth_attempts (action, ip, created_at);
