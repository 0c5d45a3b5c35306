import type { ImageElement } from "@studio/design";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ElementPanelProps } from "./panel-types";
import { trimToContent } from "./picture-colors";

/** 'Trim transparent edges': the crop becomes the picture's content box (alpha above 0), the content staying in place. */
export function TrimButton({ element, onChange, trim = trimToContent }: ElementPanelProps<ImageElement> & { trim?: typeof trimToContent }) {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "busy" | "none" | "failed">("idle");
  const run = () => {
    setState("busy");
    trim(element).then(
      (patch) => {
        if (patch) onChange(patch);
        setState(patch ? "idle" : "none");
      },
      () => setState("failed"),
    );
  };
  return (
    <div className="ep-field">
      <button type="button" className="button button-secondary ep-small" onClick={run} disabled={state === "busy"}>
        {t("editorPanels.image.trim")}
      </button>
      {state === "none" ? <span role="status">{t("editorPanels.image.trimNone")}</span> : null}
      {state === "failed" ? <span role="alert">{t("editorPanels.image.trimFailed")}</span> : null}
    </div>
  );
}
