import { describe, expect, it } from "vitest";
import { signatureFieldsSchema, SIGNATURE_LAYOUTS } from "@studio/contracts";
import { escapeHtml, signatureHtml, signatureText, webHref } from "./signature-html";

const fields = signatureFieldsSchema.parse({
  name: `Ada <script>alert("x")</script> & Co`,
  title: "Founder",
  company: `O'Brien "Tea"`,
  phone: "+1 (555) 010-2030",
  email: "ada@example.com",
  web: "example.com/about?a=1&b=2",
  address: "1 <b>Main</b> St",
  color: "#0a7c55",
});
const logo = { src: "https://studio.example/oss/signatures/7/a.png", width: 120, height: 60 };

describe("signatureHtml", () => {
  it.each(SIGNATURE_LAYOUTS)("layout %s: tables and inline styles only, no <style>, <link> or class, no web fonts", (layout) => {
    const html = signatureHtml({ ...fields, layout }, logo);
    expect(html.startsWith("<table")).toBe(true);
    expect(html).not.toMatch(/<style|<link|\sclass=|@import|@font-face|fonts\.googleapis|<script/i);
    expect(html).toContain("font-family:Arial,Helvetica,sans-serif");
    // Every user value is escaped, none raw.
    expect(html).toContain("Ada &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
    expect(html).toContain("O&#39;Brien &quot;Tea&quot;");
    expect(html).toContain("1 &lt;b&gt;Main&lt;/b&gt; St");
    expect(html).toContain('href="https://example.com/about?a=1&amp;b=2"');
    expect(html).toContain('href="mailto:ada@example.com"');
    expect(html).toContain('href="tel:+15550102030"');
    // The logo is the hosted image with its width and height as attributes.
    const img = /<img [^>]*>/.exec(html)?.[0] ?? "";
    expect(img).toContain(`src="${logo.src}"`);
    expect(img).toMatch(/ width="\d+"/);
    expect(img).toMatch(/ height="\d+"/);
  });

  it("draws no image without a logo, and the compact layout shrinks it to 32 px high", () => {
    expect(signatureHtml(fields, null)).not.toContain("<img");
    expect(signatureHtml({ ...fields, layout: "compact" }, logo)).toContain('width="64" height="32"');
  });

  it("leaves out empty fields", () => {
    const html = signatureHtml(signatureFieldsSchema.parse({ name: "Solo" }), null);
    expect(html).not.toContain("mailto:");
    expect(html).not.toContain("tel:");
    expect(signatureText(signatureFieldsSchema.parse({ name: "Solo", email: "s@example.com" }))).toBe("Solo\ns@example.com");
  });
});

describe("webHref and escapeHtml", () => {
  it("links http(s) and bare hosts, never other schemes", () => {
    expect(webHref("https://a.example/x")).toBe("https://a.example/x");
    expect(webHref("a.example")).toBe("https://a.example/");
    expect(webHref("javascript:alert(1)")).toBeNull();
    expect(webHref("data:text/html,x")).toBeNull();
    expect(webHref("")).toBeNull();
    expect(signatureHtml({ ...fields, web: "javascript:alert(1)" }, null)).not.toContain('javascript:alert(1)"');
  });
  it("escapes the five characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
