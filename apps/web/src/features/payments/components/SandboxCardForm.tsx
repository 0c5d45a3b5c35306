import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { cardProblems, formatCardNumber, formatExpiry, type CardField, type CardFields } from "../card-input";
import type { CardDetails } from "../payment-flow";

const emptyCard: CardFields = { number: "", expiry: "", cvc: "", name: "" };

/**
 * The sandbox provider's card form: it looks and behaves like a processor's (grouped number, MM / YY,
 * CVC, name). Field checks stay inline in the card field (the spec does not surface card-form
 * validation elsewhere); the processor's answer (a decline, insufficient funds) comes back as
 * `error` and is shown above the button. `payLabel` carries the price when it is above 0.
 */
export function SandboxCardForm({
  payLabel,
  busy,
  error,
  onSubmit,
  disabled = false,
}: {
  payLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (card: CardDetails) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [fields, setFields] = useState<CardFields>(emptyCard);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const problems = cardProblems(fields, new Date());

  const set = (field: CardField, value: string) => setFields((current) => ({ ...current, [field]: value }));
  const blur = (field: CardField) => setTouched((current) => ({ ...current, [field]: true }));
  const shown = (field: CardField) => (touched[field] ? problems[field] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ number: true, expiry: true, cvc: true, name: true });
    if (Object.keys(problems).length > 0 || busy) return;
    onSubmit({ card: fields.number, expiry: fields.expiry, cvc: fields.cvc, name: fields.name });
  };

  const field = (
    name: CardField,
    label: string,
    input: { value: string; onChange: (value: string) => void; placeholder: string; autoComplete: string; inputMode?: "numeric" | "text"; maxLength?: number },
  ) => {
    const problem = shown(name);
    return (
      <div className={`card-field card-field-${name} ${problem ? "has-error" : ""}`}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          value={input.value}
          onChange={(event) => input.onChange(event.target.value)}
          onBlur={() => blur(name)}
          placeholder={input.placeholder}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          maxLength={input.maxLength}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${name}-error` : undefined}
          disabled={disabled || busy}
          data-testid={`card-${name}`}
        />
        {problem ? (
          <span id={`${id}-${name}-error`} className="card-field-error" data-testid={`card-${name}-error`}>
            {t(`checkout.card.${problem}`)}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form className="card-form" onSubmit={submit} noValidate data-testid="card-form">
      <p className="card-form-sandbox">{t("checkout.card.sandboxNote")}</p>
      {field("number", t("checkout.card.number"), {
        value: fields.number,
        onChange: (value) => set("number", formatCardNumber(value)),
        placeholder: "1234 1234 1234 1234",
        autoComplete: "cc-number",
        inputMode: "numeric",
        maxLength: 23,
      })}
      <div className="card-form-row">
        {field("expiry", t("checkout.card.expiry"), {
          value: fields.expiry,
          onChange: (value) => set("expiry", formatExpiry(value)),
          placeholder: t("checkout.card.expiryPlaceholder"),
          autoComplete: "cc-exp",
          inputMode: "numeric",
          maxLength: 7,
        })}
        {field("cvc", t("checkout.card.cvc"), {
          value: fields.cvc,
          onChange: (value) => set("cvc", value.replace(/\D/g, "").slice(0, 4)),
          placeholder: "CVC",
          autoComplete: "cc-csc",
          inputMode: "numeric",
          maxLength: 4,
        })}
      </div>
      {field("name", t("checkout.card.name"), {
        value: fields.name,
        onChange: (value) => set("name", value),
        placeholder: t("checkout.card.namePlaceholder"),
        autoComplete: "cc-name",
        maxLength: 100,
      })}
      {error ? (
        <p className="card-form-error" role="alert" data-testid="payment-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button-primary button-large card-pay" disabled={disabled || busy} aria-busy={busy} data-testid="pay-button">
        {busy ? <span className="spinner spinner-inline" aria-hidden="true" /> : null}
        {busy ? t("checkout.processing") : payLabel}
      </button>
    </form>
  );
}
