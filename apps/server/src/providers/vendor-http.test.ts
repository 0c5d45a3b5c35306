import { describe, expect, it } from "vitest";
import { z } from "zod";
import { TINY_PNG, TINY_SVG } from "../../test/fakes/fake-http";
import { providerError, recordingContext } from "../../test/fakes/provider-context";
import { requestJson, sniffImageType, vendorMessage, type VendorHttp } from "./vendor-http";

const answering = (response: () => Response): VendorHttp => ({ vendor: "Vendor", timeoutMs: 1_000, fetch: async () => response() });
const get = { method: "GET" as const, url: "https://vendor.test/x", headers: {} };

describe("vendor HTTP", () => {
  it("refuses answers over the size cap, declared or streamed", async () => {
    const declared = await providerError(
      requestJson(
        { ...answering(() => new Response("x".repeat(100), { headers: { "content-length": "100" } })), maxBytes: 10 },
        recordingContext().ctx,
        get,
        z.unknown(),
      ),
    );
    expect(declared.code).toBe("bad_response");
    const stream = () =>
      new Response(
        new ReadableStream({
          start: (c) => {
            for (let i = 0; i < 5; i++) c.enqueue(new TextEncoder().encode("0123456789"));
            c.close();
          },
        }),
      );
    const streamed = await providerError(requestJson({ ...answering(stream), maxBytes: 20 }, recordingContext().ctx, get, z.unknown()));
    expect(streamed.message).toBe("Vendor: answer larger than 20 bytes");
  });

  it("adds Retry-After to a rate-limit message and validates answers with the schema", async () => {
    const limited = await providerError(
      requestJson(
        answering(() => new Response(JSON.stringify({ error: { message: "Slow down" } }), { status: 429, headers: { "retry-after": "7" } })),
        recordingContext().ctx,
        get,
        z.unknown(),
      ),
    );
    expect(limited.message).toBe("Vendor: Slow down (retry after 7 s)");
    const wrongShape = await providerError(
      requestJson(
        answering(() => Response.json({ data: "nope" })),
        recordingContext().ctx,
        get,
        z.object({ data: z.array(z.string()) }),
      ),
    );
    expect(wrongShape.code).toBe("bad_response");
    expect(wrongShape.message).toContain("data");
  });

  it("reads the error message of each vendor's documented error body", () => {
    expect(vendorMessage({ error: { message: "openai says" } })).toBe("openai says");
    expect(vendorMessage({ detail: [{ msg: "a" }, { msg: "b" }] })).toBe("a; b");
    expect(vendorMessage({ detail: "ideogram says" })).toBe("ideogram says");
    expect(vendorMessage({ code: "x", message: "recraft says" })).toBe("recraft says");
    expect(vendorMessage("plain")).toBeUndefined();
  });

  it("recognises image bytes by their magic numbers only", () => {
    expect(sniffImageType(TINY_PNG)).toBe("image/png");
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(Buffer.from(TINY_SVG))).toBe("image/svg+xml");
    expect(sniffImageType(Buffer.from("<html></html>"))).toBeUndefined();
  });
});
