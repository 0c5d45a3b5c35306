import { describe, expect, it } from "vitest";
import { centerFile, centerFileAllowed, centerFiles, customSizeProblem, exportFileFor } from "./download-files";

const allowed = (level: Parameters<typeof centerFileAllowed>[0]) => centerFiles.filter((file) => centerFileAllowed(level, file)).map((file) => file.id);

describe("download center files", () => {
  it("Basic opens exactly the 800x600 JPG and PNG; Professional every file; nothing without a package", () => {
    expect(allowed(null)).toEqual([]);
    expect(allowed("basic")).toEqual(["jpg-800", "png-800"]);
    expect(allowed("professional")).toEqual(centerFiles.map((file) => file.id));
    expect(allowed("brand")).toEqual(centerFiles.map((file) => file.id));
    expect(centerFile("png-800")?.size).toEqual({ width: 800, height: 600 });
    expect(centerFile("png-2400")?.size).toEqual({ width: 2400, height: 1800 });
    expect(centerFile("exe")).toBeUndefined();
  });

  it("custom sizes go from 16 to 5000 px on each side, whole pixels", () => {
    expect(customSizeProblem(5000, 16)).toBeNull();
    expect(customSizeProblem(5001, 100)).toBe("max");
    expect(customSizeProblem(100, 5001)).toBe("max");
    expect(customSizeProblem(100, 15)).toBe("range");
    expect(customSizeProblem(100.5, 100)).toBe("range");
    expect(customSizeProblem(Number.NaN, 100)).toBe("range");
  });
});

describe("export payload to download-center file", () => {
  it("maps the spec's type and size to the file whose package rule applies", () => {
    expect(exportFileFor("SVG", 1, 1).file.id).toBe("svg");
    expect(exportFileFor("EPS", 1, 1).file.feature).toBe("vector");
    expect(exportFileFor("PNG", 800, 600)).toMatchObject({ file: { id: "png-800", feature: "web" }, size: null });
    expect(exportFileFor("JPG", 2400, 1800)).toMatchObject({ file: { id: "jpg-2400", feature: "highRes" }, size: null });
    expect(exportFileFor("PNG", 1200, 300)).toMatchObject({ file: { id: "png-custom", feature: "customSize" }, size: { width: 1200, height: 300 } });
  });
});
