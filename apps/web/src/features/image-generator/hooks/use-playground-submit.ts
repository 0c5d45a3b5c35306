import { useCallback, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast-store";
import { useCreditCheck } from "../../credits/credit-check";
import type { GenerateMode, GeneratorSubmit } from "../api/generator-api";
import { translatePrompt, needsTranslation } from "../translate-prompt";
import type { GeneratorFormState } from "./use-generator-form";

export const generateModeOf: Record<GeneratorFormState["mode"], GenerateMode> = { text: "text-to-image", image: "image-to-image", remix: "remix-mode" };

/**
 * Generate (spec 02 section 5): with no style and an empty prompt the prompt box takes focus; with a
 * style (or reference mode) but no images and no prompt, 'Please upload the images or enter your
 * prompt.'; then the credit check (the cost shown), the Chinese prompt translated (spec 01 section 7),
 * and the task started.
 */
export function usePlaygroundSubmit(options: {
  form: GeneratorFormState;
  amount: number;
  cost: number;
  promptBox: RefObject<HTMLTextAreaElement | null>;
  start(request: GeneratorSubmit): boolean;
}) {
  const { t, i18n } = useTranslation();
  const check = useCreditCheck();
  const [translating, setTranslating] = useState(false);
  const { form, amount, cost, promptBox, start } = options;

  const submit = useCallback(async () => {
    const prompt = form.prompt.trim();
    const references = form.mode === "text" ? [] : form.filesUrl.map((image) => image.src);
    const styled = form.style !== "auto" || form.mode !== "text";
    if (!prompt && !styled) {
      promptBox.current?.focus();
      return;
    }
    if (!prompt && references.length === 0) {
      toast.error(t("generator.needPromptOrImages"));
      return;
    }
    if (form.mode !== "text" && references.length === 0) {
      toast.error(t("generator.needPromptOrImages"));
      return;
    }
    const outcome = await check({ required: cost, retry: () => void submit() });
    if (outcome !== "proceed") return;
    let sent = prompt;
    if (needsTranslation(prompt, "zh", "en")) {
      setTranslating(true);
      // Han characters are read as Chinese whatever the site's language; the vendors get English.
      sent = await translatePrompt(prompt, { source: "zh", target: "en" });
      setTranslating(false);
    }
    start({
      prompt: sent,
      filesUrl: references,
      nVariants: amount,
      size: form.aspect,
      model: form.model,
      generateMode: generateModeOf[form.mode],
      productChannel: "aiimage",
      scene: form.scene,
      style: form.style,
      lang: i18n.language === "zh" ? "zh" : "en",
    });
  }, [amount, check, cost, form, i18n.language, promptBox, start, t]);

  return { submit, translating };
}
