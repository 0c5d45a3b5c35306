-- Issue 18 (spec 02 sections 3 and 7): users keep their own tags per product type; user_id NULL is
-- a shared tag an admin made. Names are unique per owner (shared counts as one owner) and type.
ALTER TABLE ai_image_tags ADD COLUMN user_id bigint REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE ai_image_tags DROP CONSTRAINT ai_image_tags_product_type_name_key;
CREATE UNIQUE INDEX ai_image_tags_owner_name_idx ON ai_image_tags ((coalesce(user_id, 0)), product_type, name);
CREATE INDEX ai_image_tags_user_idx ON ai_image_tags (user_id, product_type);

-- Favourites of image records (not the classic maker's saved logos): one row per user and record.
CREATE TABLE ai_image_favourites (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  image_id   bigint NOT NULL REFERENCES ai_images (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, image_id)
);
CREATE INDEX ai_image_favourites_image_idx ON ai_image_favourites (image_id);

-- A record made from the user's own upload, so a tag can be bound to it: once per user and file.
ALTER TABLE ai_images DROP CONSTRAINT ai_images_action_type_check;
ALTER TABLE ai_images ADD CONSTRAINT ai_images_action_type_check
  CHECK (action_type IN ('generate', 'magicedit', 'modify', 'variation', 'erase', 'inpainting', 'upload'));
CREATE UNIQUE INDEX ai_images_upload_src_idx ON ai_images (user_id, src) WHERE action_type = 'upload' AND deleted_at IS NULL;
-- Deleting a record removes its files once no live record uses them: found by src and preview.
CREATE INDEX ai_images_src_idx ON ai_images (src) WHERE deleted_at IS NULL;
CREATE INDEX ai_images_preview_idx ON ai_images (preview) WHERE deleted_at IS NULL;
