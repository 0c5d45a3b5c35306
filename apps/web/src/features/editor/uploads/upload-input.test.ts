import { afterEach, describe, expect, it } from "vitest";
import { droppedInput, pastedInput } from "./upload-input";

const png = new File(["x"], "logo.png", { type: "image/png" });
const pdf = new File(["x"], "doc.pdf", { type: "application/pdf" });

function transfer(files: File[], data: Record<string, string> = {}) {
  return { files, getData: (format: string) => data[format] ?? "" };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("paste rules (spec 01 section 5, spec 03 section 5)", () => {
  it("takes pasted image files, leaving other files out", () => {
    expect(pastedInput(transfer([pdf, png]), document.body, false)).toEqual({ kind: "files", files: [png] });
  });

  it("fetches a pasted http(s) link to a gif, jpeg, jpg or png", () => {
    expect(pastedInput(transfer([], { "text/plain": " https://example.com/a/logo.PNG?x=1 " }), null, false)).toEqual({
      kind: "link",
      url: "https://example.com/a/logo.PNG?x=1",
    });
    expect(pastedInput(transfer([], { "text/plain": "ftp://example.com/logo.png" }), null, false)).toEqual({
      kind: "text",
      text: "ftp://example.com/logo.png",
    });
    expect(pastedInput(transfer([], { "text/plain": "https://example.com/logo.svg" }), null, false).kind).toBe("text");
  });

  it("reads text as plain text only, never the HTML flavour", () => {
    const pasted = pastedInput(transfer([], { "text/plain": "Hello", "text/html": "<b>Hello</b><script>x()</script>" }), null, false);
    expect(pasted).toEqual({ kind: "text", text: "Hello" });
    expect(pastedInput(transfer([], { "text/html": "<img src=x>" }), null, false)).toEqual({ kind: "ignore" });
  });

  it("is ignored while an input, a textarea or an editable element has focus", () => {
    document.body.innerHTML = `<input id="i" type="text"><textarea id="t"></textarea><div id="e" contenteditable="true"></div><input id="c" type="checkbox">`;
    const data = transfer([png]);
    for (const id of ["i", "t"]) expect(pastedInput(data, document.getElementById(id), false)).toEqual({ kind: "ignore" });
    const editable = document.getElementById("e")!;
    // jsdom does not compute isContentEditable from the attribute.
    Object.defineProperty(editable, "isContentEditable", { value: true });
    expect(pastedInput(data, editable, false)).toEqual({ kind: "ignore" });
    expect(pastedInput(data, document.getElementById("c"), false).kind).toBe("files");
  });

  it("is ignored while an upload is loading", () => {
    expect(pastedInput(transfer([png]), null, true)).toEqual({ kind: "ignore" });
  });
});

describe("drop rules", () => {
  it("takes dropped image files only", () => {
    expect(droppedInput(transfer([png, pdf]), false)).toEqual({ kind: "files", files: [png] });
    expect(droppedInput(transfer([pdf]), false)).toEqual({ kind: "ignore" });
  });

  it("fetches a dropped image link from the uri list (comments skipped) or the plain text", () => {
    expect(droppedInput(transfer([], { "text/uri-list": "# from a page\r\nhttp://example.com/p.jpg" }), false)).toEqual({
      kind: "link",
      url: "http://example.com/p.jpg",
    });
    expect(droppedInput(transfer([], { "text/plain": "https://example.com/p.gif" }), false)).toEqual({ kind: "link", url: "https://example.com/p.gif" });
    expect(droppedInput(transfer([], { "text/plain": "https://example.com/page.html" }), false)).toEqual({ kind: "ignore" });
  });

  it("is ignored while loading", () => {
    expect(droppedInput(transfer([png]), true)).toEqual({ kind: "ignore" });
  });
});
