import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ImageDescriber } from "../../describe/ImageDescriber";
import { dataUrlToBlob, type UploadMessage } from "../sample-uploads";
import { NameChatButton } from "../../name-chat/NameChatButton";
import { SampleUpload } from "./SampleUpload";

const exampleKeys = ["travel", "fitness", "coffee"] as const;
const typeMs = 70;
const holdMs = 1600;

/** The placeholder types one example after another (spec 02 section 2), unless motion is reduced. */
function useTypedExample(active: boolean): string {
  const { t } = useTranslation();
  const [state, setState] = useState({ example: 0, length: 0 });
  useEffect(() => {
    if (!active) return;
    const text = t(`logoMaker.examples.${exampleKeys[state.example % exampleKeys.length] ?? "coffee"}`);
    const done = state.length >= text.length;
    const timer = setTimeout(
      () => setState((s) => (done ? { example: (s.example + 1) % exampleKeys.length, length: 0 } : { ...s, length: s.length + 1 })),
      done ? holdMs : typeMs,
    );
    return () => clearTimeout(timer);
  }, [active, state, t]);
  const text = t(`logoMaker.examples.${exampleKeys[state.example % exampleKeys.length] ?? "coffee"}`);
  return text.slice(0, active ? state.length : text.length);
}

function reducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export type StartStepProps = {
  prompt: string;
  emptyName: boolean;
  onPrompt: (value: string) => void;
  onSubmit: () => void;
  /** The user's own sample designs picked for this logo (data URLs). */
  uploads: string[];
  /** An i18n key: why a chosen file was not taken, or 'No more than 3 images'. */
  problem: UploadMessage | null;
  onFiles: (files: File[]) => void;
  onRemove: (url: string) => void;
};

/** Step 1: the prompt box with the animated examples and 'Make Logos'. */
export function StartStep({ prompt, emptyName, onPrompt, onSubmit, uploads, problem, onFiles, onRemove }: StartStepProps) {
  const { t } = useTranslation();
  const [animate] = useState(() => !reducedMotion());
  const example = useTypedExample(animate && prompt === "");
  // What the latest sample reads as (the describe call), so the user can word the prompt after it.
  const latestUpload = uploads.at(-1);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="lm-start" aria-labelledby="lm-title">
      <h1 id="lm-title" className="lm-title">
        {t("logoMaker.title")}
      </h1>
      <p className="lm-lead">{t("logoMaker.lead")}</p>
      <form className="lm-prompt-form" onSubmit={submit} noValidate>
        <label className="visually-hidden" htmlFor="lm-prompt">
          {t("logoMaker.promptLabel")}
        </label>
        <span className="lm-prompt-prefix" aria-hidden="true">
          {t("logoMaker.promptPrefix")}
        </span>
        <input
          id="lm-prompt"
          className="lm-prompt-input"
          value={prompt}
          maxLength={400}
          autoComplete="off"
          placeholder={example}
          aria-invalid={emptyName}
          aria-describedby={emptyName ? "lm-prompt-error" : undefined}
          onChange={(event) => onPrompt(event.target.value)}
        />
        <button type="submit" className="button button-primary button-large lm-make">
          {t("logoMaker.makeLogos")}
        </button>
      </form>
      <NameChatButton />
      {emptyName && (
        <p id="lm-prompt-error" className="lm-error" role="alert">
          {t("logoMaker.emptyName")}
        </p>
      )}
      <div className="lm-uploads">
        <SampleUpload className="button button-secondary button-small" onFiles={onFiles} testId="sample-upload">
          {t("logoMaker.uploadSample")}
        </SampleUpload>
        {uploads.map((url, i) => (
          <button key={url} type="button" className="lm-pick" onClick={() => onRemove(url)} aria-label={t("logoMaker.removePick")}>
            <img src={url} alt={t("logoMaker.uploadedAlt", { n: i + 1 })} />
          </button>
        ))}
        <span className="lm-upload-hint">{t("logoMaker.uploadHint")}</span>
      </div>
      {latestUpload && <ImageDescriber key={latestUpload} image={() => dataUrlToBlob(latestUpload)} type="ai-logo" />}
      {problem && (
        <p className="lm-error" role="alert">
          {t(problem)}
        </p>
      )}
    </section>
  );
}
