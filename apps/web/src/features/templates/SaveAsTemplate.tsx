import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/client";
import { toast } from "../../ui/toast-store";
import { useCurrentUser } from "../auth/hooks/use-current-user";
import { createTemplate } from "./templates-api";

/**
 * "Save as template" (issue 21): admins only, from a saved work (the server copies the work as it
 * was last saved). The name is required here and on the server ('Template name is required.').
 */
export function SaveAsTemplate({ workId, defaultName }: { workId: number | undefined; defaultName: string }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(defaultName);
  const [pro, setPro] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!user?.is_admin) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (workId === undefined) {
      setProblem(t("templates.saveNeedsWork"));
      return;
    }
    if (!name.trim()) {
      setProblem(t("templates.nameRequired"));
      return;
    }
    setBusy(true);
    setProblem(null);
    createTemplate({ work_id: workId, name: name.trim(), pro }).then(
      () => {
        setBusy(false);
        setOpen(false);
        toast.success(t("templates.saved"));
      },
      (error: unknown) => {
        setBusy(false);
        setProblem(error instanceof ApiError && error.message ? error.message : t("templates.startFailed"));
      },
    );
  };

  if (!open) {
    return (
      <button type="button" className="button button-small" onClick={() => setOpen(true)} data-testid="save-as-template">
        {t("templates.saveAs")}
      </button>
    );
  }
  return (
    <form className="editor-templates-save" onSubmit={submit} aria-label={t("templates.saveAsTitle")} data-testid="save-as-template-form">
      <label>
        <span>{t("templates.name")}</span>
        <input value={name} onChange={(event) => setName(event.target.value)} maxLength={80} required aria-required="true" data-testid="template-name" />
      </label>
      <label className="editor-templates-check">
        <input type="checkbox" checked={pro} onChange={(event) => setPro(event.target.checked)} />
        <span>{t("templates.proOnly")}</span>
      </label>
      {problem ? <p role="alert">{problem}</p> : null}
      <div className="editor-templates-actions">
        <button type="button" className="button button-small" onClick={() => setOpen(false)} disabled={busy}>
          {t("templates.cancel")}
        </button>
        <button type="submit" className="button button-primary button-small" disabled={busy} data-testid="template-save">
          {busy ? t("templates.saving") : t("templates.save")}
        </button>
      </div>
    </form>
  );
}
