import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { SharedLogo } from "@studio/contracts";
import { fetchShared, likeShared } from "../api/share-api";
import { svgDataUrl } from "../svg-image";
import "../classic-maker.css";

/** The public page of a shared logo (/share/:token): anyone sees it and likes it once; likes unlock the owner's free Basic. */
export function SharedLogoPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? "";
  const queryClient = useQueryClient();
  const key = ["share", token];
  const shared = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchShared(token, signal), retry: false });
  const like = useMutation({
    mutationFn: () => likeShared(token),
    onSuccess: (result) =>
      queryClient.setQueryData<SharedLogo>(key, (old) => (old ? { ...old, likes: result.likes, unlocked: result.unlocked, liked: true } : old)),
  });

  if (shared.isPending) return <p className="cm-empty">{t("common.loading")}</p>;
  if (shared.isError)
    return (
      <p className="cm-error" role="alert">
        {t("classicMaker.share.notFound")}
      </p>
    );
  const logo = shared.data;
  return (
    <section className="cm-shared" data-testid="cm-shared">
      <h1>{logo.logo_name}</h1>
      <img className="cm-card-img" src={svgDataUrl(logo.svg)} alt={logo.logo_name} width={400} height={300} />
      <p>{t("classicMaker.share.progress", { likes: logo.likes, threshold: logo.threshold })}</p>
      {logo.mine ? (
        <p className="cm-empty">{t("classicMaker.share.own")}</p>
      ) : (
        <button type="button" className="button button-primary" disabled={logo.liked || like.isPending} aria-pressed={logo.liked} onClick={() => like.mutate()}>
          {logo.liked ? t("classicMaker.share.liked") : t("classicMaker.share.like")}
        </button>
      )}
      {like.isError ? (
        <p className="cm-error" role="alert">
          {t("classicMaker.share.failed")}
        </p>
      ) : null}
      {logo.unlocked ? <p>{t("classicMaker.share.unlocked")}</p> : null}
    </section>
  );
}
