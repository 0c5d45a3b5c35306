import type { InputHTMLAttributes } from "react";

type Props = { id: string; label: string; value: string; onChange: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "onChange" | "value" | "id"
>;

/** A labelled one-line input of the contact forms. */
export function ContactField({ id, label, value, onChange, ...input }: Props) {
  return (
    <label className="contact-field" htmlFor={id}>
      <span>{label}</span>
      <input id={id} name={id.replace(/^contact-/, "")} className="auth-input" value={value} onChange={(event) => onChange(event.target.value)} {...input} />
    </label>
  );
}
