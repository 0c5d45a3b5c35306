import { callHeaders } from "../../api/stream-request";

const han = /\p{Script=Han}/u;

/** Spec 01 section 7: no translation for empty text, text without Han characters, or the same source and target. */
export function needsTranslation(text: string, source: string, target: string): boolean {
  return text.trim() !== "" && han.test(text) && source !== target;
}

/** The pieces of an event stream's `data:` lines, joined (lines of one event with \n). */
export function joinEventData(stream: string): string {
  return stream
    .split(/\n\n/)
    .map((block) =>
      block
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(line.startsWith("data: ") ? 6 : 5))
        .join("\n"),
    )
    .filter((piece) => piece !== "" && piece !== "[DONE]")
    .join("");
}

/**
 * A Chinese prompt in English before it is generated (the vendors read English best), through
 * POST /api/openai/chat (server-sent events, pieces joined). On any failure the original text is used.
 */
export async function translatePrompt(text: string, options: { source?: string; target?: string; signal?: AbortSignal } = {}): Promise<string> {
  const source = options.source ?? "zh";
  const target = options.target ?? "en";
  if (!needsTranslation(text, source, target)) return text;
  const headers = callHeaders("text/event-stream");
  try {
    const response = await fetch("/api/openai/chat", {
      method: "POST",
      headers,
      credentials: "same-origin",
      signal: options.signal ?? null,
      body: JSON.stringify({
        messages: [
          { role: "system", content: "Translate the user's image prompt into English. Answer with the translation only." },
          { role: "user", content: text },
        ],
      }),
    });
    if (!response.ok) return text;
    const answer = joinEventData(await response.text()).trim();
    return answer || text;
  } catch {
    return text;
  }
}
