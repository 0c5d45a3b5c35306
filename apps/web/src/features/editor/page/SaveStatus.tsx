import { useTranslation } from "react-i18next";
import { openLoginPanel } from "../../session/login-panel-store";
import type { SaveStatus as Status } from "./use-autosave";

/** Saving / Saved / 'Save failed' (with a retry), or the sign-in prompt of a visitor's unsaved design. */
export function SaveStatus({ status, onRetry, signedIn = true, note }: { status: Status; onRetry?: () => void; signedIn?: boolean; note?: string | null }) {
  const { t } = useTranslation();
  if (!signedIn) {
    return (
      <span className="editor-save" data-testid="editor-save-status">
        <button type="button" className="button button-small" onClick={() => openLoginPanel()}>
          {t("editor.save.signIn")}
        </button>
      </span>
    );
  }
  const text =
    status === "saving"
      ? t("editor.save.saving")
      : status === "failed"
        ? t("editor.save.failed")
        : status === "pending"
          ? t("editor.save.unsaved")
          : t("editor.save.saved");
  return (
    <span className={`editor-save is-${status}`} data-testid="editor-save-status" data-status={status} role="status">
      {note ? <span className="editor-save-note">{note} </span> : null}
      {text}
      {status === "failed" && onRetry ? (
        <button type="button" className="button button-small" onClick={onRetry}>
          {t("editor.save.retry")}
        </button>
      ) : null}
    </span>
  );
}
