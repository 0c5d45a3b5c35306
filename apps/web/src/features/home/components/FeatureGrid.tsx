import { productAreas, type ProductArea } from "@studio/domain";
import type { MessageKey } from "@studio/i18n";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FeatureIcon, type FeatureIconName } from "./FeatureIcon";

type Feature = { area: ProductArea; icon: FeatureIconName; title: MessageKey; body: MessageKey };

/** Every card the home page can show; each appears only while its area's page works. */
const features: Feature[] = [
  { area: "logoMaker", icon: "logo", title: "home.featureLogoTitle", body: "home.featureLogoBody" },
  { area: "classicMaker", icon: "classic", title: "classicMaker.homeTitle", body: "classicMaker.homeLead" },
  { area: "imageGenerator", icon: "image", title: "home.featureImageTitle", body: "home.featureImageBody" },
  { area: "imageTools", icon: "edit", title: "home.featureEditTitle", body: "home.featureEditBody" },
  { area: "designEditor", icon: "assets", title: "home.featureEditorTitle", body: "home.featureEditorBody" },
  { area: "brandAssets", icon: "assets", title: "home.featureAssetsTitle", body: "home.featureAssetsBody" },
  { area: "photoTools", icon: "photo", title: "home.featurePhotoTitle", body: "home.featurePhotoBody" },
];

/** The cards of areas that work in this build (issue 15: the home page never promises what is not there). */
export function workingFeatures(ready: (area: ProductArea) => boolean = (area) => productAreas[area].ready): Feature[] {
  return features.filter((feature) => ready(feature.area));
}

export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <section id="features" className="section" aria-labelledby="features-title">
      <h2 id="features-title" className="section-title">
        {t("home.featuresTitle")}
      </h2>
      <p className="section-lead">{t("home.featuresLead")}</p>
      <ul className="feature-grid">
        {workingFeatures().map((feature) => (
          <li key={feature.area} className="feature-card" data-area={feature.area}>
            <Link className="feature-link" to={productAreas[feature.area].path}>
              <span className="feature-icon-wrap">
                <FeatureIcon name={feature.icon} />
              </span>
              <h3 className="feature-title">{t(feature.title)}</h3>
              <p className="feature-body">{t(feature.body)}</p>
            </Link>
          </li>
        ))}
        <li key="own" className="feature-card" data-area="own">
          {/* Self-hosting is a fact of this build, not a page: its card opens the API reference. */}
          <a className="feature-link" href="/api/docs/ui">
            <span className="feature-icon-wrap">
              <FeatureIcon name="server" />
            </span>
            <h3 className="feature-title">{t("home.featureOwnTitle")}</h3>
            <p className="feature-body">{t("home.featureOwnBody")}</p>
          </a>
        </li>
      </ul>
    </section>
  );
}
