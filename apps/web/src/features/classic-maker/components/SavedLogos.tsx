import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fetchFavourite } from "../api/favourites-api";
import { noChoices } from "../classic-choices";
import { useDeleteFavourite, useFavourites } from "../hooks/use-favourites";
import { useSaveLogo } from "../hooks/use-save-logo";
import { svgDataUrl } from "../svg-image";
import { EditPanel } from "./EditPanel";
import { ShareDialog } from "./ShareDialog";

const keepList = () => undefined;

/**
 * Saved (or bought) logos, paged by scrolling: each opens its download page, is edited in the side
 * panel (a new drawing saved over the same fa_id; a bought logo shows the unlimited-modify tip) or
 * is removed.
 */
export function SavedLogos({ type }: { type: "all" | "bought" }) {
  const { t } = useTranslation();
  const query = useFavourites(type, true);
  const remove = useDeleteFavourite();
  const sentinel = useRef<HTMLDivElement>(null);
  const [sharing, setSharing] = useState<{ faId: number; name: string } | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  // The list carries a summary; the panel edits the whole saved logo.
  const editing = useQuery({
    queryKey: ["classic", "favourite", editingId],
    queryFn: ({ signal }) => fetchFavourite(editingId ?? 0, signal),
    enabled: editingId !== null,
  });
  // The saved list is fetched again after the save (use-save-logo), so it needs no update here.
  const { save } = useSaveLogo(keepList);
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
              <button type="button" className="button button-small" onClick={() => setEditingId(logo.fa_id)}>
                {t("classicMaker.edit")}
              </button>
              {/* The design editor (issue 21): the logo's own design as a work; its saves write back to this logo. */}
              <Link className="button button-small" to={`/design/new?logo=${logo.fa_id}`} data-testid="cm-open-in-editor">
                {t("classicMaker.openInEditor")}
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
      {editingId !== null && editing.data ? (
        <EditPanel
          logo={editing.data}
          brief={{ name: editing.data.logo_name, slogan: editing.data.slogan, industry: "" }}
          choices={noChoices}
          shown={[editing.data.token]}
          onClose={() => setEditingId(null)}
          onApply={(_from, next) => void save(next)}
        />
      ) : null}
      {sharing ? <ShareDialog faId={sharing.faId} name={sharing.name} onClose={() => setSharing(null)} /> : null}
    </>
  );
}
