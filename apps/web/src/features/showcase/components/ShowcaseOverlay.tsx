import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import type { FeaturedEntry, ImageRecord } from "../api/showcase-api";
import { useAllLogos, useFeaturedSamples } from "../hooks/use-showcase";
import { MakerPreview } from "./MakerPreview";
import { ShowcaseCard } from "./ShowcaseCard";
import "../showcase.css";

type Tab = "all" | "featured";

/** A featured entry as a card's record: its sample (prompt = 'Image alt') is the entry itself. */
const featuredRecord = (entry: FeaturedEntry): ImageRecord => ({
  ...entry.image,
  sample: { img_id: entry.img_id, preview: entry.preview, prompt: entry.prompt, created_at: entry.created_at },
});

/** What the grid needs of either tab's paged query. */
type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
};

function LogoGrid({
  query,
  records,
  empty,
  onPreview,
}: {
  query: PagedQuery;
  records: ImageRecord[];
  empty: string;
  onPreview: (record: ImageRecord) => void;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <p className="showcase-status">{t("common.loading")}</p>;
  if (query.isError) {
    return (
      <p className="showcase-status" role="alert">
        {t("showcase.loadFailed")}{" "}
        <button type="button" className="button button-small" onClick={() => void query.refetch()}>
          {t("showcase.retry")}
        </button>
      </p>
    );
  }
  if (records.length === 0) return <p className="showcase-status">{empty}</p>;
  return (
    <>
      <ul className="showcase-grid">
        {records.map((record) => (
          <ShowcaseCard key={record.id} record={record} onPreview={() => onPreview(record)} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <button type="button" className="button button-secondary showcase-more" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t("showcase.loadMore")}
        </button>
      ) : null}
    </>
  );
}

/**
 * Showcase (admin, desktop; spec 02 section 2): tab 'All' (every user's logos with their owner's
 * widget) and 'Featured' (the featured samples, 50 per page). The tab resets to All on close.
 */
export function ShowcaseOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("all");
  const [preview, setPreview] = useState<ImageRecord | null>(null);
  const all = useAllLogos(open && tab === "all");
  const featured = useFeaturedSamples(open && tab === "featured");
  const close = () => {
    setTab("all");
    setPreview(null);
    onClose();
  };
  const tabs: Tab[] = ["all", "featured"];

  return (
    <Modal open={open} onClose={close} title={t("showcase.title")} width={1120}>
      <div className="showcase" data-testid="showcase">
        <div className="showcase-tabs" role="tablist" aria-label={t("showcase.tabsLabel")}>
          {tabs.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={`showcase-tab-${value}`}
              aria-selected={tab === value}
              aria-controls="showcase-panel"
              className={`showcase-tab${tab === value ? " is-active" : ""}`}
              onClick={() => setTab(value)}
            >
              {t(`showcase.tabs.${value}`)}
            </button>
          ))}
        </div>
        <div id="showcase-panel" role="tabpanel" aria-labelledby={`showcase-tab-${tab}`}>
          {tab === "all" ? (
            <LogoGrid query={all} records={all.data?.pages.flat() ?? []} empty={t("showcase.empty")} onPreview={setPreview} />
          ) : (
            <LogoGrid
              query={featured}
              records={featured.data?.pages.flat().map(featuredRecord) ?? []}
              empty={t("showcase.emptyFeatured")}
              onPreview={setPreview}
            />
          )}
        </div>
      </div>
      <MakerPreview record={preview} onClose={() => setPreview(null)} onOpenMaker={close} />
    </Modal>
  );
}
