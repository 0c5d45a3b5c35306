/**
 * The scale test's client side: a load balancer in front of the API processes, as a real one
 * behaves. Requests go round-robin; a request whose connection is refused or dropped (the process
 * behind was killed) is sent again to the next process, as a balancer's retry on connection
 * failure does. Every answer and every connection failure is recorded, so the test can say that
 * each request either succeeded or failed cleanly.
 */
export type Attempt = {
  method: string;
  route: string;
  /** The port of the API process the attempt went to. */
  port: number;
  at: number;
  status?: number;
  /** A connection-level failure (ECONNREFUSED, ECONNRESET, ...) instead of an answer. */
  error?: string;
};

export type Answer = { status: number; body: unknown };

const CONNECTION_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "UND_ERR_SOCKET", "UND_ERR_CLOSED"]);

/** The code of a fetch failure that means "nobody there / the peer went away", or undefined for anything else. */
function connectionErrorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  return code && CONNECTION_ERRORS.has(code) ? code : undefined;
}

export function createBalancer(ports: () => number[], options: { timeoutMs?: number; maxTries?: number } = {}) {
  const attempts: Attempt[] = [];
  let next = 0;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxTries = options.maxTries ?? 40;

  /**
   * Sends one request through the balancer. `route` names the request in the record (the path
   * without ids). Connection failures move on to the next process after a short pause; anything
   * else (an answer of any status, a timeout) is final and returned or thrown.
   */
  async function send(method: string, route: string, urlPath: string, init: { headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
    for (let tries = 0; tries < maxTries; tries++) {
      const live = ports();
      const port = live[next++ % live.length];
      if (port === undefined) throw new Error("no API process");
      const attempt: Attempt = { method, route, port, at: Date.now() };
      attempts.push(attempt);
      try {
        const response = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
          method,
          headers: { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        attempt.status = response.status;
        const text = await response.text();
        return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
      } catch (error) {
        const code = connectionErrorCode(error);
        if (!code) {
          attempt.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
          throw error;
        }
        attempt.error = code;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error(`${method} ${route}: no API process answered in ${maxTries} tries`);
  }

  return { send, attempts };
}

export type Balancer = ReturnType<typeof createBalancer>;
