import { field, files, startFakeServer, TINY_PNG, type FakeReply, type FakeRequest, type FakeServer } from "./fake-http";

/**
 * A local stand-in for the OpenAI Images and Chat Completions APIs, speaking their documented format:
 * Bearer auth, `{created, data: [{b64_json | url}]}` answers, `{error: {message, type, code}}` errors.
 * `mode` switches what the next calls do, so one server serves every contract case.
 */
export type OpenAiFakeMode = "ok" | "url" | "reject" | "moderation" | "rate_limit" | "server_error" | "garbage" | "hang";

export type OpenAiFake = FakeServer & { apiKey: string; mode: OpenAiFakeMode };

const error = (status: number, message: string, type: string, code: string | null): FakeReply => ({
  status,
  json: { error: { message, type, param: null, code } },
});

export async function startOpenAiFake(apiKey = "sk-test-openai"): Promise<OpenAiFake> {
  const server = await startFakeServer((request, self) => handle(request, self.url, apiKey, fake.mode));
  const fake: OpenAiFake = Object.assign(server, { apiKey, mode: "ok" as OpenAiFakeMode });
  return fake;
}

function handle(request: FakeRequest, url: string, apiKey: string, mode: OpenAiFakeMode): FakeReply {
  if (request.method === "GET" && request.path.startsWith("/files/")) return { status: 200, body: TINY_PNG, contentType: "image/png" };
  if (request.headers.authorization !== `Bearer ${apiKey}`) return error(401, "Incorrect API key provided.", "invalid_request_error", "invalid_api_key");
  if (mode === "hang") return "hang";
  if (mode === "rate_limit") return error(429, "Rate limit reached for images per minute. Please try again in 12s.", "requests", "rate_limit_exceeded");
  if (mode === "server_error") return error(500, "The server had an error while processing your request.", "server_error", null);
  if (mode === "garbage") return { status: 200, text: "<html>gateway</html>", contentType: "text/html" };
  if (mode === "moderation")
    return error(400, "Your request was rejected as a result of our safety system.", "image_generation_user_error", "moderation_blocked");
  if (mode === "reject") return error(400, "Invalid value for 'size': '999x999'.", "invalid_request_error", "invalid_value");

  if (request.method === "POST" && request.path === "/v1/images/generations") {
    const body = request.json as { model?: string; prompt?: string; n?: number; response_format?: string };
    if (!body?.prompt) return error(400, "Missing required parameter: 'prompt'.", "invalid_request_error", "missing_required_parameter");
    if (body.model === "gpt-image-1" && body.response_format !== undefined)
      return error(400, "Unknown parameter: 'response_format'.", "invalid_request_error", "unknown_parameter");
    return images(body.n ?? 1, mode === "url" ? url : undefined);
  }
  if (request.method === "POST" && request.path === "/v1/images/edits") {
    if (!field(request.form, "prompt") || files(request.form, "image[]").length === 0)
      return error(400, "Missing required parameter: 'image'.", "invalid_request_error", "missing_required_parameter");
    return images(Number(field(request.form, "n") ?? "1"), mode === "url" ? url : undefined);
  }
  if (request.method === "POST" && request.path === "/v1/chat/completions") {
    return {
      status: 200,
      json: {
        id: "chatcmpl-1",
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content: "A red circle on a white background, flat vector style." }, finish_reason: "stop" }],
      },
    };
  }
  return error(404, `Invalid URL (${request.method} ${request.path})`, "invalid_request_error", null);
}

function images(n: number, urlBase: string | undefined): FakeReply {
  const data = Array.from({ length: n }, (_, i) => (urlBase ? { url: `${urlBase}/files/img-${i}.png` } : { b64_json: TINY_PNG.toString("base64") }));
  return { status: 200, json: { created: 1_763_000_000, data } };
}
