import { formatMinor } from "@studio/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../ui/toast-store";
import { authErrorText } from "../auth/auth-error";
import { useCurrentUser } from "../auth/hooks/use-current-user";
import { ContactField } from "../contact/components/ContactField";
import { closeContactDialog, type WithdrawalTerms } from "../contact/contact-store";
import { messageRows } from "../contact/contact-rules";
import { affiliateApi } from "./affiliate-api";

/** Minor units from what the partner typed ('12.50' -> 1250), or null. */
export function parseAmount(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** The fee of a withdrawal of `amount` (spec 03 section 9: under 200 yuan costs 10 yuan). */
export function feeOf(terms: Pick<WithdrawalTerms, "fee" | "feeBelow">, amount: number): number {
  return amount < terms.feeBelow ? terms.fee : 0;
}

/**
 * The contact dialog's withdraw mode for a partner (spec 01 section 3: form only, name and e-mail from
 * the account and disabled): the amount, its fee, what arrives, about 3 working days. One request key
 * per opening, so a retried send cannot make a second withdrawal.
 */
export function AffiliateWithdrawForm({ terms }: { terms: WithdrawalTerms }) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [amountText, setAmountText] = useState((terms.available / 100).toFixed(2));
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const requestKey = useRef(crypto.randomUUID());
  const amount = parseAmount(amountText);
  const fee = amount === null ? terms.fee : feeOf(terms, amount);
  const money = (minor: number) => `${formatMinor(minor, terms.currency)} ${terms.currency}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (amount === null || amount <= 0) return toast.error(t("affiliate.withdraw.amountInvalid"));
    if (amount > terms.available) return toast.error(t("errors.AFFILIATE_BALANCE"));
    if (amount <= fee) return toast.error(t("errors.AFFILIATE_WITHDRAW_TOO_SMALL"));
    setBusy(true);
    try {
      await affiliateApi.withdraw({ amount, message, requestKey: requestKey.current });
      toast.success(t("affiliate.withdraw.sent", { days: terms.workingDays }));
      await queryClient.invalidateQueries({ queryKey: ["affiliate"] });
      closeContactDialog();
    } catch (error) {
      toast.error(authErrorText(error, i18n.language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="contact-form" onSubmit={(event) => void submit(event)} noValidate data-testid="affiliate-withdraw-form">
      <ContactField id="contact-name" label={t("contact.name")} value={user?.name ?? ""} onChange={() => undefined} disabled />
      <ContactField id="contact-email" label={t("contact.email")} type="email" value={user?.email ?? ""} onChange={() => undefined} disabled />
      <ContactField
        id="affiliate-amount"
        label={t("affiliate.withdraw.amount", { currency: terms.currency })}
        value={amountText}
        onChange={setAmountText}
        inputMode="decimal"
        data-autofocus
      />
      <p className="affiliate-fee" data-testid="affiliate-withdraw-fee">
        {t("affiliate.withdraw.available", { amount: money(terms.available) })}
        <br />
        {t("affiliate.withdraw.feeRule", { fee: money(terms.fee), below: money(terms.feeBelow) })}
        <br />
        {amount !== null && amount > fee ? t("affiliate.withdraw.youGet", { fee: money(fee), net: money(amount - fee) }) : null}
        <br />
        {t("affiliate.withdraw.days", { days: terms.workingDays })}
      </p>
      <label className="contact-field" htmlFor="affiliate-message">
        <span>{t("affiliate.withdraw.message")}</span>
        <textarea
          id="affiliate-message"
          className="auth-input contact-message"
          rows={messageRows(message)}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      <button type="submit" className="button button-primary auth-wide" disabled={busy} data-testid="affiliate-withdraw-send">
        {busy ? t("contact.sending") : t("affiliate.withdraw.send")}
      </button>
    </form>
  );
}
