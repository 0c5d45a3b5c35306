-- AI image records (issue 7, spec 01 section 3, 02 sections 3 and 7): one row per image a user made
-- or saved. Rows made by a finished task keep its id; the variants of one generation share group_id.
-- Deleting is soft (deleted_at), so a deleted image can still be traced to the task that paid for it.
CREATE TABLE ai_images (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  task_id     text REFERENCES tasks (id) ON DELETE SET NULL,
  group_id    text NOT NULL,
  action_type text NOT NULL DEFAULT 'generate'
              CHECK (action_type IN ('generate', 'magicedit', 'modify', 'variation', 'erase', 'inpainting')),
  prompt      text NOT NULL DEFAULT '',
  model       text NOT NULL DEFAULT '',
  style       text NOT NULL DEFAULT '',
  scene       text NOT NULL DEFAULT '',
  src         text NOT NULL,
  preview     text NOT NULL DEFAULT '',
  width       integer NOT NULL DEFAULT 0,
  height      integer NOT NULL DEFAULT 0,
  aspect      text NOT NULL DEFAULT '1:1',
  type        text NOT NULL DEFAULT 'image',
  content     jsonb NOT NULL DEFAULT '{}',
  design      jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  deleted_at  timestamptz
);
CREATE INDEX ai_images_user_idx ON ai_images (user_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX ai_images_created_idx ON ai_images (created_at DESC, id DESC) WHERE deleted_at IS NULL;
-- A task's images are recorded once even if the success hook runs again.
CREATE UNIQUE INDEX ai_images_task_src_idx ON ai_images (task_id, src) WHERE task_id IS NOT NULL;

-- Tags are kept per product type (image, logo, icon); links bind them to records.
CREATE TABLE ai_image_tags (
  id           bigserial PRIMARY KEY,
  product_type text NOT NULL,
  name         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_type, name)
);

CREATE TABLE ai_image_tag_links (
  image_id   bigint NOT NULL REFERENCES ai_images (id) ON DELETE CASCADE,
  tag_id     bigint NOT NULL REFERENCES ai_image_tags (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (image_id, tag_id)
);
CREATE INDEX ai_image_tag_links_tag_idx ON ai_image_tag_links (tag_id, image_id);

-- Featured samples (spec 02 section 4): at most one per record; cancelling deletes the row.
CREATE TABLE ai_image_featured (
  img_id     bigint PRIMARY KEY REFERENCES ai_images (id) ON DELETE CASCADE,
  preview    text NOT NULL,
  prompt     text NOT NULL DEFAULT '',
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_image_featured_created_idx ON ai_image_featured (created_at DESC, img_id DESC);

-- Admin-managed samples (spec 01 section 7), independent of any user's records.
CREATE TABLE ai_image_samples (
  id         bigserial PRIMARY KEY,
  type       text NOT NULL DEFAULT 'image',
  scene      text NOT NULL DEFAULT '',
  style      text NOT NULL DEFAULT '',
  model      text NOT NULL DEFAULT '',
  prompt     text NOT NULL DEFAULT '',
  src        text NOT NULL,
  preview    text NOT NULL DEFAULT '',
  aspect     text NOT NULL DEFAULT '1:1',
  width      integer NOT NULL DEFAULT 0,
  height     integer NOT NULL DEFAULT 0,
  sort       integer NOT NULL DEFAULT 0,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_image_samples_order_idx ON ai_image_samples (sort DESC, id DESC);
