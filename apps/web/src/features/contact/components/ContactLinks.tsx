import { productAreas } from "@studio/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openContactDialog, type ContactMode } from "../contact-store";
import "../contact-links.css";

/**
 * The footer's ways into the contact and help dialog. The withdraw request only for a signed-in
 * user, and only while the affiliate programme (its area) works: it leads to the affiliate page.
 */
export function ContactLinks() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const links: (readonly [ContactMode, "contact.links.help" | "contact.links.affiliate" | "contact.links.api" | "contact.links.withdraw"])[] = [
    ["contact-us", "contact.links.help"],
    ["affiliate", "contact.links.affiliate"],
    ["api", "contact.links.api"],
  ];
  // A withdrawal needs the partner's balance and fee rule: the link goes to the affiliate page, which opens the withdraw mode with them.
  const withdraw = user && productAreas.affiliate.ready;
  return (
    <nav className="contact-links" aria-label={t("contact.title")}>
      {links.map(([type, label]) => (
        <button key={type} type="button" className="contact-link" data-testid={`contact-link-${type}`} onClick={() => openContactDialog({ type })}>
          {t(label)}
        </button>
      ))}
      {/* The logo API's usage and docs for partners (issue 23). */}
      <Link className="contact-link" to="/logo-api" data-testid="logo-api-docs-link">
        {t("contact.links.apiDocs")}
      </Link>
      {withdraw ? (
        <Link className="contact-link" data-testid="contact-link-withdraw" to={productAreas.affiliate.path}>
          {t("contact.links.withdraw")}
        </Link>
      ) : null}
    </nav>
  );
}
