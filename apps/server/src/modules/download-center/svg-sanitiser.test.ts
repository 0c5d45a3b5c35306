import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { checkSvgImages, sanitiseSvg, SvgRejected } from "./svg-sanitiser";

const wrap = (inner: string, root = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100"${root}>${inner}</svg>`;

describe("sanitiseSvg: the allow-list a posted SVG goes through", () => {
  it("keeps a logo's drawing: shapes, gradients, clip paths, same-document references, text", () => {
    const input = wrap(
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/></linearGradient>' +
        '<clipPath id="c"><circle cx="50" cy="50" r="40"/></clipPath></defs>' +
        '<g transform="translate(1 2)" clip-path="url(#c)"><rect width="100" height="100" fill="url(#g)" style="stroke:#000;stroke-width:2"/></g>' +
        '<use xlink:href="#c"/><text x="10" y="90" font-family="Inter" font-size="12">A &amp; B</text>',
    );
    const { svg, dropped } = sanitiseSvg(input);
    expect(dropped).toBe(0);
    expect(svg).toContain('<linearGradient id="g" x1="0" y1="0" x2="1" y2="0">');
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain('clip-path="url(#c)"');
    expect(svg).toContain('style="stroke:#000;stroke-width:2"');
    expect(svg).toContain('<use href="#c">');
    expect(svg).toContain(">A &amp; B</text>");
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">')).toBe(true);
  });

  it("drops script, foreignObject, style sheets, filters, animation, links and event handlers", () => {
    const input = wrap(
      '<script>alert(1)</script><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="http://127.0.0.1/"/></foreignObject>' +
        "<style>@import url(http://127.0.0.1/x.css); rect { fill: url(http://127.0.0.1/p) }</style>" +
        '<filter id="f"><feImage href="http://127.0.0.1/i.png"/></filter><a href="javascript:alert(1)"><rect width="1" height="1"/></a>' +
        '<rect width="10" height="10" onload="alert(1)" onclick="x()" filter="url(#f)"><animate attributeName="fill" to="red"/><set attributeName="x" to="1"/></rect>',
      ' onload="alert(2)"',
    );
    const { svg, dropped } = sanitiseSvg(input);
    expect(dropped).toBe(7);
    for (const bad of [
      "script",
      "alert",
      "foreignObject",
      "iframe",
      "style>",
      "@import",
      "feImage",
      "filter",
      "javascript",
      "onload",
      "onclick",
      "animate",
      "<set",
      "127.0.0.1",
    ])
      expect(svg).not.toContain(bad);
    expect(svg).toContain('<rect width="10" height="10"></rect>');
  });

  it("keeps only same-document references and inline PNG/JPEG/WebP pictures", () => {
    const png = "iVBORw0KGgo=";
    const input = wrap(
      [
        '<image href="http://127.0.0.1:9/a.png" width="10" height="10"/>',
        '<image href="http://169.254.169.254/latest/meta-data/" width="10" height="10"/>',
        '<image xlink:href="file:///etc/passwd" width="10" height="10"/>',
        '<image href="/etc/passwd" width="10" height="10"/>',
        '<image href="data:image/svg+xml;base64,PHN2Zz4=" width="10" height="10"/>',
        `<image href="data:image/png;base64,${png}" width="10" height="10"/>`,
        '<use href="http://127.0.0.1:9/s.svg#a"/>',
        '<use href="file:///etc/hosts#a"/>',
        '<rect fill="url(http://127.0.0.1:9/p#x)" stroke="url(&quot;file:///etc/passwd&quot;)" mask="url(#m)" style="fill:url(http://127.0.0.1/);stroke:red"/>',
      ].join(""),
    );
    const { svg, images } = sanitiseSvg(input);
    for (const bad of ["127.0.0.1", "169.254", "file:", "/etc/", "svg+xml"]) expect(svg).not.toContain(bad);
    expect(svg.match(/href="/g)).toHaveLength(1);
    expect(svg).toContain(`href="data:image/png;base64,${png}"`);
    expect(images).toHaveLength(1);
    expect(svg).toContain('<rect mask="url(#m)" style="stroke:red">');
  });

  it("refuses entity declarations (billion laughs), bad XML, a non-SVG root and documents over the limits", () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
      '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&lol3;</text></svg>';
    const external = '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>';
    const cases: [string, RegExp][] = [
      [laughs, /DOCTYPE/],
      [external, /DOCTYPE/],
      ["<svg><rect></svg>", /not well-formed/],
      ["<svg><text>&undefined;</text></svg>", /not well-formed/],
      ["<html><svg/></html>", /root element must be <svg>/],
      ["not xml at all", /not well-formed|root element/],
      [wrap("<g/>".repeat(100_000)), /more than 5000 elements/],
      [wrap("<g>".repeat(70) + "</g>".repeat(70)), /deeper than 64/],
      [wrap('<g id="a"><rect/></g><g id="b"><use href="#a"/><use href="#a"/></g><use href="#b"/>'), /contains <use>/],
      [wrap(`<g id="big">${"<rect/>".repeat(4000)}</g>${'<use href="#big"/>'.repeat(6)}`), /through <use>/],
      ["x".repeat(600_001), /larger than/],
    ];
    for (const [markup, reason] of cases) {
      let caught: unknown;
      try {
        sanitiseSvg(markup);
      } catch (error) {
        caught = error;
      }
      expect(caught, markup.slice(0, 60)).toBeInstanceOf(SvgRejected);
      expect((caught as Error).message).toMatch(reason);
    }
  });

  it("inline pictures must be real PNG, JPEG or WebP of at most 4096 x 4096 pixels", async () => {
    const small = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#f00" } })
      .png()
      .toBuffer();
    await expect(checkSvgImages([small])).resolves.toBeUndefined();
    const large = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(checkSvgImages([large])).rejects.toThrow(SvgRejected);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#f00" } })
      .gif()
      .toBuffer();
    await expect(checkSvgImages([gif])).rejects.toThrow(/PNG, JPEG or WebP/);
    await expect(checkSvgImages([Buffer.from("not an image")])).rejects.toThrow(SvgRejected);
  });
});
