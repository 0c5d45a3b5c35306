import { ICON_MAX_COUNT, ICON_MIN_COUNT } from "@studio/contracts/plain";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../ui/Modal";
import { toast } from "../../ui/toast-store";
import { useLazyMessages } from "../../i18n/use-lazy-messages";
import { useCreditCheck } from "../credits/credit-check";
import { CreditCost } from "../credits/components/CreditCost";
import { useCreditCosts } from "../credits/hooks/use-credits";
import { useStyleList } from "../images/hooks/use-style-list";
import { IconHistoryList } from "./IconHistoryList";
import { useIconGeneration } from "./use-icon-generation";
import "./icon-generator.css";

export type IconGeneratorModalProps = { open: boolean; onClose(): void };

/** Spec 02 section 9: the icon style defaults to 'abstract'. */
export const DEFAULT_ICON_STYLE = "abstract";
const MAX_COLORS = 3;

/**
 * The icon generator (spec 03 section 2, issue 19's aicon): a prompt and a style are required, a
 * count within the limits, optional colours and extra styles; the cost is shown before anything is
 * spent and the credit check runs first (confirm, login, recharge or upgrade). Results and running
 * tasks are kept in the generator's own local history, each icon downloadable as SVG or PNG.
 */
export function IconGeneratorModal({ open, onClose }: IconGeneratorModalProps) {
  const { t, i18n } = useTranslation();
  const ready = useLazyMessages();
  const lang = i18n.language === "zh" ? "zh" : "en";
  const styles = (useStyleList("icon-generator").data?.scenes ?? []).flatMap((scene) => scene.items);
  const cost = useCreditCosts().costs.kinds.aicon;
  const creditCheck = useCreditCheck();
  const generation = useIconGeneration();
  const [prompt, setPrompt] = useState("");
  const [style, setStyle] = useState(DEFAULT_ICON_STYLE);
  const [extraStyles, setExtraStyles] = useState<string[]>([]);
  const [count, setCount] = useState(4);
  const [colors, setColors] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ prompt?: string; style?: string; count?: string }>({});

  if (!open) return null;
  if (!ready)
    return (
      <Modal open onClose={onClose} title="">
        <p className="loading" role="status" aria-busy="true" />
      </Modal>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!prompt.trim()) found.prompt = t("iconGenerator.promptRequired");
    if (!style.trim()) found.style = t("iconGenerator.styleRequired");
    if (!Number.isInteger(count) || count < ICON_MIN_COUNT || count > ICON_MAX_COUNT)
      found.count = t("iconGenerator.countRange", { min: ICON_MIN_COUNT, max: ICON_MAX_COUNT });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const request = { prompt: prompt.trim(), style, count, colors, styles: extraStyles.filter((s) => s !== style) };
    const outcome = await creditCheck({ required: "aicon", confirm: true, retry: () => void submit(event) });
    if (outcome !== "proceed") return;
    await generation.generate(request).catch((error: unknown) => toast.error(error instanceof Error ? error.message : t("tasks.errorGenerating")));
  };

  const toggleExtra = (value: string) => setExtraStyles((list) => (list.includes(value) ? list.filter((s) => s !== value) : [...list, value].slice(0, 3)));

  return (
    <Modal open onClose={onClose} title={t("iconGenerator.title")} width={760}>
      <form className="icon-gen" onSubmit={(event) => void submit(event)} noValidate data-testid="icon-generator">
        <p className="icon-gen-lead">{t("iconGenerator.lead")}</p>
        <label className="icon-gen-label" htmlFor="icon-gen-prompt">
          {t("iconGenerator.promptLabel")}
        </label>
        <input
          id="icon-gen-prompt"
          data-autofocus
          className="icon-gen-prompt"
          value={prompt}
          maxLength={500}
          placeholder={t("iconGenerator.promptPlaceholder")}
          aria-invalid={errors.prompt ? true : undefined}
          aria-describedby={errors.prompt ? "icon-gen-prompt-error" : undefined}
          onChange={(event) => setPrompt(event.target.value)}
        />
        {errors.prompt ? (
          <p id="icon-gen-prompt-error" className="icon-gen-error" role="alert">
            {errors.prompt}
          </p>
        ) : null}
        <fieldset className="icon-gen-styles">
          <legend className="icon-gen-label">{t("iconGenerator.styleLabel")}</legend>
          <div role="radiogroup" aria-label={t("iconGenerator.styleLabel")} className="icon-gen-style-grid">
            {styles.map((item) => (
              <button
                key={item.value}
                type="button"
                role="radio"
                aria-checked={style === item.value}
                className="icon-gen-style"
                onClick={() => setStyle(item.value)}
              >
                {item.src ? <img src={item.src} alt="" width={48} height={48} loading="lazy" /> : null}
                <span>{item.name[lang]}</span>
              </button>
            ))}
          </div>
          {errors.style ? (
            <p className="icon-gen-error" role="alert">
              {errors.style}
            </p>
          ) : null}
          {styles.length > 1 ? (
            <div className="icon-gen-extra">
              <span>{t("iconGenerator.moreStylesLabel")}</span>
              {styles
                .filter((item) => item.value !== style)
                .map((item) => (
                  <label key={item.value}>
                    <input type="checkbox" checked={extraStyles.includes(item.value)} onChange={() => toggleExtra(item.value)} /> {item.name[lang]}
                  </label>
                ))}
            </div>
          ) : null}
        </fieldset>
        <div className="icon-gen-row">
          <label className="icon-gen-label" htmlFor="icon-gen-count">
            {t("iconGenerator.countLabel")}
          </label>
          <input
            id="icon-gen-count"
            type="number"
            min={ICON_MIN_COUNT}
            max={ICON_MAX_COUNT}
            value={count}
            aria-invalid={errors.count ? true : undefined}
            onChange={(event) => setCount(Number(event.target.value))}
          />
          <span className="icon-gen-hint">{t("iconGenerator.countRange", { min: ICON_MIN_COUNT, max: ICON_MAX_COUNT })}</span>
        </div>
        {errors.count ? (
          <p className="icon-gen-error" role="alert">
            {errors.count}
          </p>
        ) : null}
        <div className="icon-gen-row">
          <span className="icon-gen-label">{t("iconGenerator.colorsLabel")}</span>
          {colors.map((color, index) => (
            <span key={index} className="icon-gen-color">
              <input
                type="color"
                value={color}
                aria-label={`${t("iconGenerator.colorsLabel")} ${index + 1}`}
                onChange={(event) => setColors((list) => list.map((c, i) => (i === index ? event.target.value : c)))}
              />
              <button
                type="button"
                className="icon-button"
                aria-label={t("iconGenerator.removeColor")}
                onClick={() => setColors((list) => list.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </span>
          ))}
          {colors.length < MAX_COLORS ? (
            <button type="button" className="button button-small" onClick={() => setColors((list) => [...list, "#4f46e5"])}>
              {t("iconGenerator.addColor")}
            </button>
          ) : null}
        </div>
        <div className="icon-gen-actions">
          <p className="icon-gen-cost" data-testid="icon-generator-cost" data-cost={cost}>
            <span>{t("iconGenerator.cost")}</span> <CreditCost cost={cost} />
          </p>
          <button type="submit" className="button button-primary" disabled={generation.busy}>
            {generation.busy ? `${t("iconGenerator.generating")} ${Math.round(generation.progress * 100)}%` : t("iconGenerator.generate")}
          </button>
        </div>
      </form>
      <IconHistoryList tasks={generation.tasks} onRemove={generation.remove} />
    </Modal>
  );
}
