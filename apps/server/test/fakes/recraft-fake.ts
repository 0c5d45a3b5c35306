import { field, files, startFakeServer, TINY_PNG, TINY_SVG, type FakeReply, type FakeRequest, type FakeServer } from "./fake-http";

/**
 * A local stand-in for the Recraft API: Bearer auth, JSON /v1/images/generations and multipart
 * /v1/images/imageToImage and /v1/images/inpaint, answering {created, data: [{image_id, b64_json | url}]}
 * (SVG for vector styles, PNG otherwise), errors as {code, message}.
 */
export type RecraftFakeMode = "ok" | "url" | "reject" | "rate_limit" | "server_error" | "hang";

export type RecraftFake = FakeServer & { apiKey: string; mode: RecraftFakeMode };

const VECTOR_STYLES = new Set(["vector_illustration", "icon", "logo"]);

export async function startRecraftFake(apiKey = "recraft-test-key"): Promise<RecraftFake> {
  const server = await startFakeServer((request, self) => handle(request, self.url));
  const fake: RecraftFake = Object.assign(server, { apiKey, mode: "ok" as RecraftFakeMode });

  function handle(request: FakeRequest, url: string): FakeReply {
    if (request.method === "GET" && request.path.startsWith("/files/"))
      return request.path.endsWith(".svg")
        ? { status: 200, text: TINY_SVG, contentType: "image/svg+xml" }
        : { status: 200, body: TINY_PNG, contentType: "image/png" };
    if (request.headers.authorization !== `Bearer ${apiKey}`) return { status: 401, json: { code: "not_authenticated", message: "Not authenticated" } };
    if (fake.mode === "hang") return "hang";
    if (fake.mode === "rate_limit") return { status: 429, json: { code: "too_many_requests", message: "Too many requests" } };
    if (fake.mode === "server_error") return { status: 503, json: { code: "unavailable", message: "Service temporarily unavailable" } };
    if (fake.mode === "reject") return { status: 400, json: { code: "invalid_size", message: "Size 999x999 is not supported" } };

    let prompt: string | undefined;
    let n = 1;
    let style = "realistic_image";
    let format = "url";
    if (request.path === "/v1/images/generations") {
      const body = request.json as { prompt?: string; n?: number; style?: string; response_format?: string };
      prompt = body?.prompt;
      n = body?.n ?? 1;
      style = body?.style ?? style;
      format = body?.response_format ?? format;
    } else if (request.path === "/v1/images/imageToImage" || request.path === "/v1/images/inpaint") {
      if (files(request.form, "image").length !== 1 || (request.path.endsWith("inpaint") && files(request.form, "mask").length !== 1))
        return { status: 400, json: { code: "invalid_request", message: "image is required" } };
      prompt = field(request.form, "prompt");
      n = Number(field(request.form, "n") ?? "1");
      style = field(request.form, "style") ?? style;
      format = field(request.form, "response_format") ?? format;
    } else {
      return { status: 404, json: { code: "not_found", message: "Not found" } };
    }
    if (!prompt) return { status: 400, json: { code: "invalid_request", message: "prompt is required" } };
    const vector = VECTOR_STYLES.has(style);
    const data = Array.from({ length: n }, (_, i) => {
      const id = `00000000-0000-4000-8000-00000000000${i}`;
      if (format === "b64_json" && fake.mode !== "url")
        return { image_id: id, b64_json: vector ? Buffer.from(TINY_SVG).toString("base64") : TINY_PNG.toString("base64") };
      return { image_id: id, url: `${url}/files/${id}.${vector ? "svg" : "png"}` };
    });
    return { status: 200, json: { created: 1_763_000_000, credits: 40 * n, data } };
  }

  return fake;
}
