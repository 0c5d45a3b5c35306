import type { NameChatRequest, NameSuggestionLine } from "@studio/contracts";
import { postEventStream } from "../../api/stream-request";

/** POST /api/name-chat: each suggestion as it is streamed. */
export async function askNames(request: NameChatRequest, onLine: (line: NameSuggestionLine) => void, signal?: AbortSignal): Promise<void> {
  await postEventStream("/api/name-chat", request, (data) => onLine(JSON.parse(data) as NameSuggestionLine), signal);
}
