import { useTranslation } from "react-i18next";
import { canAbort, canPause, canStart } from "./upload-status";
import { formatSpeed, type UploadFile } from "./upload-file";
import "./editor-uploads.css";

type Props = {
  files: UploadFile[];
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  onAbort: (id: string) => void;
  onDismiss: (id: string) => void;
};

const busy = (file: UploadFile) => file.status === "uploading" || file.status === "waitToSave" || file.status === "saving";

/** The editor's upload list: each file's status, percentage and speed, and what may be done with it now (the status machine says). */
export function UploadProgressList({ files, onPause, onResume, onAbort, onDismiss }: Props) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <section className="editor-uploads" aria-label={t("editorUploads.listTitle")} data-testid="editor-uploads">
      <h2 className="editor-uploads-title">{t("editorUploads.listTitle")}</h2>
      <ul>
        {files.map((file) => (
          <li key={file.id} className={`editor-upload editor-upload-${file.status}`} data-status={file.status}>
            <div className="editor-upload-line">
              <span className="editor-upload-name" title={file.name}>
                {file.name}
              </span>
              <span className="editor-upload-status">{t(`editorUploads.status.${file.status}`)}</span>
            </div>
            {busy(file) || file.status === "paused" ? (
              <div className="editor-upload-line">
                <progress
                  max={100}
                  value={file.percentage}
                  aria-label={t("editorUploads.progress", { name: file.name, percent: file.percentage })}
                  aria-valuetext={`${file.percentage}%`}
                />
                <span className="editor-upload-figures">
                  {file.percentage}%{file.status === "uploading" && file.speed > 0 ? ` · ${formatSpeed(file.speed)}` : ""}
                </span>
              </div>
            ) : null}
            {file.error ? (
              <p className="editor-upload-error" role="alert">
                {file.error}
              </p>
            ) : null}
            <div className="editor-upload-actions">
              {canPause(file.status) && file.size > 0 ? (
                <button type="button" className="link-button" onClick={() => onPause(file.id)}>
                  {t("editorUploads.pause")}
                </button>
              ) : null}
              {canStart(file.status) && file.status !== "wait" ? (
                <button type="button" className="link-button" onClick={() => onResume(file.id)}>
                  {file.status === "paused" ? t("editorUploads.resume") : t("editorUploads.retry")}
                </button>
              ) : null}
              {canAbort(file.status) ? (
                <button type="button" className="link-button" onClick={() => onAbort(file.id)}>
                  {t("editorUploads.cancel")}
                </button>
              ) : null}
              {!busy(file) ? (
                <button type="button" className="link-button" aria-label={`${t("editorUploads.dismiss")}: ${file.name}`} onClick={() => onDismiss(file.id)}>
                  ×
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
