import { describe, expect, it } from "vitest";
import { customCasesKey, dataUrlToBlob, loadCustomCases, readSampleImage, saveCustomCases } from "./sample-uploads";

function memoryStorage(limit = Infinity) {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > limit) throw new Error("QuotaExceededError");
      data.set(key, value);
    },
  };
}

describe("custom case store", () => {
  it("keeps a de-duplicated list of image data URLs under one key, newest first", () => {
    const storage = memoryStorage();
    saveCustomCases(["data:image/webp;base64,AA", "data:image/webp;base64,BB", "data:image/webp;base64,AA"], storage);
    expect(JSON.parse(storage.data.get(customCasesKey)!)).toEqual(["data:image/webp;base64,AA", "data:image/webp;base64,BB"]);
    expect(loadCustomCases(storage)).toEqual(["data:image/webp;base64,AA", "data:image/webp;base64,BB"]);
  });

  it("drops the oldest when the browser's store is full and ignores anything that is not an image", () => {
    const storage = memoryStorage(40);
    const kept = saveCustomCases(["data:image/png;base64,AAAA", "data:image/png;base64,BBBB"], storage);
    expect(kept).toEqual(["data:image/png;base64,AAAA"]);
    storage.data.set(customCasesKey, JSON.stringify(["javascript:alert(1)", 3, "data:image/png;base64,CC"]));
    expect(loadCustomCases(storage)).toEqual(["data:image/png;base64,CC"]);
    storage.data.set(customCasesKey, "{broken");
    expect(loadCustomCases(storage)).toEqual([]);
  });
});

describe("readSampleImage", () => {
  it("refuses non-images and files over 25 MB before reading them", async () => {
    expect(await readSampleImage(new File(["hello"], "a.txt", { type: "text/plain" }))).toEqual({ ok: false, problem: "logoMaker.onlyImages" });
    const big = new File([new Uint8Array(25 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    expect(await readSampleImage(big)).toEqual({ ok: false, problem: "errors.PAYLOAD_TOO_LARGE" });
  });

  it("turns a data URL back into a blob of its type", async () => {
    const blob = dataUrlToBlob(`data:image/png;base64,${btoa("abc")}`);
    expect(blob.type).toBe("image/png");
    expect(blob.size).toBe(3);
  });
});
