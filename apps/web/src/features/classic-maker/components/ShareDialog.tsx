import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { createShare } from "../api/share-api";

/** The share poster dialog of a saved logo: the poster, the link to copy, and the likes so far of the threshold. */
export function ShareDialog({ faId, name, onClose }: { faId: number; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const share = useMutation({ mutationFn: () => createShare(faId) });
  const [copied, setCopied] = useState(false);
  const { mutate } = share;

  useEffect(() => mutate(), [mutate]);

  const link = share.data;
  const copy = () => {
    if (!link) return;
    void navigator.clipboard?.writeText(link.url).then(() => setCopied(true));
  };

  return (
    <Modal open onClose={onClose} title={t("classicMaker.share.title")} width={520}>
      {share.isError ? (
        <p className="cm-error" role="alert">
          {t("classicMaker.share.failed")}
        </p>
      ) : null}
      {share.isPending ? <p className="cm-empty">{t("common.loading")}</p> : null}
      {link ? (
        <div className="cm-share" data-testid="cm-share">
          <img className="cm-share-poster" src={link.poster_url} alt={t("classicMaker.share.poster", { name })} width={270} height={360} />
          <label className="cm-share-link">
            <span>{t("classicMaker.share.link")}</span>
            <input type="text" readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <button type="button" className="button button-small" onClick={copy}>
            {copied ? t("classicMaker.share.copied") : t("classicMaker.share.copy")}
          </button>
          <p>{t("classicMaker.share.progress", { likes: link.likes, threshold: link.threshold })}</p>
          <p className="cm-empty">{link.unlocked ? t("classicMaker.share.unlocked") : t("classicMaker.share.rule", { threshold: link.threshold })}</p>
        </div>
      ) : null}
    </Modal>
  );
}
