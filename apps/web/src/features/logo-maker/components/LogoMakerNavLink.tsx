import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import "../nav-link.css";

/** The header's way into the logo maker. */
export function LogoMakerNavLink() {
  const { t } = useTranslation();
  return (
    <NavLink to="/logo-maker" className="lm-nav-link">
      {t("logoMaker.navLink")}
    </NavLink>
  );
}
