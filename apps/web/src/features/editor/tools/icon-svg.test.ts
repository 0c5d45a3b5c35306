import { describe, expect, it } from "vitest";
import { parseIconSvg } from "./icon-svg";

describe("parseIconSvg", () => {
  it("keeps the drawable nodes' geometry and the paint, nothing else", () => {
    const geometry = parseIconSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="currentColor" stroke="none"><g><path d="M1 1h4" style="x" onload="y()"/><rect x="2" y="3" width="4" height="5" href="http://a.test"/></g><script>alert(1)</script></svg>',
    );
    expect(geometry).toEqual({
      viewBox: [0, 0, 24, 24],
      paint: "fill",
      nodes: [
        { tag: "path", attrs: { d: "M1 1h4" } },
        { tag: "rect", attrs: { x: "2", y: "3", width: "4", height: "5" } },
      ],
    });
  });

  it("gives nothing for a file without a drawable node or with a broken viewBox", () => {
    expect(parseIconSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><text>a</text></svg>')).toBeUndefined();
    expect(parseIconSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 a"><path d="M1 1"/></svg>')).toBeUndefined();
    expect(parseIconSvg("not svg")).toBeUndefined();
  });
});
