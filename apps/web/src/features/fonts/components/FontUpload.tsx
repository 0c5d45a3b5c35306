import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FONT_FILE_ACCEPT, type UserFont } from "@studio/contracts";
import { ApiError } from "../../../api/client";
import { fontQueryKeys, fontsApi } from "../api/fonts-api";
import { uploadUserFont } from "../api/font-upload";

type Phase =
  { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "saving" } | { kind: "done"; name: string } | { kind: "error"; message: string };

/** 'Upload a font' for a signed-in user: the file goes to the tmp path with progress, then is saved to the user's fonts and chosen. */
export function FontUpload({ onUploaded }: { onUploaded(font: UserFont): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const busy = phase.kind === "uploading" || phase.kind === "saving";

  const messageOf = (error: unknown): string => {
    if (error instanceof ApiError && (error.error === "FONT_UNREADABLE" || error.error === "FONT_TOO_LARGE" || error.error === "FONT_LIMIT"))
      return t(`errors.${error.error}`);
    return t("fonts.upload.failed");
  };

  const send = async (file: File) => {
    setPhase({ kind: "uploading", percent: 0 });
    try {
      const uploaded = await uploadUserFont(file, { onProgress: (fraction) => setPhase({ kind: "uploading", percent: Math.round(fraction * 100) }) });
      setPhase({ kind: "saving" });
      const saved = await fontsApi.saveUserFont(uploaded.id);
      await queryClient.invalidateQueries({ queryKey: fontQueryKeys.mine });
      setPhase({ kind: "done", name: saved.name });
      onUploaded(saved);
    } catch (error) {
      setPhase({ kind: "error", message: messageOf(error) });
    }
  };

  return (
    <div className="font-upload">
      <button type="button" className="font-upload-button" disabled={busy} onClick={() => input.current?.click()}>
        {t("fonts.upload.button")}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={FONT_FILE_ACCEPT}
        data-testid="font-upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void send(file);
        }}
      />
      <p className="font-upload-hint">{t("fonts.upload.hint")}</p>
      {phase.kind === "uploading" ? (
        <progress className="font-upload-progress" max={100} value={phase.percent} aria-label={t("fonts.upload.progress", { percent: phase.percent })} />
      ) : null}
      <p role="status" className="font-upload-status">
        {phase.kind === "uploading" ? t("fonts.upload.progress", { percent: phase.percent }) : null}
        {phase.kind === "saving" ? t("fonts.upload.saving") : null}
        {phase.kind === "done" ? t("fonts.upload.done", { name: phase.name }) : null}
      </p>
      {phase.kind === "error" ? (
        <p role="alert" className="font-upload-error">
          {phase.message}
        </p>
      ) : null}
    </div>
  );
}
