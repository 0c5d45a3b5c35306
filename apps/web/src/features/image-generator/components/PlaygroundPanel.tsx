import { imagesPerModel } from "@studio/contracts/plain";
import { generatorCost } from "@studio/domain";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCreditCosts } from "../../credits/hooks/use-credits";
import { useAiModels } from "../../tasks/models-api";
import { aspectLabelKeys, aspectRatioValues } from "../aspects";
import { referenceLimits } from "../reference-limits";
import type { GeneratorFormState, PlaygroundMode } from "../hooks/use-generator-form";
import { generateModeOf, usePlaygroundSubmit } from "../hooks/use-playground-submit";
import type { GeneratorSubmit } from "../api/generator-api";
import { CostLine } from "./CostLine";
import { DescribeButton } from "./DescribeButton";
import { ModelPicker } from "./ModelPicker";
import { ReferenceUploader } from "./ReferenceUploader";
import { StylePicker } from "./StylePicker";

const modes: { mode: PlaygroundMode; label: "generator.modeText" | "generator.modeImage" | "generator.modeRemix" }[] = [
  { mode: "text", label: "generator.modeText" },
  { mode: "image", label: "generator.modeImage" },
  { mode: "remix", label: "generator.modeRemix" },
];

export type PlaygroundPanelProps = {
  form: GeneratorFormState;
  patch(changes: Partial<GeneratorFormState>): void;
  start(request: GeneratorSubmit): boolean;
};

/** The playground form (spec 02 section 2): mode, references, prompt, style link, aspect, model, cost, Generate. */
export function PlaygroundPanel({ form, patch, start }: PlaygroundPanelProps) {
  const { t, i18n } = useTranslation();
  const models = useAiModels();
  const { costs } = useCreditCosts();
  const promptBox = useRef<HTMLTextAreaElement>(null);
  const model = form.model || models.data?.default || "";
  const language = i18n.language === "zh" ? "zh" : "en";
  const amount = imagesPerModel(model, language, form.aspect);
  const references = form.mode === "text" ? 0 : form.filesUrl.length;
  const cost = generatorCost(costs, generateModeOf[form.mode], references);
  const { submit, translating } = usePlaygroundSubmit({ form: { ...form, model }, amount, cost, promptBox, start });
  const max = form.mode === "image" ? referenceLimits.imageToImage : referenceLimits.remix;

  return (
    <form
      className="gen-form"
      data-testid="playground"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="gen-modes" role="radiogroup" aria-label={t("generator.modes")}>
        {modes.map(({ mode, label }) => (
          <button
            key={mode}
            type="button"
            role="radio"
            aria-checked={form.mode === mode}
            className={`gen-mode${form.mode === mode ? " is-selected" : ""}`}
            onClick={() => patch({ mode, filesUrl: mode === "image" ? form.filesUrl.slice(0, 1) : form.filesUrl })}
          >
            {t(label)}
          </button>
        ))}
        <Link className="gen-mode" to="/design/bulk-image-generator">
          {t("generator.modeBulk")}
        </Link>
      </div>
      {form.mode !== "text" ? (
        <ReferenceUploader
          images={form.filesUrl}
          onChange={(filesUrl) => patch({ filesUrl })}
          max={max}
          renderAction={(image) => <DescribeButton image={image} onText={(text) => patch({ prompt: text })} />}
        />
      ) : null}
      <label className="gen-label" htmlFor="gen-prompt">
        {t("generator.promptLabel")}
      </label>
      <textarea
        id="gen-prompt"
        ref={promptBox}
        className="gen-prompt"
        rows={4}
        maxLength={4000}
        placeholder={t("generator.promptPlaceholder")}
        value={form.prompt}
        onChange={(event) => patch({ prompt: event.target.value })}
        data-testid="prompt"
      />
      <StylePicker scene={form.scene} style={form.style} onChange={(choice) => patch(choice)} />
      <fieldset className="gen-aspects">
        <legend className="gen-label">{t("generator.aspect")}</legend>
        {aspectRatioValues.map((aspect) => (
          <label key={aspect} className={`gen-aspect${form.aspect === aspect ? " is-selected" : ""}`}>
            <input type="radio" name="gen-aspect" value={aspect} checked={form.aspect === aspect} onChange={() => patch({ aspect })} />
            {t(aspectLabelKeys[aspect])}
          </label>
        ))}
      </fieldset>
      {models.data ? (
        <ModelPicker
          models={models.data.list}
          value={model}
          onChange={(name) => patch({ model: name })}
          imagesOf={(name) => imagesPerModel(name, language, form.aspect)}
        />
      ) : null}
      <div className="gen-submit">
        <CostLine cost={cost} />
        <button type="submit" className="button button-primary" disabled={translating || !model} data-testid="generate">
          {translating ? t("generator.translating") : t("generator.generate")}
        </button>
      </div>
    </form>
  );
}
