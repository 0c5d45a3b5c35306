import { productAreas } from "@studio/domain";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openLoginPanel } from "../../session/login-panel-store";
import { ClassicBriefForm } from "./ClassicBriefForm";
import "../classic-maker.css";

/** The saved logos' page: a new tab, so the page the user is on stays where it was. */
export const savedLogosPath = "/favourites?tab=saved";

/**
 * The home page's entry to the classic maker (spec 03 section 2): the brief, and 'Go to your saved
 * logos' (a new tab; a visitor gets the login panel instead).
 */
export function ClassicHomeSection() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (!productAreas.classicMaker.ready) return null;
  return (
    <section id="classic-maker" className="section cm-home" aria-labelledby="cm-home-title">
      <h2 id="cm-home-title" className="section-title">
        {t("classicMaker.homeTitle")}
      </h2>
      <p className="section-lead">{t("classicMaker.homeLead")}</p>
      <ClassicBriefForm idPrefix="home-cm" />
      <button
        type="button"
        className="button button-secondary"
        data-testid="go-saved-logos"
        onClick={() => {
          if (user) window.open(savedLogosPath, "_blank", "noopener");
          else openLoginPanel("sign-in");
        }}
      >
        {t("classicMaker.goSaved")}
      </button>
    </section>
  );
}
