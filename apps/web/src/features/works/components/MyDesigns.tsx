import type { WorkListType, WorkSummary } from "@studio/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import { useMyDesigns } from "../hooks/use-my-designs";
import "./my-designs.css";

export type MyDesignsProps = {
  /** Opens a work (the editor loads it by id). */
  onOpen(work: WorkSummary): void;
  /** The work open in the editor, marked in the list. */
  currentId?: number;
  /** The tab open first (the /bizcard page opens on its business cards), and the heading then. */
  initialType?: WorkListType;
  title?: string;
};

/**
 * The 'My designs' side bar of spec 03 section 2: tabs all, logo, bizcard, design, signature, VI and
 * invoice (only kinds the user has, house rule: no tab with nothing behind it), the works paged as
 * the user scrolls or asks for more, each opened, copied or deleted.
 */
export function MyDesigns(props: MyDesignsProps) {
  const ready = useLazyMessages();
  const { t } = useTranslation();
  if (!ready) return <p className="my-designs-empty">{t("common.loading")}</p>;
  return <MyDesignsList {...props} />;
}

function MyDesignsList({ onOpen, currentId, initialType, title }: MyDesignsProps) {
  const { t } = useTranslation();
  const { state, tabs, loadMore, setType, duplicate, remove } = useMyDesigns(initialType ? { initialType } : {});
  const sentinel = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const { hasMore, loading, items, type, loaded } = state;

  // Scrolling to the end asks for the next page; the pager drops asks within 2 s of the last.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || loading || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loading, loadMore, items.length]);

  return (
    <section className="my-designs" aria-labelledby="my-designs-title" data-testid="my-designs">
      <h2 id="my-designs-title" className="my-designs-title">
        {title ?? t("works.title")}
      </h2>
      <div role="tablist" aria-label={t("works.tabsLabel")} className="my-designs-tabs">
        {tabs.map((tab) => (
          <button key={tab} type="button" role="tab" aria-selected={tab === type} className="my-designs-tab" onClick={() => setType(tab)}>
            {t(`works.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-busy={loading}>
        {loaded && items.length === 0 ? <p className="my-designs-empty">{t("works.empty")}</p> : null}
        <ul className="my-designs-list">
          {items.map((work) => (
            <li key={work.id} className="my-designs-card" data-work-id={work.id} aria-current={work.id === currentId ? "true" : undefined}>
              <button type="button" className="my-designs-open" onClick={() => onOpen(work)} aria-label={t("works.openNamed", { name: work.name })}>
                {work.thumbnail ? (
                  <img src={work.thumbnail} alt="" width={160} height={Math.max(1, Math.round((160 * work.height) / work.width))} loading="lazy" />
                ) : (
                  <span className="my-designs-nopreview">{t("works.noPreview")}</span>
                )}
                <span className="my-designs-name">{work.name}</span>
              </button>
              <div className="my-designs-actions">
                {confirming === work.id ? (
                  <>
                    <span>{t("works.confirmRemove")}</span>
                    <button
                      type="button"
                      className="button button-small"
                      onClick={() => {
                        setConfirming(null);
                        void remove(work.id);
                      }}
                    >
                      {t("works.remove")}
                    </button>
                    <button type="button" className="button button-small" onClick={() => setConfirming(null)}>
                      {t("works.cancel")}
                    </button>
                  </>
                ) : (
                  <>
                    <button type="button" className="button button-small" onClick={() => void duplicate(work.id)}>
                      {t("works.duplicate")}
                    </button>
                    <button type="button" className="button button-small" onClick={() => setConfirming(work.id)}>
                      {t("works.remove")}
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
        {loading ? <p className="my-designs-empty">{t("common.loading")}</p> : null}
        {hasMore && !loading ? (
          <button type="button" className="button button-small my-designs-more" onClick={loadMore}>
            {t("works.loadMore")}
          </button>
        ) : null}
        <div ref={sentinel} aria-hidden="true" className="my-designs-sentinel" />
      </div>
    </section>
  );
}
