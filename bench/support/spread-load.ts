import autocannon from "autocannon";
import { abAvailable, abLoad } from "./ab-load";

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
 * With `warmUp` (and a duration) the same connections first answer that many requests, uncounted,
 * and the measured window starts then (`onMeasuring` is called at that moment): a steady state of
 * open connections, as browsers polling on kept-alive connections and a balancer's pool give, with
 * no connection opened or closed inside the window. Measured separately, every window began with
 * 200 new connections right after the warm-up's 200 had been cut with requests in flight, and their
 * first answers took 250-330 ms (bench/README.md, scale), 0.3 % of a window's answers, inside its 1 %.
 */
export async function spreadLoad(
  targets: LoadTarget[],
  options: {
    durationSeconds?: number;
    amount?: number;
    request?: LoadRequest;
    next?: () => LoadRequest;
    clients?: boolean;
    warmUp?: number;
    onMeasuring?: () => void;
  },
): Promise<SpreadResult> {
  if (options.durationSeconds !== undefined && options.amount === undefined && !options.next && (options.request?.method ?? "GET") === "GET" && useAb()) {
    // ab cannot warm up on the connections it then measures: the warm-up is autocannon's, then a
    // second for the server to close its connections (cut with requests in flight), then the window.
    if (options.warmUp) {
      await spreadLoad(targets, {
        amount: options.warmUp,
        ...(options.request ? { request: options.request } : {}),
        ...(options.clients ? { clients: true } : {}),
      });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    options.onMeasuring?.();
    return abLoad(targets, {
      seconds: options.durationSeconds,
      ...(options.request ? { request: options.request } : {}),
      ...(options.clients ? { clients: true } : {}),
    });
  }
  const latencies: number[] = [];
  let non2xx = 0;
  let clients = 0;
  let started = performance.now();
  const warmUp = options.warmUp ?? 0;
  if (warmUp > 0 && (options.durationSeconds === undefined || options.amount !== undefined)) throw new Error("warmUp needs a duration, not an amount");
  let warmed = 0;
  const instances: autocannon.Instance[] = [];
  let stopAt: ReturnType<typeof setTimeout> | undefined;
  const startWindow = () => {
    started = performance.now();
    options.onMeasuring?.();
    stopAt = setTimeout(() => instances.forEach((instance) => instance.stop()), (options.durationSeconds ?? 10) * 1000);
  };
  if (warmUp === 0) options.onMeasuring?.();
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
          // With a warm-up the window is ended by stop(); the duration is only a bound.
          ...(amount === undefined ? { duration: (options.durationSeconds ?? 10) + (warmUp > 0 ? 600 : 0) } : { amount }),
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
      instances.push(instance);
      instance.on("response", (_client, statusCode, _bytes, responseTime) => {
        if (warmed < warmUp) {
          warmed += 1;
          if (warmed === warmUp) startWindow();
          return;
        }
        latencies.push(responseTime);
        if (statusCode < 200 || statusCode > 299) non2xx += 1;
      });
    });
  });
  const results = await Promise.all(runs);
  clearTimeout(stopAt);
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

let abFound: boolean | undefined;
const useAb = () => (abFound ??= abAvailable());

/** Which generator the timed GET runs use, for the benches' headings. */
export const loadGenerator = (): string =>
  useAb()
    ? "ab (ApacheBench, 10 connections per client process) for timed GET runs; autocannon for warm-ups, counted runs and submits"
    : "autocannon (install Debian's apache2-utils for ab: autocannon's own CPU shares the servers' cores)";
