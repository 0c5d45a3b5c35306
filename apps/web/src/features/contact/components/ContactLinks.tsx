import { productAreas } from "@studio/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openContactDialog, type ContactMode } from "../contact-store";
import "../contact-links.css";

/**
 * The footer's ways into the contact and help dialog. The withdraw request only for a signed-in
 * user, and only once the affiliate programme pays rewards that can be withdrawn (its area).
 */
export function ContactLinks() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const links: (readonly [ContactMode, "contact.links.help" | "contact.links.affiliate" | "contact.links.api" | "contact.links.withdraw"])[] = [
    ["contact-us", "contact.links.help"],
    ["affiliate", "contact.links.affiliate"],
    ["api", "contact.links.api"],
    ...(user && productAreas.affiliate.ready ? ([["withdraw", "contact.links.withdraw"]] as const) : []),
  ];
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
    </nav>
  );
}
