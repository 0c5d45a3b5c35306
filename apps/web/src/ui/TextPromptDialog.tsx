import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "./Modal";

export type TextPromptDialogProps = {
  title: string;
  label: string;
  /** The text the field starts with (a rename starts from the current name). */
  initial?: string;
  submitLabel: string;
  maxLength?: number;
  /** Called with the trimmed, non-empty text; the dialog closes itself after. */
  onSubmit: (value: string) => void;
  onClose: () => void;
  testId?: string;
};

/**
 * One line of text asked in the site's own modal instead of `window.prompt`: the browser's prompt
 * cannot be styled or translated, blocks the page, and some in-app browsers never show it (so the
 * button would silently do nothing). Empty text cannot be submitted.
 */
export function TextPromptDialog({
  title,
  label,
  initial = "",
  submitLabel,
  maxLength = 200,
  onSubmit,
  onClose,
  testId = "text-prompt",
}: TextPromptDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const fieldId = useId();
  const text = value.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text) return;
    onSubmit(text);
    onClose();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      width={440}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" form={fieldId + "-form"} className="button button-primary" disabled={!text} data-testid={`${testId}-submit`}>
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={fieldId + "-form"} className="contact-form" onSubmit={submit} noValidate data-testid={testId}>
        <label className="contact-field" htmlFor={fieldId}>
          <span>{label}</span>
          <input
            id={fieldId}
            className="auth-input"
            value={value}
            maxLength={maxLength}
            autoComplete="off"
            data-autofocus
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
      </form>
    </Modal>
  );
}
