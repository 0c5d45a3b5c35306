import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { likesStore, toggleLike } from "../local-likes";
import { svgDataUrl } from "../svg-image";

/** My Likes: the logos liked in this browser (spec 03 section 4's local likes list). */
export function LikedLogos() {
  const { t } = useTranslation();
  const likes = useSyncExternalStore(likesStore.subscribe, likesStore.getSnapshot);
  if (likes.length === 0) return <p className="cm-empty">{t("classicMaker.likesEmpty")}</p>;
  return (
    <ul className="cm-grid" data-testid="cm-liked-list">
      {likes.map((logo) => (
        <li key={logo.token} className="cm-card" data-token={logo.token}>
          <img className="cm-card-img" src={svgDataUrl(logo.svg)} alt={logo.name} width={400} height={300} />
          <div className="cm-card-actions">
            <span className="cm-card-name">{logo.name}</span>
            <button type="button" className="cm-heart cm-heart-on" aria-pressed="true" aria-label={t("classicMaker.unlike")} onClick={() => toggleLike(logo)}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M12 21s-7.5-4.6-10-9.3C.4 8.4 2.3 4.5 6 4.5c2.1 0 3.5 1.2 4.4 2.5h3.2c.9-1.3 2.3-2.5 4.4-2.5 3.7 0 5.6 3.9 4 7.2C19.5 16.4 12 21 12 21z" />
              </svg>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
