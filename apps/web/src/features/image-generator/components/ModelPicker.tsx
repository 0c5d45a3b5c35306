import type { AiModel } from "@studio/contracts";
import { editModes } from "@studio/contracts/plain";
import { useTranslation } from "react-i18next";

export type ModelPickerProps = {
  models: AiModel[];
  value: string;
  onChange(model: string): void;
  /** Images one generation of each model makes (@studio/contracts imagesPerModel). */
  imagesOf(model: string): number;
};

/** The configured providers' models and the offline `local` one under its own name, each with what it is. */
export function ModelPicker({ models, value, onChange, imagesOf }: ModelPickerProps) {
  const { t } = useTranslation();
  const info = (model: AiModel) =>
    model.provider === "local"
      ? t("generator.modelLocalInfo")
      : model.provider in { openai: 1, flux: 1, ideogram: 1, recraft: 1 }
        ? t(`generator.modelInfo.${model.provider as "openai" | "flux" | "ideogram" | "recraft"}`)
        : "";
  const label = (model: AiModel) => {
    const name = model.provider === "local" ? t("generator.modelLocal") : model.label;
    // Spec 02 section 9: gpt-image is the Quick model and 4o-image the Max one (the local designer serves both, under its own name).
    const mode = model.name === editModes.quick.model ? ` (${t("generator.quick")})` : model.name === editModes.max.model ? ` (${t("generator.max")})` : "";
    return `${name}${mode}`;
  };
  return (
    <fieldset className="gen-models" data-testid="model-picker">
      <legend className="gen-label">{t("generator.model")}</legend>
      {models.map((model) => (
        <label key={model.name} className={`gen-model${model.name === value ? " is-selected" : ""}`}>
          <input type="radio" name="gen-model" value={model.name} checked={model.name === value} onChange={() => onChange(model.name)} />
          <span className="gen-model-name">{label(model)}</span>
          <small className="gen-model-count">{t("generator.imagesPerTask", { count: imagesOf(model.name) })}</small>
          {info(model) ? <small className="gen-model-info">{info(model)}</small> : null}
        </label>
      ))}
    </fieldset>
  );
}
