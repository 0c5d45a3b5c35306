import { afterEach, describe, expect, it, vi } from "vitest";
import { joinEventData, needsTranslation, translatePrompt } from "./translate-prompt";

afterEach(() => vi.unstubAllGlobals());

describe("prompt translation (spec 01 section 7)", () => {
  it("is skipped for empty text, text without Han characters and the same languages", () => {
    expect(needsTranslation("", "zh", "en")).toBe(false);
    expect(needsTranslation("a red fox", "zh", "en")).toBe(false);
    expect(needsTranslation("红色的狐狸", "zh", "zh")).toBe(false);
    expect(needsTranslation("红色的狐狸", "zh", "en")).toBe(true);
  });

  it("joins the stream's data pieces", () => {
    expect(joinEventData("data: a red\n\ndata:  fox\n\ndata: [DONE]\n\n")).toBe("a red fox");
    expect(joinEventData("data: one\ndata: two\n\n")).toBe("one\ntwo");
  });

  it("sends the text to /api/openai/chat and uses the answer, or the original on failure", async () => {
    const fetchMock = vi.fn(async () => new Response("data: a red fox\n\ndata: [DONE]\n\n", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(translatePrompt("红色的狐狸")).resolves.toBe("a red fox");
    expect(fetchMock).toHaveBeenCalledWith("/api/openai/chat", expect.objectContaining({ method: "POST" }));
    await expect(translatePrompt("a fox")).resolves.toBe("a fox");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    await expect(translatePrompt("红色的狐狸")).resolves.toBe("红色的狐狸");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 500 })),
    );
    await expect(translatePrompt("红色的狐狸")).resolves.toBe("红色的狐狸");
  });
});
