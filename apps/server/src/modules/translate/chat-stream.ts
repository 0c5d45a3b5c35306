import type { VendorConfig } from "../../providers/providers.config";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

/**
 * Streams a chat completion from an OpenAI-compatible API (POST {base}/v1/chat/completions with
 * stream: true; the answer is server-sent events whose `choices[0].delta.content` pieces make the
 * text, ending with `data: [DONE]`). Yields the text pieces as they arrive.
 */
export async function* streamChat(
  vendor: VendorConfig,
  input: { model: string; messages: ChatMessage[]; signal: AbortSignal; fetch?: typeof fetch },
): AsyncGenerator<string> {
  const response = await (input.fetch ?? fetch)(`${vendor.baseUrl.replace(/\/$/, "")}/v1/chat/completions`, {
    method: "POST",
    headers: { authorization: `Bearer ${vendor.apiKey}`, "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ model: input.model, messages: input.messages, stream: true, temperature: 0 }),
    signal: input.signal,
  });
  if (!response.ok || !response.body) throw new Error(`chat completions answered ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith("data:")) continue;
      const payload = line.slice(5).trim();
      if (payload === "[DONE]") return;
      const parsed = JSON.parse(payload) as { choices?: { delta?: { content?: string } }[] };
      const piece = parsed.choices?.[0]?.delta?.content;
      if (piece) yield piece;
    }
  }
}
