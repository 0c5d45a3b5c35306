-- Contact and help dialog (issue 15): every contact, withdraw, affiliate and logo-API request is kept
-- here before it is mailed to CONTACT_EMAIL, so a message is never lost when mail is not delivered
-- (production with MAIL_OUTBOX_ONLY=on, or SMTP failing); admins read them at /admin/contact-messages.
CREATE TABLE contact_messages (
  id                bigserial PRIMARY KEY,
  scene             text NOT NULL,
  withdraw_request  boolean NOT NULL DEFAULT false,
  name              text NOT NULL DEFAULT '',
  email             text NOT NULL DEFAULT '',
  subject           text NOT NULL DEFAULT '',
  fields            jsonb NOT NULL DEFAULT '{}'::jsonb,
  user_id           bigint REFERENCES users(id) ON DELETE SET NULL,
  ip                text NOT NULL DEFAULT '',
  delivered         boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC, id DESC);
CREATE INDEX contact_messages_ip_idx ON contact_messages (ip, created_at);
