import { briefFromPrompt } from "@studio/domain";
import type { LogoRequest } from "./hooks/use-logo-generation";
import type { WizardState } from "./wizard-machine";

const industryWords: Record<string, string> = { realEstate: "real estate", cafe: "coffee and tea" };

/**
 * The task's brief. The start form's one box holds a name and maybe what the business does
 * (briefFromPrompt splits them, see packages/domain); the four-step variant's field n is the name.
 */
export function briefOf(state: WizardState, variant: "prompt" | "name"): LogoRequest {
  const prompt = state.prompt.trim();
  const text = variant === "name" ? { name: prompt.slice(0, 40).trim(), description: undefined } : briefFromPrompt(prompt);
  return {
    prompt,
    filesUrl: state.references.filter((url) => url.startsWith("/oss/") || /^https?:\/\//.test(url)),
    brief: {
      name: text.name,
      slogan: state.slogan.trim() ? state.slogan.trim().slice(0, 60) : undefined,
      industry: state.industry ? (industryWords[state.industry] ?? state.industry) : undefined,
      description: text.description?.slice(0, 400),
      styles: state.styles.length > 0 ? state.styles : undefined,
    },
  };
}
