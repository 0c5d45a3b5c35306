import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { toast } from "../../../ui/toast-store";
import { describeApi } from "../../describe/describe-api";
import type { ReferenceImage } from "../reference-limits";

/**
 * 'Describe' under a reference image (spec 01 section 4: POST /api/{type}/ideogram/describe, type
 * icon-generator, answer data.data[0].text): fills the prompt, marked when the offline describer answered.
 */
export function DescribeButton({ image, onText }: { image: ReferenceImage; onText(text: string): void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [offline, setOffline] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const blob = image.blob ?? (await (await fetch(image.src)).blob());
      const answer = await describeApi.describe(blob, "icon-generator");
      const text = answer.data[0]?.text ?? "";
      if (text) onText(text);
      setOffline(answer.source === "local");
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) toast.error(t("describe.failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="gen-describe">
      <button type="button" className="button button-small" onClick={() => void run()} disabled={busy} data-testid="describe-reference">
        {busy ? t("generator.describing") : t("generator.describe")}
      </button>
      {offline ? (
        <small className="gen-describe-offline" title={t("describe.offline")} data-testid="described-offline">
          {t("generator.describedOffline")}
        </small>
      ) : null}
    </span>
  );
}
