import http from "node:http";
import type { AddressInfo } from "node:net";

export type Backend = { port: number; up: boolean };

export type RoundRobinProxy = {
  port: number;
  backends: Backend[];
  /** Connects refused by a backend and sent to the other instead (nothing had been sent). */
  retriedConnects: number;
  /** Requests no backend was up for: answered 503 by the proxy itself (marked `x-proxy: no-backend`), never sent on. */
  unrouted: number;
  /** Requests cut off by a backend, or otherwise failed between proxy and backend (the tests expect none). */
  failures: string[];
  close(): Promise<void>;
};

/**
 * A load balancer in a few lines, for tests on this machine: round robin over the backends that
 * pass the health check (`GET /api/health` every `healthEveryMs`, 200 = in rotation), keep-alive
 * connections to them, and a refused connect retried on the next backend, as balancers do (nothing
 * was sent, so even a write is safe to send again). Any other failure is answered 502 and recorded.
 */
export async function startRoundRobinProxy(ports: number[], options: { healthEveryMs?: number } = {}): Promise<RoundRobinProxy> {
  const backends: Backend[] = ports.map((port) => ({ port, up: false }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  let next = 0;
  const state = { retriedConnects: 0, unrouted: 0, failures: [] as string[] };

  const checkHealth = (backend: Backend) =>
    new Promise<void>((resolve) => {
      const request = http.get({ host: "127.0.0.1", port: backend.port, path: "/api/health", agent: false, timeout: 2_000 }, (response) => {
        backend.up = response.statusCode === 200;
        response.resume();
        response.on("end", resolve);
      });
      request.on("timeout", () => request.destroy(new Error("health check timed out")));
      request.on("error", () => {
        backend.up = false;
        resolve();
      });
    });
  let checking = true;
  const healthLoop = (async () => {
    while (checking) {
      await Promise.all(backends.map(checkHealth));
      await new Promise((resolve) => setTimeout(resolve, options.healthEveryMs ?? 100));
    }
  })();

  const pick = (skip: Set<Backend>): Backend | undefined => {
    for (let i = 0; i < backends.length; i += 1) {
      const backend = backends[(next + i) % backends.length];
      if (backend && backend.up && !skip.has(backend)) {
        next = (next + i + 1) % backends.length;
        return backend;
      }
    }
    return undefined;
  };

  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const body = Buffer.concat(chunks);
      const tried = new Set<Backend>();
      const send = () => {
        const backend = pick(tried);
        if (!backend) {
          state.unrouted += 1;
          outgoing.writeHead(503, { "x-proxy": "no-backend" }).end();
          return;
        }
        tried.add(backend);
        // Hop-by-hop headers stay on their hop: the proxy keeps its own connections.
        const { connection: _c, "keep-alive": _k, ...forwarded } = incoming.headers;
        const headers = { ...forwarded, host: `127.0.0.1:${backend.port}`, "content-length": String(body.length) };
        const upstream = http.request({ host: "127.0.0.1", port: backend.port, method: incoming.method, path: incoming.url, headers, agent }, (response) => {
          const { connection: _c, "keep-alive": _k, ...answered } = response.headers;
          outgoing.writeHead(response.statusCode ?? 502, answered);
          response.pipe(outgoing);
        });
        upstream.on("error", (error: NodeJS.ErrnoException) => {
          if (error.code === "ECONNREFUSED") {
            backend.up = false;
            state.retriedConnects += 1;
            send();
            return;
          }
          state.failures.push(`${incoming.method} ${incoming.url} on ${backend.port}: ${error.code ?? error.message}`);
          if (!outgoing.headersSent) outgoing.writeHead(502);
          outgoing.end();
        });
        upstream.end(body);
      };
      send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    backends,
    get retriedConnects() {
      return state.retriedConnects;
    },
    get unrouted() {
      return state.unrouted;
    },
    failures: state.failures,
    async close() {
      checking = false;
      await healthLoop;
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
