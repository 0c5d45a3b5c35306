import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDeleteFavourite, useFavourites } from "../hooks/use-favourites";
import { svgDataUrl } from "../svg-image";
import { ShareDialog } from "./ShareDialog";

/** Saved (or bought) logos, paged by scrolling: each opens its download page or is removed. */
export function SavedLogos({ type }: { type: "all" | "bought" }) {
  const { t } = useTranslation();
  const query = useFavourites(type, true);
  const remove = useDeleteFavourite();
  const sentinel = useRef<HTMLDivElement>(null);
  const [sharing, setSharing] = useState<{ faId: number; name: string } | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const logos = query.data?.pages.flatMap((page) => page.list) ?? [];

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, logos.length]);

  if (query.isPending) return <p className="cm-empty">{t("common.loading")}</p>;
  if (query.isError) return <p className="cm-error">{t("classicMaker.loadFailed")}</p>;
  if (logos.length === 0) return <p className="cm-empty">{type === "bought" ? t("classicMaker.boughtEmpty") : t("classicMaker.savedEmpty")}</p>;
  return (
    <>
      <ul className="cm-grid" data-testid="cm-saved-list">
        {logos.map((logo) => (
          <li key={logo.fa_id} className="cm-card" data-fa-id={logo.fa_id} data-token={logo.token} data-testid="cm-saved-logo">
            <img className="cm-card-img" src={svgDataUrl(logo.svg)} alt={logo.logo_name} width={400} height={300} />
            <div className="cm-card-actions">
              <span className="cm-card-name">{logo.logo_name}</span>
              {logo.is_bought ? <span className="cm-badge">{t("classicMaker.tabs.bought")}</span> : null}
              <Link className="button button-small button-primary" to={`/download?logo=${logo.fa_id}`}>
                {t("classicMaker.download")}
              </Link>
              <button type="button" className="button button-small" onClick={() => setSharing({ faId: logo.fa_id, name: logo.logo_name })}>
                {t("classicMaker.share.button")}
              </button>
              <button type="button" className="button button-small" disabled={remove.isPending} onClick={() => remove.mutate(logo.fa_id)}>
                {t("classicMaker.remove")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="cm-sentinel" aria-hidden="true" />
      {sharing ? <ShareDialog faId={sharing.faId} name={sharing.name} onClose={() => setSharing(null)} /> : null}
    </>
  );
}
