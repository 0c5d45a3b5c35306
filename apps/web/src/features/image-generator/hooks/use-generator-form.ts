import type { AspectRatio } from "@studio/contracts";
import { useCallback, useState } from "react";
import type { ReferenceImage } from "../reference-limits";

/** The playground's modes (bulk has its own page, /design/bulk-image-generator). */
export type PlaygroundMode = "text" | "image" | "remix";

/**
 * Spec 02 section 3, generator state `form`: {amount, aspect, filesUrl, model, prompt, style, substyle}
 * (model: the site's default, chatgpt or `local`; style auto), plus the mode and the scene (no-style).
 */
export type GeneratorFormState = {
  mode: PlaygroundMode;
  aspect: AspectRatio;
  filesUrl: ReferenceImage[];
  /** Empty until the models are known: the site's default then. */
  model: string;
  prompt: string;
  scene: string;
  style: string;
  substyle: string;
};

export const initialGeneratorForm: GeneratorFormState = {
  mode: "text",
  aspect: "1:1",
  filesUrl: [],
  model: "",
  prompt: "",
  scene: "no-style",
  style: "auto",
  substyle: "",
};

export function useGeneratorForm() {
  const [form, setForm] = useState<GeneratorFormState>(initialGeneratorForm);
  const patch = useCallback((changes: Partial<GeneratorFormState>) => setForm((current) => ({ ...current, ...changes })), []);
  /** An image (a result, a creation) as the reference of a new generation: image to image, unless already remixing. */
  const setReference = useCallback((image: ReferenceImage) => {
    setForm((current) => ({
      ...current,
      mode: current.mode === "remix" ? "remix" : "image",
      filesUrl: current.mode === "remix" ? [...current.filesUrl.filter((f) => f.src !== image.src), image].slice(-5) : [image],
    }));
  }, []);
  return { form, patch, setReference };
}
