import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListImage } from "../../../ui/ListImage";
import { toast } from "../../../ui/toast-store";
import { ossVariantUrl } from "../../../lib/oss-url";
import { imagesApi, type FeaturedEntry } from "../api/images-api";
import { generatorLink } from "../generator-link";
import { useFeaturedRunner } from "./FeaturedAdminBar";

/** One featured sample: its preview and prompt, 'Use this prompt'; for admins, edit its prompt or preview and cancel it. */
export function FeaturedCard({ entry, admin }: { entry: FeaturedEntry; admin: boolean }) {
  const { t } = useTranslation();
  const prompt = entry.prompt || entry.image.prompt;
  const style = entry.image.style && entry.image.style !== "auto" ? entry.image.style : undefined;
  return (
    <li className="featured-card" data-testid="featured-card" data-id={entry.img_id}>
      <ListImage
        src={ossVariantUrl(entry.preview || entry.image.preview, 400)}
        alt={prompt}
        width={entry.image.width || 400}
        height={entry.image.height || 400}
      />
      <p className="featured-prompt" data-testid="featured-prompt">
        {prompt}
      </p>
      <Link className="button button-primary" to={generatorLink({ prompt, aspect: entry.image.aspect, style })} data-testid="featured-use-prompt">
        {t("images.inspiration.usePrompt")}
      </Link>
      {admin ? <FeaturedCardAdmin imgId={entry.img_id} prompt={prompt} /> : null}
    </li>
  );
}

function FeaturedCardAdmin({ imgId, prompt }: { imgId: number; prompt: string }) {
  const { t } = useTranslation();
  const { run, pending } = useFeaturedRunner();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(prompt);
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const uploadPreview = async (picked: File | undefined) => {
    if (!picked || uploading) return;
    setUploading(true);
    toast.info(t("images.tags.waitPlease"));
    try {
      const uploaded = await imagesApi.upload(picked, picked.name || "preview.png");
      run({ kind: "update", imgId, preview: uploaded.src });
    } catch {
      toast.error(t("images.tags.failed"));
    } finally {
      setUploading(false);
    }
  };
  if (editing) {
    return (
      <div className="featured-admin-card">
        <textarea
          className="lm-field"
          value={text}
          maxLength={400}
          aria-label={t("images.inspiration.admin.editPrompt")}
          onChange={(e) => setText(e.target.value)}
        />
        <button
          type="button"
          className="button button-primary"
          disabled={pending || !text.trim()}
          onClick={() => run({ kind: "update", imgId, prompt: text.trim() }, () => setEditing(false))}
        >
          {t("images.inspiration.admin.save")}
        </button>
        <button type="button" className="button" onClick={() => setEditing(false)}>
          {t("images.inspiration.admin.cancel")}
        </button>
      </div>
    );
  }
  return (
    <div className="featured-admin-card">
      <button type="button" className="button button-small" onClick={() => setEditing(true)} data-testid="featured-edit-prompt">
        {t("images.inspiration.admin.editPrompt")}
      </button>
      <button type="button" className="button button-small" disabled={uploading} onClick={() => file.current?.click()}>
        {t("images.inspiration.admin.newPreview")}
      </button>
      <input ref={file} type="file" hidden accept="image/png,image/jpeg,image/webp,image/gif" onChange={(e) => void uploadPreview(e.target.files?.[0])} />
      <button type="button" className="button button-small" disabled={pending} onClick={() => run({ kind: "cancel", imgId })} data-testid="featured-cancel">
        {t("images.inspiration.admin.cancelById")}
      </button>
    </div>
  );
}
