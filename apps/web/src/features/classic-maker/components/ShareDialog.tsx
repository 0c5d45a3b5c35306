import { useMutation, useQuery } from "@tanstack/react-query";
import { needsBoundMobile } from "@studio/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { Modal } from "../../../ui/Modal";
import { authApi } from "../../auth/api/auth-api";
import { BindMobileDialog } from "../../auth/components/BindMobileDialog";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { createShare } from "../api/share-api";

/**
 * The share poster dialog of a saved logo: the poster, the link to copy, and the likes so far of
 * the threshold. On the cn site an account without a bound mobile gets the bind-mobile dialog
 * first (checked here for comfort; the server answers MOBILE_NOT_BOUND too), and the share goes on
 * once the number is bound.
 */
export function ShareDialog({ faId, name, onClose }: { faId: number; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const share = useMutation({ mutationFn: () => createShare(faId) });
  const [copied, setCopied] = useState(false);
  const { mutate } = share;
  const { user, loading } = useCurrentUser();
  const options = useQuery({ queryKey: ["auth-options"], queryFn: authApi.options, staleTime: Infinity, retry: false });
  // Without the options (offline) the share is asked for, and the server decides.
  const site = options.data?.variant ?? (options.isError ? "en" : undefined);
  const [phase, setPhase] = useState<"checking" | "binding" | "sharing">("checking");

  // The browser's check (comfort: the server answers MOBILE_NOT_BOUND too) waits for the user and
  // the site's options, which load in parallel with the contracts the share's answer needs anyway.
  useEffect(() => {
    if (phase !== "checking" || loading || !site) return;
    if (user && needsBoundMobile(site, "share", { mobile: user.mobile, isAdmin: user.is_admin })) setPhase("binding");
    else {
      setPhase("sharing");
      mutate();
    }
  }, [phase, loading, site, user, mutate]);
  // The server's word wins: a number unbound since the page loaded still opens the dialog.
  const unbound = share.error instanceof ApiError && share.error.error === "MOBILE_NOT_BOUND";
  useEffect(() => {
    if (unbound) setPhase("binding");
  }, [unbound]);

  if (phase === "binding")
    return (
      <BindMobileDialog
        onClose={onClose}
        onBound={() => {
          setPhase("sharing");
          mutate();
        }}
      />
    );

  const link = share.data;
  const copy = () => {
    if (!link) return;
    void navigator.clipboard?.writeText(link.url).then(() => setCopied(true));
  };

  return (
    <Modal open onClose={onClose} title={t("classicMaker.share.title")} width={520}>
      {share.isError && !unbound ? (
        <p className="cm-error" role="alert">
          {t("classicMaker.share.failed")}
        </p>
      ) : null}
      {share.isPending || phase === "checking" ? <p className="cm-empty">{t("common.loading")}</p> : null}
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
