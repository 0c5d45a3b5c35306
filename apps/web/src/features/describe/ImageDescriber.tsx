import type { ImageDescription } from "@studio/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/client";
import { describeApi } from "./describe-api";
import "./describe.css";

export type ImageDescriberProps = {
  /** The image to describe (an uploaded sample, as a Blob). */
  image: () => Blob;
  /** Which product asks (the route's {type}; the spec's default icon-generator). */
  type?: string;
};

/**
 * 'Describe this image': shows what the image reads as, and says so when no vision model is
 * configured and the offline colour-and-shape analysis made the words (`source: local`).
 */
export function ImageDescriber({ image, type }: ImageDescriberProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<ImageDescription | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setAnswer(await describeApi.describe(image(), type));
    } catch (error) {
      // 401 already opened the login panel (api/client events); anything else is said here.
      if (!(error instanceof ApiError && error.status === 401)) setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="describe" data-testid="image-describer">
      <button type="button" className="button button-small" onClick={() => void run()} disabled={busy}>
        {busy ? t("describe.working") : t("describe.action")}
      </button>
      {answer && (
        <p className="describe-text" data-testid="image-description" data-source={answer.source}>
          {answer.data[0]?.text}
          {answer.source === "local" && (
            <small className="describe-offline" data-testid="description-offline">
              {" "}
              {t("describe.offline")}
            </small>
          )}
        </p>
      )}
      {failed && (
        <p className="lm-error" role="alert">
          {t("describe.failed")}
        </p>
      )}
    </div>
  );
}
