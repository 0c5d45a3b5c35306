import type { ErrorEnvelope } from "@studio/contracts";
import { createEventBus } from "../lib/event-bus";

/**
 * What the API client reports to the rest of the app. The shell subscribes once
 * (ApiEventBridge); features may subscribe too, e.g. the accounts work to open its login panel.
 */
export type ApiEvents = {
  /** A 401: the session is already cleared; show the login panel. */
  unauthorized: { path: string };
  /** A 403: a limit or permission stop; `error` is the stable code for the limit modal. */
  forbidden: { path: string; error: string; msg: string };
  /** A status >= 500, or an answer that could not be understood. `message` is the server's msg. */
  "server-error": { path: string; status: number; message: string | undefined; body: ErrorEnvelope | undefined };
  /** fetch itself failed (offline, DNS, connection reset). */
  "network-error": { path: string };
};

export const apiEvents = createEventBus<ApiEvents>();
