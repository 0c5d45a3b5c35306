import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Modal } from "../../../ui/Modal";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { designOf } from "../../logo-maker/icon-design/icon-design-api";
import { adminDesignStore } from "../admin-overlay-store";
import { variantUrl, type ImageRecord } from "../api/showcase-api";
import { shownPrompt } from "./ShowcaseCard";

/**
 * The showcase's preview in maker mode: the logo large (the 600 px variant) with its prompt. The
 * admin's own results open in the icon design modal (AI Edit spends the editor's credits on their
 * own records only, so others' logos would only fail there); every logo can start the logo maker
 * with its prompt filled in (/logo-maker?name=: the AI wizard, since a showcase prompt describes an AI
 * logo; /start and /generate are the classic maker's name entry since issue 17).
 */
export function MakerPreview({ record, onClose, onOpenMaker }: { record: ImageRecord | null; onClose: () => void; onOpenMaker: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const prompt = record ? shownPrompt(record) : "";
  const design =
    record && user && record.user_id === user.id
      ? designOf({ url: record.src, thumb: variantUrl(record.src, 400), width: record.width, height: record.height, groupId: record.groupId })
      : undefined;
  return (
    <Modal
      open={record !== null}
      onClose={onClose}
      title={t("showcase.previewTitle")}
      width={680}
      footer={
        <>
          {design ? (
            <button
              type="button"
              className="button button-secondary"
              data-testid="showcase-open-design"
              onClick={() => {
                onOpenMaker();
                adminDesignStore.set(design);
              }}
            >
              {t("showcase.openInDesign")}
            </button>
          ) : null}
          {prompt ? (
            <button
              type="button"
              className="button button-primary"
              data-testid="showcase-open-maker"
              onClick={() => {
                onOpenMaker();
                void navigate(`/logo-maker?name=${encodeURIComponent(prompt)}`);
              }}
            >
              {t("showcase.openInMaker")}
            </button>
          ) : null}
        </>
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
