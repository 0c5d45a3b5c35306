import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openLoginPanel } from "../../session/login-panel-store";
import { listTypeOf, shownTabs, tabOf } from "../favourite-tabs";
import { useShowCounts } from "../hooks/use-favourites";
import { LikedLogos } from "./LikedLogos";
import { ViCards } from "../../vi/ViCards";
import { SavedLogos } from "./SavedLogos";
import "../classic-maker.css";

// The business cards' and posters' lists load with their tabs: the works client and its schemas would
// more than double the page's first JavaScript (e2e bundle-budget).
const MyDesigns = lazy(async () => ({ default: (await import("../../works/components/MyDesigns")).MyDesigns }));

/**
 * /favourites?tab=: the favourites panel (spec 03 section 2) as a page of its own, so 'Go to your
 * saved logos' opens it in a new tab and a reload keeps the tab. A visitor gets the login panel.
 */
export function FavouritesPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, loading } = useCurrentUser();
  const tabs = shownTabs();
  const tab = tabOf(location.search, tabs);
  const counts = useShowCounts(user !== null);
  const type = listTypeOf(tab);

  useEffect(() => {
    if (!loading && !user) openLoginPanel("sign-in");
  }, [loading, user]);

  return (
    <div className="cm-page cm-favourites">
      <h1 className="cm-title">{t("classicMaker.savedTitle")}</h1>
      <nav className="cm-tabs" role="tablist" aria-label={t("classicMaker.savedTitle")}>
        {tabs.map((id) => (
          <Link key={id} role="tab" className="cm-tab" aria-selected={id === tab} to={id === "invoices" ? "/invoices" : `/favourites?tab=${id}`} data-tab={id}>
            {t(`classicMaker.tabs.${id}`)}
            {id === "saved" && counts.data ? <span className="cm-count"> ({counts.data.saved})</span> : null}
            {id === "bought" && counts.data ? <span className="cm-count"> ({counts.data.bought})</span> : null}
          </Link>
        ))}
      </nav>
      <div role="tabpanel" className="cm-tabpanel">
        {tab === "likes" ? (
          <LikedLogos />
        ) : !user ? (
          <p className="cm-empty">{loading ? t("common.loading") : t("classicMaker.notLoggedIn")}</p>
        ) : type ? (
          <SavedLogos key={type} type={type} />
        ) : tab === "bizcard" || tab === "design" ? (
          // The user's business cards and posters: works of the editor, opened in it.
          <Suspense fallback={<p className="cm-empty">{t("common.loading")}</p>}>
            <MyDesigns key={tab} initialType={tab} title={t(`classicMaker.tabs.${tab}`)} onOpen={(work) => navigate(`/design/w/${work.id}`)} />
          </Suspense>
        ) : tab === "mockup" ? (
          <ViCards />
        ) : tab === "sign" ? (
          <Link className="button button-primary" to="/signature" data-testid="cm-signature-maker">
            {t("classicMaker.signatureMaker")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
