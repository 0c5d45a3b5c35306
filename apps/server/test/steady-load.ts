import http from "node:http";

export type LoadResult = { reads: number; writes: number; failures: string[]; writeIds: string[]; unrouted: number };

/** One request over a keep-alive agent: its status and body, or the error's code. */
function send(
  agent: http.Agent,
  port: number,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; text: string; unrouted: boolean } | { error: string }> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        headers: { authorization: `Bearer ${token}`, ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text, unrouted: response.headers["x-proxy"] === "no-backend" }));
        response.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(payload);
  });
}

/**
 * A steady stream of a signed-in user's requests, `connections` at a time until `keepGoing()` says
 * stop: reads of the quota (a session and a balance read) and credit-spending write-offs, each with
 * its own item id (so each 200 is one spend). Anything but a 200 is a failure, with what it was,
 * except a balancer's own 'no backend up' (round-robin-proxy.ts), counted apart: it reached no process.
 */
export async function steadyLoad(options: {
  port: number;
  token: string;
  connections: number;
  keepGoing: () => boolean;
  idPrefix: string;
  /** A pause after each read and write pair, so the stream is steady without taking every core. */
  pauseMs?: number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const result: LoadResult = { reads: 0, writes: 0, failures: [], writeIds: [], unrouted: 0 };
  let counter = 0;
  const loop = async (lane: number) => {
    while (options.keepGoing()) {
      const read = await send(agent, options.port, "GET", "/api/ai-design/quotas/info?name=aiimage", options.token);
      if (!("error" in read) && read.unrouted) result.unrouted += 1;
      else if ("error" in read || read.status !== 200)
        result.failures.push(`read: ${"error" in read ? read.error : `${read.status} ${read.text.slice(0, 200)}`}`);
      else result.reads += 1;
      counter += 1;
      const id = `${options.idPrefix}-${lane}-${counter}`;
      const write = await send(agent, options.port, "POST", `/api/ai-design/write-off/${id}`, options.token, { type: "ai", name: "aiimage" });
      if (!("error" in write) && write.unrouted) result.unrouted += 1;
      else if ("error" in write || write.status !== 200)
        result.failures.push(`write ${id}: ${"error" in write ? write.error : `${write.status} ${write.text.slice(0, 200)}`}`);
      else {
        result.writes += 1;
        result.writeIds.push(id);
      }
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, lane) => loop(lane)));
  agent.destroy();
  return result;
}
