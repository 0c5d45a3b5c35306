import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Modal } from "../../../ui/Modal";
import { variantUrl, type ImageRecord } from "../api/showcase-api";
import { shownPrompt } from "./ShowcaseCard";

/**
 * The showcase's preview in maker mode: the logo large (the 600 px variant) with its prompt, and a
 * way into the logo maker with that prompt filled in (/start?name=, the wizard's entry link).
 */
export function MakerPreview({ record, onClose, onOpenMaker }: { record: ImageRecord | null; onClose: () => void; onOpenMaker: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prompt = record ? shownPrompt(record) : "";
  return (
    <Modal
      open={record !== null}
      onClose={onClose}
      title={t("showcase.previewTitle")}
      width={680}
      footer={
        prompt ? (
          <button
            type="button"
            className="button button-primary"
            data-testid="showcase-open-maker"
            onClick={() => {
              onOpenMaker();
              void navigate(`/start?name=${encodeURIComponent(prompt)}`);
            }}
          >
            {t("showcase.openInMaker")}
          </button>
        ) : null
      }
    >
      {record ? (
        <figure className="showcase-preview" data-testid="showcase-preview">
          <img src={variantUrl(record.src, 600)} alt={prompt} width={600} height={600} />
          <figcaption>{prompt || t("showcase.noPrompt")}</figcaption>
        </figure>
      ) : null}
    </Modal>
  );
}
