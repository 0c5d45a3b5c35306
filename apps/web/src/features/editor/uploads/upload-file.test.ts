import { describe, expect, it } from "vitest";
import { extensionOf, fileCategoryOf, formatSpeed, newUploadFile, uploadSpeed } from "./upload-file";

describe("file categories by extension (spec 03 section 3)", () => {
  it.each([
    ["photo.PNG", "image"],
    ["a.jpeg", "image"],
    ["mark.svg", "image"],
    ["Brand.ttf", "font"],
    ["x.woff2", "font"],
    ["clip.mp4", "video"],
    ["song.mp3", "music"],
    ["deck.pdf", "pdf"],
    ["letter.docx", "word"],
    ["sheet.xlsx", "excel"],
    ["talk.pptx", "ppt"],
    ["layers.psd", "psd"],
    ["vector.ai", "ai"],
    ["bundle.zip", "zip"],
    ["archive.tar.gz", "zip"],
    ["notes.txt", "others"],
    ["README", "others"],
    [".hidden", "others"],
  ])("%s is %s", (name, category) => {
    expect(fileCategoryOf(name)).toBe(category);
  });

  it("reads the extension of the last path part only", () => {
    expect(extensionOf("dir.v2/file")).toBe("");
    expect(extensionOf("C:\\pics\\Logo.JPG")).toBe("jpg");
  });
});

describe("the upload file record", () => {
  it("starts waiting with the spec's fields", () => {
    expect(newUploadFile("u1", "Logo.PNG", 2048)).toEqual({
      id: "u1",
      name: "Logo.PNG",
      extension: "png",
      size: 2048,
      type: "image",
      status: "wait",
      percentage: 0,
      speed: 0,
      width: null,
      height: null,
      path: null,
      error: null,
    });
  });

  it("measures speed in bytes per second from the share sent", () => {
    expect(uploadSpeed(1_000_000, 0.5, 0, 2000)).toBe(250_000);
    expect(uploadSpeed(1_000_000, 0.5, 1000, 1000)).toBe(0);
    expect(formatSpeed(250_000)).toBe("244 KB/s");
    expect(formatSpeed(3 * 1024 * 1024)).toBe("3.0 MB/s");
    expect(formatSpeed(12)).toBe("12 B/s");
  });
});
