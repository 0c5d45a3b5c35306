import { modelFamily, modelShortTitle } from "@studio/contracts/plain";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "./image-info.css";

/** What the popover shows: plain fields, so both the playground's tasks and the saved creations can feed it. */
export type ImageInfo = {
  /** The model's name (its prefix picks the icon's family). */
  model: string;
  /** How the model is named to the user. */
  modelTitle: string;
  prompt: string;
  /** ISO time. */
  createdAt: string;
  url: string;
};

/**
 * Spec 01 section 2, image info popover: the model's icon by its name's prefix, the creation time,
 * the prompt with Copy ('Copied' for 1 s), Escape closes, and 'design' starts a new generation
 * with this image as the reference. Lives in ui/ because the playground's results and the creation
 * cards both show it (and images/ must not import image-generator/).
 */
export function ImageInfoPopover({ info, onDesign, className }: { info: ImageInfo; onDesign(): void; className?: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const family = modelFamily(info.model);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    void navigator.clipboard?.writeText(info.prompt).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const created = new Intl.DateTimeFormat(i18n.language === "zh" ? "zh-CN" : "en", { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(info.createdAt),
  );

  return (
    <div className={className ? `gen-info ${className}` : "gen-info"} ref={box}>
      <button type="button" className="gen-info-toggle" aria-expanded={open} aria-controls={id} aria-label={t("generator.info")} onClick={() => setOpen(!open)}>
        i
      </button>
      {open ? (
        <div className="gen-info-panel" id={id} role="dialog" aria-label={t("generator.info")} data-testid="image-info">
          <p className="gen-info-model">
            <span className={`model-icon model-icon-${family}`} data-family={family} aria-hidden="true">
              {(info.model ? modelShortTitle(info.model) : info.modelTitle).replace(/[^A-Za-z0-9]/g, "").slice(0, 2) || "AI"}
            </span>
            {t("imageInfo.model")}: {info.modelTitle}
          </p>
          <p>
            {t("imageInfo.createdAt")}: <time dateTime={info.createdAt}>{created}</time>
          </p>
          <p className="gen-info-prompt">
            {t("imageInfo.prompt")}: {info.prompt || t("images.noPrompt")}
          </p>
          <div className="gen-info-actions">
            <button type="button" className="button button-small" onClick={copy} disabled={!info.prompt} data-testid="copy-prompt">
              {copied ? t("generator.copied") : t("generator.copyPrompt")}
            </button>
            <button
              type="button"
              className="button button-small button-primary"
              onClick={() => {
                setOpen(false);
                onDesign();
              }}
              data-testid="design-from-image"
            >
              {t("generator.design")}
            </button>
            <a className="button button-small" href={info.url} target="_blank" rel="noreferrer">
              {t("generator.download")}
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}
