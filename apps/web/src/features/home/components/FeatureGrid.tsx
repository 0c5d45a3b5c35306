import type { MessageKey } from "@studio/i18n";
import { useTranslation } from "react-i18next";
import { FeatureIcon, type FeatureIconName } from "./FeatureIcon";

type Feature = { icon: FeatureIconName; title: MessageKey; body: MessageKey };

const features: Feature[] = [
  { icon: "logo", title: "home.featureLogoTitle", body: "home.featureLogoBody" },
  { icon: "image", title: "home.featureImageTitle", body: "home.featureImageBody" },
  { icon: "edit", title: "home.featureEditTitle", body: "home.featureEditBody" },
  { icon: "assets", title: "home.featureAssetsTitle", body: "home.featureAssetsBody" },
  { icon: "photo", title: "home.featurePhotoTitle", body: "home.featurePhotoBody" },
  { icon: "server", title: "home.featureOwnTitle", body: "home.featureOwnBody" },
];

export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <section id="features" className="section" aria-labelledby="features-title">
      <h2 id="features-title" className="section-title">
        {t("home.featuresTitle")}
      </h2>
      <p className="section-lead">{t("home.featuresLead")}</p>
      <ul className="feature-grid">
        {features.map((feature) => (
          <li key={feature.icon} className="feature-card">
            <span className="feature-icon-wrap">
              <FeatureIcon name={feature.icon} />
            </span>
            <h3 className="feature-title">{t(feature.title)}</h3>
            <p className="feature-body">{t(feature.body)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
