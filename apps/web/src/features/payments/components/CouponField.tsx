import { couponCodeProblem } from "@studio/domain";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { paymentErrorText } from "../payment-flow";
import type { CouponCodeObj } from "../payment-state";
import { paymentsApi } from "../payments-api";

const problemText = {
  required: "errors.COUPON_REQUIRED",
  length: "errors.COUPON_LENGTH",
  invalid: "errors.COUPON_INVALID",
  taken: "errors.COUPON_TAKEN",
} as const;

/**
 * The coupon entry: the spec's rules (4 to 20 characters, no spaces) are checked as typed, then
 * the server says whether the code exists and what it takes off. The order is priced again on the
 * server with the code, so this only shows the discount.
 */
export function CouponField({
  coupon,
  onChange,
  disabled,
}: {
  coupon: CouponCodeObj | null;
  onChange: (coupon: CouponCodeObj | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState(coupon?.code ?? "");
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    const problem = couponCodeProblem(code);
    if (problem) {
      setError(t(problemText[problem]));
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const found = await paymentsApi.coupon(code);
      onChange({ code: found.code, percentOff: found.percentOff, returnCustomersOnly: found.returnCustomersOnly });
    } catch (cause) {
      onChange(null);
      setError(paymentErrorText(cause, t));
    } finally {
      setChecking(false);
    }
  };

  if (coupon) {
    return (
      <p className="coupon-applied" data-testid="coupon-applied">
        {t("checkout.couponApplied", { code: coupon.code, percent: coupon.percentOff })}{" "}
        <button type="button" className="link-button" onClick={() => onChange(null)} disabled={disabled}>
          {t("checkout.couponRemove")}
        </button>
      </p>
    );
  }
  return (
    <div className="coupon-field">
      <label htmlFor={id}>{t("checkout.coupon")}</label>
      <div className="coupon-row">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void apply();
            }
          }}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          disabled={disabled || checking}
          data-testid="coupon-input"
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void apply()}
          disabled={disabled || checking}
          aria-busy={checking}
          data-testid="coupon-apply"
        >
          {t("checkout.couponApply")}
        </button>
      </div>
      {error ? (
        <p className="coupon-error" role="alert" data-testid="coupon-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
