import { couponCodeProblem } from "@studio/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../ui/Modal";
import { authErrorText } from "../auth/auth-error";
import { affiliateApi } from "./affiliate-api";

const problemKeys = {
  required: "errors.COUPON_REQUIRED",
  length: "errors.COUPON_LENGTH",
  invalid: "errors.COUPON_INVALID",
  taken: "errors.COUPON_TAKEN",
} as const;

/**
 * The affiliate coupon dialog (spec 03 section 2): the partner picks their own code, checked with the
 * coupon rules in the spec's order; the server answers a taken code with 'Code already exist, please
 * choose a different one!'.
 */
export function AffiliateCodeDialog({ percentOff, onClose }: { percentOff: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = couponCodeProblem(code);
    if (problem) return setError(t(problemKeys[problem]));
    setBusy(true);
    try {
      await affiliateApi.chooseCode(code);
      await queryClient.invalidateQueries({ queryKey: ["affiliate"] });
      onClose();
    } catch (failure) {
      setError(authErrorText(failure, i18n.language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={t("affiliate.code.title")} width={480}>
      <form className="contact-form" onSubmit={(event) => void submit(event)} noValidate data-testid="affiliate-code-dialog">
        <p>{t("affiliate.code.lead", { percent: percentOff })}</p>
        <label className="contact-field" htmlFor="affiliate-code">
          <span>{t("affiliate.code.label")}</span>
          <input
            id="affiliate-code"
            className="auth-input"
            value={code}
            maxLength={40}
            autoComplete="off"
            data-autofocus
            onChange={(event) => {
              setCode(event.target.value);
              setError("");
            }}
          />
        </label>
        {error ? (
          <p role="alert" className="affiliate-error" data-testid="affiliate-code-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button-primary auth-wide" disabled={busy} data-testid="affiliate-code-save">
          {t("affiliate.code.save")}
        </button>
      </form>
    </Modal>
  );
}
