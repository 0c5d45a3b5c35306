import { startFakeServer, TINY_PNG, type FakeReply, type FakeRequest, type FakeServer } from "./fake-http";

/**
 * A local stand-in for the Black Forest Labs API: `x-key` auth, POST /v1/<model> answering
 * {id, polling_url}, GET /v1/get_result?id= answering {id, status, result: {sample}, progress}.
 * Jobs stay Pending for `pendingPolls` polls, then turn Ready (or whatever `jobOutcome` says).
 * `submissions` counts paid job creations, so a test can prove a resumed task never submits again.
 */
export type FluxFakeMode = "ok" | "reject" | "no_credits" | "rate_limit" | "hang_submit" | "hang_poll" | "garbage";

export type FluxFake = FakeServer & {
  apiKey: string;
  mode: FluxFakeMode;
  jobOutcome: "Ready" | "Error" | "Content Moderated" | "Request Moderated";
  pendingPolls: number;
  submissions: number;
  /** Answer 429 once this many jobs were submitted (a vendor cap on active tasks). */
  rateLimitAfter: number;
  /** Creates a job as if an earlier worker had submitted it (for resume tests). */
  seedJob(id: string): void;
};

type Job = { id: string; polls: number };

export async function startFluxFake(apiKey = "bfl-test-key"): Promise<FluxFake> {
  const jobs = new Map<string, Job>();
  const server = await startFakeServer((request, self) => handle(request, self.url));
  const fake: FluxFake = Object.assign(server, {
    apiKey,
    mode: "ok" as FluxFakeMode,
    jobOutcome: "Ready" as FluxFake["jobOutcome"],
    pendingPolls: 1,
    submissions: 0,
    rateLimitAfter: Number.POSITIVE_INFINITY,
    seedJob: (id: string) => void jobs.set(id, { id, polls: 0 }),
  });

  function handle(request: FakeRequest, url: string): FakeReply {
    if (request.method === "GET" && request.path.startsWith("/files/")) return { status: 200, body: TINY_PNG, contentType: "image/png" };
    if (request.headers["x-key"] !== apiKey) return { status: 403, json: { detail: "Not authenticated - Invalid Authentication" } };
    if (request.method === "GET" && request.path === "/v1/get_result") {
      if (fake.mode === "hang_poll") return "hang";
      if (fake.mode === "garbage") return { status: 200, text: "not json" };
      const job = jobs.get(request.query.get("id") ?? "");
      if (!job) return { status: 200, json: { id: request.query.get("id"), status: "Task not found", result: null, progress: null } };
      job.polls++;
      if (job.polls <= fake.pendingPolls)
        return { status: 200, json: { id: job.id, status: "Pending", result: null, progress: job.polls / (fake.pendingPolls + 1) } };
      if (fake.jobOutcome !== "Ready")
        return { status: 200, json: { id: job.id, status: fake.jobOutcome, result: null, progress: null, details: { reason: "fake outcome" } } };
      return {
        status: 200,
        json: {
          id: job.id,
          status: "Ready",
          result: { sample: `${url}/files/${job.id}.png`, prompt: "p", seed: 42, start_time: 1, end_time: 2, duration: 1 },
          progress: null,
        },
      };
    }
    if (request.method === "POST" && /^\/v1\/flux-[a-z0-9.-]+$/.test(request.path)) {
      if (fake.mode === "hang_submit") return "hang";
      if (fake.mode === "rate_limit" || fake.submissions >= fake.rateLimitAfter)
        return { status: 429, json: { detail: "You have exceeded the number of active tasks. Please wait for some tasks to finish." } };
      if (fake.mode === "no_credits") return { status: 402, json: { detail: "Insufficient credits" } };
      const body = request.json as { prompt?: unknown };
      if (fake.mode === "reject" || typeof body?.prompt !== "string")
        return { status: 422, json: { detail: [{ loc: ["body", "prompt"], msg: "Prompt must not be empty", type: "value_error" }] } };
      fake.submissions++;
      const id = `job-${fake.submissions}-${Math.random().toString(36).slice(2, 8)}`;
      jobs.set(id, { id, polls: 0 });
      return { status: 200, json: { id, polling_url: `${url}/v1/get_result?id=${id}`, cost: 4, input_mp: 0, output_mp: 1 } };
    }
    return { status: 404, json: { detail: "Not Found" } };
  }

  return fake;
}
