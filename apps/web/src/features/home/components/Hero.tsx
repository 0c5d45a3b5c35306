import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-text">
        <p className="eyebrow">{t("home.eyebrow")}</p>
        <h1 id="hero-title" className="hero-title">
          {t("home.title")}
        </h1>
        <p className="hero-lead">{t("home.lead")}</p>
        <div className="hero-actions">
          <Link className="button button-primary button-large" to="/logo-maker">
            {t("logoMaker.homeCta")}
          </Link>
          <a className="button button-secondary button-large" href="#features">
            {t("home.ctaFeatures")}
          </a>
          <a className="button button-secondary button-large" href="#palette">
            {t("home.ctaPalette")}
          </a>
        </div>
      </div>
      <div className="hero-art" aria-hidden="true">
        <div className="hero-card hero-card-logo">
          <svg viewBox="0 0 120 120">
            <defs>
              <linearGradient id="hero-gradient" x1="0" y1="0" x2="1" y2="1">
                <stop offset="0" stopColor="#6366f1" />
                <stop offset="1" stopColor="#ec4899" />
              </linearGradient>
            </defs>
            <rect x="10" y="10" width="100" height="100" rx="28" fill="url(#hero-gradient)" />
            <path d="M40 82 L60 36 L80 82 M48 66 H72" stroke="#fff" strokeWidth="9" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <div className="hero-card hero-card-palette">
          <span className="swatch-dot swatch-a" />
          <span className="swatch-dot swatch-b" />
          <span className="swatch-dot swatch-c" />
          <span className="swatch-dot swatch-d" />
        </div>
        <div className="hero-card hero-card-progress">
          <span className="hero-progress-bar" />
          <span className="hero-progress-text">72%</span>
        </div>
      </div>
    </section>
  );
}
