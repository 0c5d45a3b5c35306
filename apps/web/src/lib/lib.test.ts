import { describe, expect, it, vi } from "vitest";
import { readCookie } from "./cookie";
import { createEventBus } from "./event-bus";
import { ossPath, ossVariantUrl } from "./oss-url";

describe("readCookie", () => {
  it("finds a cookie by exact name and decodes it", () => {
    const cookies = "theme=dark; csrf_token=a%2Bb; xcsrf_token=wrong";
    expect(readCookie(cookies, "csrf_token")).toBe("a+b");
    expect(readCookie(cookies, "missing")).toBeUndefined();
    expect(readCookie("", "csrf_token")).toBeUndefined();
    expect(readCookie("bad=%E0%A4%A", "bad")).toBe("%E0%A4%A");
  });
});

describe("event bus", () => {
  it("delivers to current subscribers only", () => {
    const bus = createEventBus<{ ping: number }>();
    const first = vi.fn();
    const second = vi.fn();
    const off = bus.on("ping", first);
    bus.on("ping", second);
    bus.emit("ping", 1);
    off();
    bus.emit("ping", 2);
    expect(first.mock.calls).toEqual([[1]]);
    expect(second.mock.calls).toEqual([[1], [2]]);
    expect(bus.listenerCount("ping")).toBe(1);
  });
});

describe("oss urls", () => {
  it("asks a width as WebP, keeping a signed link's signature and replacing an earlier size", () => {
    expect(ossVariantUrl("/oss/uploads/a.png", 400)).toBe("/oss/uploads/a.png?w=400&format=webp");
    expect(ossVariantUrl("/oss/ai-images/t/1.png?exp=9&sig=s-_", 600)).toBe("/oss/ai-images/t/1.png?exp=9&sig=s-_&w=600&format=webp");
    expect(ossVariantUrl("/oss/ai-images/t/1.png?exp=9&sig=s&w=400&format=webp", 200)).toBe("/oss/ai-images/t/1.png?exp=9&sig=s&w=200&format=webp");
    expect(ossVariantUrl("https://cdn.example/a.png", 400)).toBe("https://cdn.example/a.png");
    expect(ossVariantUrl("data:image/png;base64,AAAA", 400)).toBe("data:image/png;base64,AAAA");
  });

  it("takes the path of a signed link", () => {
    expect(ossPath("/oss/ai-images/t/1.png?exp=9&sig=s")).toBe("/oss/ai-images/t/1.png");
    expect(ossPath("/oss/a.png#x")).toBe("/oss/a.png");
    expect(ossPath("/oss/a.png")).toBe("/oss/a.png");
  });
});

describe("zod-jitless", () => {
  it("configures zod without importing it, whether zod loads after it or was already loaded", async () => {
    await import("./zod-jitless");
    const { config } = await import("zod");
    expect(config().jitless).toBe(true);
  });
});
