import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TINY_PNG } from "../../../test/fakes/fake-http";
import { startFluxFake, type FluxFake } from "../../../test/fakes/flux-fake";
import { providerError, recordingContext } from "../../../test/fakes/provider-context";
import type { GenerateInput, ImageBytes } from "../image-provider";
import { createFluxProvider, fluxProSize, trustedPollingUrl } from "./flux.provider";

const png: ImageBytes = { bytes: TINY_PNG, contentType: "image/png" };
const input = (overrides: Partial<GenerateInput> = {}): GenerateInput => ({
  prompt: "a lighthouse logo",
  model: "flux-kontext",
  count: 1,
  aspect: "16:9",
  references: [],
  purpose: "image",
  ...overrides,
});

describe("FLUX adapter against a local fake of the BFL API", () => {
  let fake: FluxFake;
  const provider = (timeoutMs = 2_000) => createFluxProvider({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs, pollIntervalMs: 10 });

  beforeAll(async () => {
    fake = await startFluxFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = "ok";
    fake.jobOutcome = "Ready";
    fake.pendingPolls = 1;
    fake.submissions = 0;
    fake.rateLimitAfter = Number.POSITIVE_INFINITY;
    fake.requests.length = 0;
  });

  it("answers the spec's model names", () => {
    expect(provider().models).toEqual(expect.arrayContaining(["flux-kontext", "flux-pro", "flux-pro-1.1"]));
  });

  it("submits with x-key, records the job id before polling, polls until Ready and returns the sample URL", async () => {
    const { ctx, jobIds, progress } = recordingContext();
    const result = await provider().generate!(input({ seed: 7, references: [png] }), ctx);
    const [submit, ...polls] = fake.requests;
    expect(submit!.method).toBe("POST");
    expect(submit!.path).toBe("/v1/flux-kontext-pro");
    expect(submit!.headers["x-key"]).toBe("bfl-test-key");
    expect(submit!.json).toEqual({
      prompt: "a lighthouse logo",
      output_format: "png",
      seed: 7,
      aspect_ratio: "16:9",
      input_image: TINY_PNG.toString("base64"),
    });
    expect(polls.map((p) => p.path)).toEqual(["/v1/get_result", "/v1/get_result"]);
    expect(polls[0]!.headers["x-key"]).toBe("bfl-test-key");
    expect(jobIds).toHaveLength(1);
    expect(result.images).toEqual([{ url: `${fake.url}/files/${jobIds[0]}.png` }]);
    expect(result.meta).toMatchObject({ jobIds, seeds: [42] });
    expect(progress[0]).toBe(0.1);
    expect(progress.at(-1)).toBe(0.95);
  });

  it("runs one job per image, recording the growing id list after each submission", async () => {
    const { ctx, jobIds } = recordingContext();
    const result = await provider().generate!(input({ count: 3 }), ctx);
    expect(fake.submissions).toBe(3);
    expect(jobIds).toHaveLength(3);
    expect(jobIds[2]!.split(",")).toHaveLength(3);
    expect(jobIds[2]!.startsWith(jobIds[1]!)).toBe(true);
    expect(result.images).toHaveLength(3);
  });

  it("sends width and height (multiples of 32) to flux-pro-1.1", async () => {
    await provider().generate!(input({ model: "flux-pro-1.1", aspect: "9:16" }), recordingContext().ctx);
    expect(fake.requests[0]!.path).toBe("/v1/flux-pro-1.1");
    expect(fake.requests[0]!.json).toMatchObject({ width: 768, height: 1344 });
    for (const aspect of ["1:1", "16:9", "9:16"] as const) {
      const { width, height } = fluxProSize(aspect);
      expect((width % 32) + (height % 32)).toBe(0);
    }
  });

  it("resumes with a job id by polling only, never submitting again", async () => {
    fake.seedJob("job-earlier");
    const { ctx, jobIds } = recordingContext({ resumeJobId: "job-earlier" });
    const result = await provider().generate!(input({ count: 2 }), ctx);
    expect(fake.submissions).toBe(0);
    expect(fake.requests.every((r) => r.method === "GET" && r.path === "/v1/get_result")).toBe(true);
    expect(fake.requests[0]!.query.get("id")).toBe("job-earlier");
    expect(jobIds).toEqual([]);
    expect(result.images).toEqual([{ url: `${fake.url}/files/job-earlier.png` }]);
  });

  it("edits with Kontext by instruction and inpaints with the fill model when there is a mask", async () => {
    await provider().edit!({ prompt: "make it night", model: "flux-kontext", count: 1, image: png, references: [] }, recordingContext().ctx);
    expect(fake.requests[0]!.path).toBe("/v1/flux-kontext-pro");
    expect(fake.requests[0]!.json).toMatchObject({ prompt: "make it night", input_image: TINY_PNG.toString("base64") });
    fake.requests.length = 0;
    await provider().edit!({ prompt: "a boat", model: "flux-kontext", count: 1, image: png, mask: png, references: [] }, recordingContext().ctx);
    expect(fake.requests[0]!.path).toBe("/v1/flux-pro-1.0-fill");
    expect(fake.requests[0]!.json).toMatchObject({ image: TINY_PNG.toString("base64"), mask: TINY_PNG.toString("base64") });
  });

  it("maps a 422 to 'rejected' with the vendor's message", async () => {
    fake.mode = "reject";
    const error = await providerError(provider().generate!(input(), recordingContext().ctx));
    expect(error.code).toBe("rejected");
    expect(error.message).toContain("Prompt must not be empty");
    expect(fake.submissions).toBe(0);
  });

  it("maps 402 (no credits) to 'rejected'", async () => {
    fake.mode = "no_credits";
    const error = await providerError(provider().generate!(input(), recordingContext().ctx));
    expect(error.code).toBe("rejected");
    expect(error.message).toContain("Insufficient credits");
  });

  it("maps 429 to a retryable 'rate_limited'", async () => {
    fake.mode = "rate_limit";
    const error = await providerError(provider().generate!(input(), recordingContext().ctx));
    expect(error.code).toBe("rate_limited");
    expect(error.retryable).toBe(true);
    expect(error.message).toContain("active tasks");
  });

  it("maps moderated jobs to 'content_policy' and failed jobs to a non-retryable 'unavailable'", async () => {
    fake.jobOutcome = "Content Moderated";
    expect((await providerError(provider().generate!(input(), recordingContext().ctx))).code).toBe("content_policy");
    fake.jobOutcome = "Request Moderated";
    expect((await providerError(provider().generate!(input(), recordingContext().ctx))).code).toBe("content_policy");
    fake.jobOutcome = "Error";
    const failed = await providerError(provider().generate!(input(), recordingContext().ctx));
    expect(failed.code).toBe("unavailable");
    expect(failed.retryable).toBe(false);
  });

  it("reports an expired job on resume as 'rejected'", async () => {
    const error = await providerError(provider().generate!(input(), recordingContext({ resumeJobId: "job-gone" }).ctx));
    expect(error.code).toBe("rejected");
    expect(error.message).toContain("Task not found");
  });

  it("times out when the submit never answers", async () => {
    fake.mode = "hang_submit";
    const error = await providerError(provider(150).generate!(input(), recordingContext().ctx));
    expect(error.code).toBe("timeout");
  });

  it("times out when the job stays Pending past the timeout, after recording the id", async () => {
    fake.pendingPolls = 1_000;
    const { ctx, jobIds } = recordingContext();
    const error = await providerError(provider(200).generate!(input(), ctx));
    expect(error.code).toBe("timeout");
    expect(jobIds).toHaveLength(1);
  });

  it("maps a non-JSON poll answer to 'bad_response'", async () => {
    fake.mode = "garbage";
    fake.seedJob("job-x");
    expect((await providerError(provider().generate!(input(), recordingContext({ resumeJobId: "job-x" }).ctx))).code).toBe("bad_response");
  });

  it("keeps the jobs already paid for when a later submission is refused, and says so", async () => {
    fake.rateLimitAfter = 2;
    const { ctx, jobIds } = recordingContext();
    const result = await provider().generate!(input({ count: 4 }), ctx);
    expect(fake.submissions).toBe(2);
    expect(jobIds.at(-1)!.split(",")).toHaveLength(2);
    expect(result.images).toHaveLength(2);
    expect(String(result.meta?.partial)).toContain("2 of 4");
  });

  it("stops polling at once when the task is cancelled", async () => {
    fake.pendingPolls = 1_000;
    const controller = new AbortController();
    const call = createFluxProvider({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs: 5_000, pollIntervalMs: 1_000 }).generate!(
      input(),
      recordingContext({ signal: controller.signal }).ctx,
    );
    setTimeout(() => controller.abort(new Error("cancelled by user")), 100);
    const started = Date.now();
    await expect(call).rejects.toThrow("cancelled by user");
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("sends the key only to BFL's own polling hosts", () => {
    expect(trustedPollingUrl("https://api.us1.bfl.ai/v1/get_result?id=1", "https://api.bfl.ai")).toBe(true);
    expect(trustedPollingUrl("https://api.bfl.ai/v1/get_result?id=1", "https://api.bfl.ai")).toBe(true);
    expect(trustedPollingUrl("https://evil.example/v1/get_result?id=1", "https://api.bfl.ai")).toBe(false);
    expect(trustedPollingUrl("http://api.us1.bfl.ai/x", "https://api.bfl.ai")).toBe(false);
    expect(trustedPollingUrl("http://127.0.0.2:80/x", "http://127.0.0.1:80")).toBe(false);
  });
});
