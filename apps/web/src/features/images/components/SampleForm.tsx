import type { ImageRecordType } from "@studio/contracts";
import { uploadRefusal } from "@studio/domain";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { toast } from "../../../ui/toast-store";
import { imagesApi, type ImageSample, type SampleFields } from "../api/images-api";

const types: ImageRecordType[] = ["image", "logo", "icon"];
const blank: SampleFields = { type: "image", scene: "", style: "", model: "", prompt: "", src: "", preview: "", aspect: "1:1", width: 0, height: 0, sort: 0 };

/** The picture's pixel size, to refuse one over 4096x4096 before sending 25 MB (the server checks again). */
async function pixelSize(file: File): Promise<{ width: number; height: number } | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

/**
 * Create or edit an admin sample (spec 01 section 7): the image is uploaded first (25 MB and
 * 16,777,216 px, enforced by the upload route), its path, size and aspect fill the fields.
 */
export function SampleForm({ sample, busy, onSave }: { sample?: ImageSample; busy: boolean; onSave: (fields: SampleFields) => void }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<SampleFields>(sample ? { ...sample, type: types.find((type) => type === sample.type) ?? "image" } : blank);
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof SampleFields>(key: K, value: SampleFields[K]) => setFields((current) => ({ ...current, [key]: value }));

  const pick = async (file: File | undefined) => {
    if (!file || uploading) return;
    const size = await pixelSize(file);
    const refusal = uploadRefusal({ bytes: file.size, ...size });
    if (refusal) {
      toast.error(t(`errors.${refusal}`));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await imagesApi.upload(file, file.name || "sample.png");
      setFields((current) => ({
        ...current,
        src: uploaded.src,
        preview: uploaded.src,
        width: uploaded.width,
        height: uploaded.height,
        aspect: uploaded.aspect,
      }));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t("images.tags.failed"));
    } finally {
      setUploading(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fields.src) onSave(fields);
  };
  const text = (key: "scene" | "style" | "model" | "aspect", max: number) => (
    <label>
      {t(`images.samples.${key}`)}
      <input className="lm-field" value={fields[key]} maxLength={max} onChange={(e) => set(key, e.target.value)} data-testid={`sample-${key}`} />
    </label>
  );

  return (
    <form className="sample-form" onSubmit={submit} data-testid="sample-form">
      <label>
        {t("images.samples.image")}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={uploading}
          onChange={(e) => void pick(e.target.files?.[0])}
          data-testid="sample-file"
        />
      </label>
      {fields.src ? <img className="sample-form-preview" src={fields.preview || fields.src} alt="" width={96} height={96} /> : null}
      <label>
        {t("images.samples.type")}
        <select className="lm-field" value={fields.type} onChange={(e) => set("type", types.find((type) => type === e.target.value) ?? "image")}>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      {text("scene", 80)}
      {text("style", 80)}
      {text("model", 60)}
      {text("aspect", 20)}
      <label>
        {t("images.samples.sort")}
        <input
          className="lm-field"
          type="number"
          min={-100000}
          max={100000}
          value={fields.sort}
          onChange={(e) => set("sort", Math.trunc(Number(e.target.value)) || 0)}
        />
      </label>
      <label className="sample-form-prompt">
        {t("images.samples.prompt")}
        <textarea className="lm-field" value={fields.prompt} maxLength={4000} onChange={(e) => set("prompt", e.target.value)} data-testid="sample-prompt" />
      </label>
      <button type="submit" className="button button-primary" disabled={busy || uploading || !fields.src} data-testid="sample-save">
        {sample ? t("images.samples.update") : t("images.samples.create")}
      </button>
    </form>
  );
}
