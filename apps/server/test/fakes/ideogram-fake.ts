import { field, files, startFakeServer, TINY_PNG, type FakeReply, type FakeRequest, type FakeServer } from "./fake-http";

/**
 * A local stand-in for the Ideogram API: `Api-Key` auth; 3.0 multipart generate/remix/edit, legacy
 * JSON /generate and multipart /remix, and /describe; answers {created, data: [{url, is_image_safe,
 * seed, resolution, prompt}]} with ephemeral-looking URLs, errors as {detail}.
 */
export type IdeogramFakeMode = "ok" | "unsafe" | "reject" | "safety" | "rate_limit" | "hang";

export type IdeogramFake = FakeServer & { apiKey: string; mode: IdeogramFakeMode };

export async function startIdeogramFake(apiKey = "ideogram-test-key"): Promise<IdeogramFake> {
  const server = await startFakeServer((request, self) => handle(request, self.url));
  const fake: IdeogramFake = Object.assign(server, { apiKey, mode: "ok" as IdeogramFakeMode });

  function handle(request: FakeRequest, url: string): FakeReply {
    if (request.method === "GET" && request.path.startsWith("/api/images/ephemeral/")) return { status: 200, body: TINY_PNG, contentType: "image/png" };
    if (request.headers["api-key"] !== apiKey) return { status: 401, json: { detail: "Invalid API key" } };
    if (fake.mode === "hang") return "hang";
    if (fake.mode === "rate_limit") return { status: 429, json: { detail: "Too many requests, please slow down." } };
    if (fake.mode === "reject") return { status: 400, json: { detail: "Invalid aspect ratio for this model." } };
    if (fake.mode === "safety") return { status: 422, json: { detail: "Prompt failed the safety check." } };
    if (request.method !== "POST") return { status: 405, json: { detail: "Method Not Allowed" } };

    switch (request.path) {
      case "/describe":
        if (files(request.form, "image_file").length !== 1)
          return { status: 422, json: { detail: [{ loc: ["body", "image_file"], msg: "field required", type: "value_error.missing" }] } };
        return { status: 200, json: { descriptions: [{ text: "A minimalist red fox emblem on a cream background." }] } };
      case "/generate": {
        const req = (request.json as { image_request?: { prompt?: string; num_images?: number } })?.image_request;
        if (!req?.prompt)
          return { status: 422, json: { detail: [{ loc: ["body", "image_request", "prompt"], msg: "field required", type: "value_error.missing" }] } };
        return images(url, req.num_images ?? 1, req.prompt, fake.mode);
      }
      case "/remix": {
        const req = JSON.parse(field(request.form, "image_request") ?? "{}") as { prompt?: string; num_images?: number };
        if (!req.prompt || files(request.form, "image_file").length !== 1)
          return { status: 422, json: { detail: [{ loc: ["body"], msg: "image_request and image_file are required", type: "value_error" }] } };
        return images(url, req.num_images ?? 1, req.prompt, fake.mode);
      }
      case "/v1/ideogram-v3/generate":
      case "/v1/ideogram-v3/remix":
      case "/v1/ideogram-v3/edit": {
        const prompt = field(request.form, "prompt");
        const needsImage = !request.path.endsWith("/generate");
        if (
          !prompt ||
          (needsImage && files(request.form, "image").length !== 1) ||
          (request.path.endsWith("/edit") && files(request.form, "mask").length !== 1)
        ) {
          return { status: 422, json: { detail: [{ loc: ["body"], msg: "missing required form fields", type: "value_error" }] } };
        }
        return images(url, Number(field(request.form, "num_images") ?? "1"), prompt, fake.mode);
      }
      default:
        return { status: 404, json: { detail: "Not Found" } };
    }
  }

  return fake;
}

function images(url: string, n: number, prompt: string, mode: IdeogramFakeMode): FakeReply {
  const data = Array.from({ length: n }, (_, i) =>
    mode === "unsafe"
      ? { url: null, is_image_safe: false, prompt, resolution: "1024x1024", seed: 100 + i }
      : {
          url: `${url}/api/images/ephemeral/img${i}.png?exp=1&sig=x`,
          is_image_safe: true,
          prompt,
          resolution: "1024x1024",
          seed: 100 + i,
          style_type: "GENERAL",
        },
  );
  return { status: 200, json: { created: "2026-11-22T02:30:00.000000+00:00", data } };
}
