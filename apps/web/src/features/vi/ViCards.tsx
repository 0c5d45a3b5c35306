import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLazyMessages } from "../../i18n/use-lazy-messages";
import { svgDataUrl } from "../classic-maker/svg-image";
import { viApi } from "./vi-api";

/**
 * The favourites panel's MOCKUP tab (spec 03 section 2): the user's VI cards from
 * GET /api/user/favourite?tab=vi, a page at a time while the server says there is more (an empty
 * page ends it too). Each opens its logo's VI page or is removed.
 */
export function ViCards() {
  const { t } = useTranslation();
  const ready = useLazyMessages();
  const queryClient = useQueryClient();
  const cards = useInfiniteQuery({
    queryKey: ["vi-cards"],
    queryFn: ({ pageParam, signal }) => viApi.list(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.list.length === 0 || !last.more ? undefined : last.page + 1),
  });
  const remove = useMutation({ mutationFn: (id: number) => viApi.remove(id), onSuccess: () => queryClient.invalidateQueries({ queryKey: ["vi-cards"] }) });

  if (!ready || cards.isPending) return <p className="cm-empty">{t("common.loading")}</p>;
  if (cards.isError) return <p className="cm-error">{t("classicMaker.loadFailed")}</p>;
  const list = cards.data.pages.flatMap((page) => page.list);
  if (list.length === 0) return <p className="cm-empty">{t("vi.cardsEmpty")}</p>;
  return (
    <>
      <ul className="cm-grid" data-testid="vi-cards">
        {list.map((card) => (
          <li key={card.id} className="cm-card" data-testid="vi-card">
            <img className="cm-card-img" src={svgDataUrl(card.svg)} alt={card.logo_name} width={400} height={300} />
            <div className="cm-card-actions">
              <span className="cm-card-name">{card.logo_name}</span>
              <span className="cm-badge">{t("vi.cardScenes", { count: card.scenes.length })}</span>
              <Link className="button button-small button-primary" to={`/vi/?logo=${card.fa_id}`}>
                {t("vi.cardOpen")}
              </Link>
              <button type="button" className="button button-small" disabled={remove.isPending} onClick={() => remove.mutate(card.id)}>
                {t("vi.cardRemove")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {cards.hasNextPage ? (
        <button type="button" className="button" disabled={cards.isFetchingNextPage} onClick={() => void cards.fetchNextPage()}>
          {t("vi.moreCards")}
        </button>
      ) : null}
    </>
  );
}
