import { z } from "zod";

/** Only 'en' and 'zh' are valid; the spec's default is zh. */
export const languages = ["en", "zh"] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
export const defaultLanguage: Language = "zh";

export function parseLanguage(value: unknown): Language | undefined {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
