import { z } from "zod";

/** POST /api/name-chat: the chat so far (the user's descriptions and refinements), the language, names already shown. */
export const nameChatRequestSchema = z.object({
  messages: z
    .array(z.object({ role: z.enum(["user", "assistant"]), content: z.string().trim().min(1).max(500) }))
    .min(1)
    .max(20)
    .refine((messages) => messages.some((m) => m.role === "user"), { message: "needs a user message" }),
  lang: z.enum(["en", "zh"]).optional(),
  exclude: z.array(z.string().max(60)).max(200).optional(),
});
export type NameChatRequest = z.infer<typeof nameChatRequestSchema>;

/** One line of an answer: a name and a slogan of at most three words (its words given, since Chinese has no spaces). */
export const nameSuggestionSchema = z.object({ name: z.string().min(1).max(40), slogan: z.string(), sloganWords: z.array(z.string()).max(3) });
export type NameSuggestionLine = z.infer<typeof nameSuggestionSchema>;
