import { z } from "zod";
import { languages } from "./language-codes";

export { defaultLanguage, languages, parseLanguage, type Language } from "./language-codes";
export const languageSchema = z.enum(languages);
