import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { toast } from "../../../ui/toast-store";
import { useFeaturedAction, type FeaturedAction } from "../hooks/use-featured";

/** Spec 02 section 8: featured actions answer 'Successfully' or the server's own message. */
export function useFeaturedRunner() {
  const { t } = useTranslation();
  const action = useFeaturedAction();
  const run = (value: FeaturedAction, onDone?: () => void) =>
    action.mutate(value, {
      onSuccess: () => {
        toast.success(t("images.inspiration.admin.successfully"));
        onDone?.();
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t("images.tags.failed")),
    });
  return { run, pending: action.isPending };
}

/** The admin's tools over the inspiration list: feature an image by its id (optionally with the prompt shown), or cancel one by img_id. */
export function FeaturedAdminBar() {
  const { t } = useTranslation();
  const { run, pending } = useFeaturedRunner();
  const [imgId, setImgId] = useState("");
  const [prompt, setPrompt] = useState("");
  const id = Number(imgId);
  const valid = Number.isInteger(id) && id > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) run({ kind: "feature", imgId: id, prompt: prompt.trim() || undefined }, () => setPrompt(""));
  };
  return (
    <form className="featured-admin" aria-label={t("images.inspiration.admin.title")} onSubmit={submit} data-testid="featured-admin">
      <strong>{t("images.inspiration.admin.title")}</strong>
      <input
        className="lm-field"
        inputMode="numeric"
        value={imgId}
        placeholder={t("images.inspiration.admin.imgId")}
        aria-label={t("images.inspiration.admin.imgId")}
        onChange={(event) => setImgId(event.target.value.replace(/\D/g, ""))}
      />
      <input
        className="lm-field"
        value={prompt}
        maxLength={400}
        placeholder={t("images.inspiration.admin.prompt")}
        aria-label={t("images.inspiration.admin.prompt")}
        onChange={(event) => setPrompt(event.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={!valid || pending}>
        {t("images.inspiration.admin.feature")}
      </button>
      <button type="button" className="button" disabled={!valid || pending} onClick={() => run({ kind: "cancel", imgId: id })}>
        {t("images.inspiration.admin.cancelById")}
      </button>
    </form>
  );
}
