import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openLoginPanel } from "../../session/login-panel-store";
import { Modal } from "../../../ui/Modal";
import { toast } from "../../../ui/toast-store";
import type { CreationFilters as Filters, ImageRecord } from "../api/images-api";
import { groupVariants, useCreations } from "../hooks/use-creations";
import { useDeleteWork } from "../hooks/use-works";
import { BindUploadButton } from "./BindUploadButton";
import { CreationCard } from "./CreationCard";
import { CreationFilters } from "./CreationFilters";
import { TagEditor } from "./TagEditor";
import "../images.css";

/**
 * The signed-in user's generated and saved images, newest first, 20 at a time: the image generator's
 * Creations tab (/edit). Filters by keywords, scene, tag and favourites; variants of one generation
 * (one groupId) side by side. `onUseAsReference` hands a record to the playground as a reference image.
 */
export function CreationsPanel({ onUseAsReference }: { onUseAsReference(record: ImageRecord): void }) {
  const { t, i18n } = useTranslation();
  const { user, loading } = useCurrentUser();
  const [filters, setFilters] = useState<Filters>({});
  const works = useCreations(filters, user !== null);
  const remove = useDeleteWork();
  const [confirming, setConfirming] = useState<ImageRecord | null>(null);
  const [tagging, setTagging] = useState<number | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language === "zh" ? "zh-CN" : "en", { dateStyle: "medium" });

  if (loading) return <section className="creations" aria-busy="true" />;
  if (!user) {
    return (
      <section className="creations">
        <h2>{t("images.title")}</h2>
        <p>{t("images.signInToSee")}</p>
        <button type="button" className="button button-primary" onClick={() => openLoginPanel("sign-in")}>
          {t("images.signIn")}
        </button>
      </section>
    );
  }

  const records = works.data?.pages.flat() ?? [];
  const filtered = Object.values(filters).some((value) => value !== undefined);
  // The record from the list, so the editor shows its tags as they change.
  const tagged = records.find((record) => record.id === tagging) ?? null;
  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => toast.success(t("images.deleted")),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <section className="creations" data-testid="creations">
      <h2>{t("images.title")}</h2>
      <p>{t("images.lead")}</p>
      <div className="creations-toolbar">
        <CreationFilters value={filters} onChange={setFilters} />
        {filtered ? (
          <button type="button" className="button button-small" onClick={() => setFilters({})}>
            {t("images.filters.clear")}
          </button>
        ) : null}
        {filters.tag !== undefined ? <BindUploadButton tagId={filters.tag} /> : null}
      </div>
      {works.isError ? (
        <p role="alert">
          {t("images.loadFailed")}{" "}
          <button type="button" className="button" onClick={() => void works.refetch()}>
            {t("images.retry")}
          </button>
        </p>
      ) : null}
      {works.isSuccess && records.length === 0 ? <p data-testid="creations-empty">{filtered ? t("images.filters.noMatch") : t("images.empty")}</p> : null}
      {works.isPending && !works.isError ? <p aria-busy="true">{t("common.loading")}</p> : null}
      {records.length > 0 ? (
        <ul className="creations-groups">
          {groupVariants(records).map((group) => (
            <li key={`${group[0]?.groupId}-${group[0]?.id}`} className={`creation-group${group.length > 1 ? " is-variants" : ""}`}>
              {group.length > 1 ? <p className="creation-group-label">{t("images.group", { count: group.length })}</p> : null}
              <ul className="creations-grid">
                {group.map((record) => (
                  <CreationCard
                    key={record.id}
                    record={record}
                    format={(date) => dateFormat.format(date)}
                    onDelete={() => setConfirming(record)}
                    onEditTags={() => setTagging(record.id)}
                    onUseAsReference={() => onUseAsReference(record)}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {works.hasNextPage ? (
        <button type="button" className="button creations-more" disabled={works.isFetchingNextPage} onClick={() => void works.fetchNextPage()}>
          {works.isFetchingNextPage ? t("common.loading") : t("images.loadMore")}
        </button>
      ) : null}
      {tagged ? <TagEditor record={tagged} onClose={() => setTagging(null)} /> : null}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t("images.deleteTitle")}
        footer={
          <>
            <button type="button" className="button" onClick={() => setConfirming(null)}>
              {t("common.cancel")}
            </button>
            <button type="button" className="button button-primary" disabled={remove.isPending} onClick={confirmDelete} data-testid="creation-delete-confirm">
              {t("images.delete")}
            </button>
          </>
        }
      >
        <p>{t("images.deleteBody")}</p>
      </Modal>
    </section>
  );
}
