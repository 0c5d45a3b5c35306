import autocannon from "autocannon";

/** One server the load is spread over, with its share of the connections. */
export type LoadTarget = { url: string; connections: number };

/** One request as the load generator sends it (the same for every target). */
export type LoadRequest = { method?: "GET" | "POST"; headers?: Record<string, string>; body?: string };

export type SpreadResult = { requestsPerSecond: number; total: number; p50: number; p99: number; errors: number; non2xx: number; seconds: number };

/**
 * Load on one or more servers at once, as a balancer spreading connections evenly would: one
 * autocannon instance per target, run together, and the latency percentiles computed over every
 * response of all of them (autocannon's own percentiles are per instance and cannot be merged).
 * `next` (optional) makes each request, e.g. to give every submit a different user's token; `clients`
 * gives each connection its own X-Forwarded-For, for a server that trusts the loopback proxy.
 * Either `durationSeconds` or `amount` (requests in all, split over the targets) ends the run.
 */
export async function spreadLoad(
  targets: LoadTarget[],
  options: { durationSeconds?: number; amount?: number; request?: LoadRequest; next?: () => LoadRequest; clients?: boolean },
): Promise<SpreadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  let clients = 0;
  const started = performance.now();
  const runs = targets.map((target, i) => {
    // The amount is split so the shares add up to it exactly.
    const amount = options.amount === undefined ? undefined : Math.floor(options.amount / targets.length) + (i < options.amount % targets.length ? 1 : 0);
    const next = options.next;
    const requests = next
      ? [
          {
            setupRequest: (request: autocannon.Request) => {
              const made = next();
              return { ...request, ...made, headers: { ...request.headers, ...made.headers } };
            },
          },
        ]
      : undefined;
    return new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: target.url,
          connections: target.connections,
          ...(amount === undefined ? { duration: options.durationSeconds ?? 10 } : { amount }),
          ...options.request,
          ...(requests ? { requests } : {}),
          ...(options.clients
            ? {
                // Each connection another client, as seen through a trusted proxy (198.18.0.0/15 is for benchmarks, RFC 2544).
                setupClient: (client: autocannon.Client) => {
                  clients += 1;
                  client.setHeaders({ ...options.request?.headers, "x-forwarded-for": `198.18.${Math.floor(clients / 250)}.${(clients % 250) + 1}` });
                },
              }
            : {}),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on("response", (_client, statusCode, _bytes, responseTime) => {
        latencies.push(responseTime);
        if (statusCode < 200 || statusCode > 299) non2xx += 1;
      });
    });
  });
  const results = await Promise.all(runs);
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return {
    requestsPerSecond: latencies.length / seconds,
    total: latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    non2xx,
    seconds,
  };
}
