/**
 * The languages without zod: the browser's first screen reads them (language switch, message
 * chunks) before it loads any schema, and importing a schema module would pull zod into it.
 */

/** Only 'en' and 'zh' are valid; the spec's default is zh. */
export const languages = ["en", "zh"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "zh";

export function parseLanguage(value: unknown): Language | undefined {
  return typeof value === "string" && (languages as readonly string[]).includes(value) ? (value as Language) : undefined;
}
