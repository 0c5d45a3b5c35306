import { readCookie } from "../lib/cookie";
import { apiEvents } from "./api-events";
import { ApiError, csrfCookieName } from "./client";
import { clearSession, getBearerToken } from "./session-storage";

/** The headers every call of ours carries: JSON, the CSRF double-submit token, the bearer token of an SDK session. */
export function callHeaders(accept: string): Record<string, string> {
  const headers: Record<string, string> = { "content-type": "application/json", accept, "x-requested-with": "XMLHttpRequest" };
  const csrf = readCookie(document.cookie, csrfCookieName);
  if (csrf) headers["x-csrf-token"] = csrf;
  const token = getBearerToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/**
 * POSTs JSON to an endpoint that answers server-sent events and calls `onData` with each event's
 * data as it arrives (until `[DONE]`). An error answer (the JSON envelope) throws an ApiError; a
 * 401 also opens the sign-in panel, as the JSON client does.
 */
export async function postEventStream(path: string, body: unknown, onData: (data: string) => void, signal?: AbortSignal): Promise<void> {
  const response = await fetch(path, {
    method: "POST",
    headers: callHeaders("text/event-stream"),
    credentials: "same-origin",
    body: JSON.stringify(body),
    signal: signal ?? null,
  });
  if (!response.ok || !response.body) {
    // Read by hand, not with the envelope schema, so this small module does not pull the contracts in.
    const json = (await response.json().catch(() => undefined)) as { error?: unknown; msg?: unknown } | undefined;
    const error = { error: typeof json?.error === "string" ? json.error : undefined, msg: typeof json?.msg === "string" ? json.msg : undefined };
    if (response.status === 401) {
      clearSession();
      apiEvents.emit("unauthorized", { path });
    }
    throw new ApiError(response.status, error.error ?? `HTTP_${response.status}`, error.msg ?? response.statusText);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(line.startsWith("data: ") ? 6 : 5))
        .join("\n");
      if (data === "[DONE]") return;
      if (data !== "") onData(data);
    }
  }
}
