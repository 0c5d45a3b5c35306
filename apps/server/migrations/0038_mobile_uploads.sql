-- Mobile upload by QR code (issue 21, spec 03 sections 2, 5 and 9): the editor shows a QR code of a
-- short-lived link for one design; the phone that opens it may send images (20M or smaller each)
-- without signing in, the link's token being the grant. Only the token's SHA-256 is kept, so a
-- copy of this table opens no link. The files land in the link owner's uploads and the editor
-- polls for them.
CREATE TABLE mobile_upload_links (
  id          text PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The design the files go to: a work id or the editor's /design/{path} key.
  design      text NOT NULL,
  token_hash  text NOT NULL UNIQUE,
  -- Files taken so far (each reserves the next seq with one conditional UPDATE, below the link's limit).
  received    integer NOT NULL DEFAULT 0 CHECK (received >= 0),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX mobile_upload_links_user ON mobile_upload_links (user_id, expires_at);

CREATE TABLE mobile_upload_files (
  link_id     text NOT NULL REFERENCES mobile_upload_links (id) ON DELETE CASCADE,
  seq         integer NOT NULL CHECK (seq > 0),
  src         text NOT NULL,
  name        text NOT NULL,
  width       integer NOT NULL,
  height      integer NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (link_id, seq)
);
