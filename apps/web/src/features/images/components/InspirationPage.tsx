import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { useFeaturedImages } from "../hooks/use-featured";
import { FeaturedAdminBar } from "./FeaturedAdminBar";
import { FeaturedCard } from "./FeaturedCard";
import "../images.css";

/**
 * /design/inspiration (the generator's 'More Style' opens it in a new tab): the image generator's
 * featured samples with 'Use this prompt'. The showcase of every user's logos stays admin-only
 * elsewhere; here admins also get the featured-sample tools.
 */
export function InspirationPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const featured = useFeaturedImages();
  const admin = user?.is_admin === true;
  const entries = featured.data?.pages.flat() ?? [];
  return (
    <section className="inspiration" data-testid="inspiration">
      <h1>{t("images.inspiration.title")}</h1>
      <p>{t("images.inspiration.lead")}</p>
      {admin ? <FeaturedAdminBar /> : null}
      {featured.isError ? (
        <p role="alert">
          {t("images.inspiration.loadFailed")}{" "}
          <button type="button" className="button" onClick={() => void featured.refetch()}>
            {t("images.retry")}
          </button>
        </p>
      ) : null}
      {featured.isPending ? <p aria-busy="true">{t("common.loading")}</p> : null}
      {featured.isSuccess && entries.length === 0 ? <p>{t("images.inspiration.empty")}</p> : null}
      <ul className="featured-grid">
        {entries.map((entry) => (
          <FeaturedCard key={entry.img_id} entry={entry} admin={admin} />
        ))}
      </ul>
      {featured.hasNextPage ? (
        <button type="button" className="button creations-more" disabled={featured.isFetchingNextPage} onClick={() => void featured.fetchNextPage()}>
          {featured.isFetchingNextPage ? t("common.loading") : t("images.inspiration.more")}
        </button>
      ) : null}
    </section>
  );
}
