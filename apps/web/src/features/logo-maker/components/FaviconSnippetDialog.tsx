import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { toast } from "../../../ui/toast-store";
import { useCopy } from "../../palette/hooks/use-copy";

/**
 * After the favicon package downloads: the <link> tags to paste into a page head (the same text
 * is favicon.html in the zip), with a Copy button.
 */
export function FaviconSnippetDialog({ html, onClose }: { html: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();
  const text = html ?? "";
  return (
    <Modal
      open={html !== null}
      onClose={onClose}
      title={t("downloads.snippetTitle")}
      width={640}
      footer={
        <button
          type="button"
          className="button button-primary"
          data-autofocus
          data-testid="favicon-snippet-copy"
          onClick={() => copy(text).catch(() => toast.error(t("downloads.failed")))}
        >
          {copied === text && text ? t("downloads.copied") : t("downloads.copy")}
        </button>
      }
    >
      <p>{t("downloads.snippetLead")}</p>
      <pre className="dl-snippet" data-testid="favicon-snippet">
        <code>{text}</code>
      </pre>
    </Modal>
  );
}
