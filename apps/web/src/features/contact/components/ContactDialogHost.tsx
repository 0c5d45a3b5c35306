import { productAreas, type ProductArea } from "@studio/domain";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openLoginPanel } from "../../session/login-panel-store";
import { closeContactDialog, useContactDialog, type ContactMode } from "../contact-store";
import { AffiliateWithdrawForm } from "../../affiliate/AffiliateWithdrawForm";
import { AffiliateForm } from "./AffiliateForm";
import { ApiRequestForm } from "./ApiRequestForm";
import { ContactForm } from "./ContactForm";
import "../contact.css";

const titles: Record<ContactMode, "contact.title" | "contact.withdrawTitle" | "contact.affiliate.title" | "contact.api.title"> = {
  "contact-us": "contact.title",
  withdraw: "contact.withdrawTitle",
  affiliate: "contact.affiliate.title",
  api: "contact.api.title",
};

/**
 * Spec 01 section 2's FAQ, each answer shown only while the area it speaks of works (purchases and
 * the download center come with payments, saving logos with the classic maker): an answer about a
 * page that does not exist would promise what is not there.
 */
const faq: { key: "contact.faqInvoice" | "contact.faqChanges" | "contact.faqOneTime" | "contact.faqSave"; area: ProductArea }[] = [
  { key: "contact.faqInvoice", area: "payments" },
  { key: "contact.faqChanges", area: "payments" },
  { key: "contact.faqOneTime", area: "payments" },
  { key: "contact.faqSave", area: "classicMaker" },
];

function Faq() {
  const { t } = useTranslation();
  const answers = faq.filter((entry) => productAreas[entry.area].ready);
  if (answers.length === 0) return null;
  return (
    <section className="contact-faq" aria-label={t("contact.faqTitle")} data-testid="contact-faq">
      <h3>{t("contact.faqTitle")}</h3>
      <ul>
        {answers.map((entry) => (
          <li key={entry.key}>{t(entry.key)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The contact and help dialog (spec 01 section 2), mounted once; opened through openContactDialog. Form width at most 540 px. */
export function ContactDialogHost() {
  const { t } = useTranslation();
  const state = useContactDialog();
  const { user, loading } = useCurrentUser();
  const needsUser = state.open && state.mode === "withdraw" && !loading && !user;

  useEffect(() => {
    // A withdraw request is the signed-in account's own: a visitor signs in first.
    if (!needsUser) return;
    closeContactDialog();
    openLoginPanel("sign-in");
  }, [needsUser]);

  if (!state.open || needsUser) return null;
  return (
    <Modal open onClose={closeContactDialog} title={t(titles[state.mode])} width={540}>
      <div className="contact-dialog" data-testid={`contact-dialog-${state.mode}`}>
        {state.mode === "contact-us" ? <Faq /> : null}
        {state.mode === "withdraw" && state.withdrawal ? <AffiliateWithdrawForm terms={state.withdrawal} /> : null}
        {state.mode === "contact-us" || (state.mode === "withdraw" && !state.withdrawal) ? (
          <ContactForm withdraw={state.mode === "withdraw"} coupon={state.coupon} />
        ) : null}
        {state.mode === "affiliate" ? <AffiliateForm /> : null}
        {state.mode === "api" ? <ApiRequestForm initialType={state.apiType} /> : null}
      </div>
    </Modal>
  );
}
