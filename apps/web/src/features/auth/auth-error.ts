import { parseLanguage, type Language } from "@studio/contracts/plain";
import { ApiError } from "../../api/client";
import { messagesFor } from "../../i18n/i18n-setup";

/**
 * The text to show for a failed sign-in call. English shows the server's own words (they carry
 * details such as 'Please wait 42 seconds'); Chinese shows the translation of the stable code.
 */
export function authErrorText(error: unknown, language: string): string {
  const lang: Language = parseLanguage(language) ?? "zh";
  const catalogue = messagesFor(lang);
  if (error instanceof ApiError) {
    if (lang === "en" && error.message) return error.message;
    if (error.error in catalogue.errors) return catalogue.errors[error.error as keyof typeof catalogue.errors];
    return error.message || catalogue.login.failed;
  }
  return catalogue.login.failed;
}

export function currentLanguage(language: string): Language {
  return parseLanguage(language) ?? "zh";
}
