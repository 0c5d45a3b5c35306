import { useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";

export const CODE_LENGTH = 6;

/** Keeps digits only and cuts to the code length (spec: paste is trimmed and cut). */
export function cleanCode(value: string): string {
  return value.replace(/\D/g, "").slice(0, CODE_LENGTH);
}

/** Six boxes, one digit each; typing moves on, Backspace moves back, a paste fills them all. */
export function CodeInput({ value, onChange, disabled }: { value: string; onChange: (code: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  const setDigit = (index: number, typed: string) => {
    const digit = cleanCode(typed).slice(-1);
    const chars = value.padEnd(CODE_LENGTH, " ").split("");
    chars[index] = digit || " ";
    onChange(chars.join("").replace(/\s+$/, "").replace(/ /g, ""));
    if (digit) focus(index + 1);
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !value[index]) focus(index - 1);
    if (event.key === "ArrowLeft") focus(index - 1);
    if (event.key === "ArrowRight") focus(index + 1);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const code = cleanCode(event.clipboardData.getData("text").trim());
    onChange(code);
    focus(code.length);
  };

  return (
    <div className="code-input" data-testid="code-input">
      {Array.from({ length: CODE_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="code-box"
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          aria-label={t("auth.codeDigit", { n: index + 1 })}
          maxLength={1}
          value={value[index] ?? ""}
          disabled={disabled}
          onChange={(event) => setDigit(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          {...(index === 0 ? { "data-autofocus": true } : {})}
        />
      ))}
    </div>
  );
}
