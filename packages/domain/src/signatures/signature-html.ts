import type { SignatureFields } from "@studio/contracts";

/** The logo as a hosted image: an absolute URL and the size it is shown at (mail clients need both). */
export type SignatureLogo = { src: string; width: number; height: number };

/** Fonts every mail client has: a web font would be dropped by Gmail and Outlook. */
const FONT = "Arial,Helvetica,sans-serif";

/** Escapes a value for HTML text and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** The address the web field links to: http(s) kept, a bare host gets https://, anything else no link. */
export function webHref(web: string): string | null {
  const value = web.trim();
  if (value === "") return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.href;
  } catch {
    return null;
  }
}

const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, "")}`;

function link(href: string, text: string, color: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${color};text-decoration:none;">${escapeHtml(text)}</a>`;
}

/** The contact lines (phone, email, web, address) that are filled, each already HTML. */
function contactParts(fields: SignatureFields): string[] {
  const parts: string[] = [];
  const { color } = fields;
  if (fields.phone) parts.push(link(telHref(fields.phone), fields.phone, "#374151"));
  if (fields.email) parts.push(link(`mailto:${fields.email}`, fields.email, color));
  const web = webHref(fields.web);
  if (fields.web) parts.push(web ? link(web, fields.web, color) : escapeHtml(fields.web));
  if (fields.address) parts.push(escapeHtml(fields.address));
  return parts;
}

function logoImage(logo: SignatureLogo, alt: string): string {
  const width = Math.round(logo.width);
  const height = Math.round(logo.height);
  return `<img src="${escapeHtml(logo.src)}" width="${width}" height="${height}" alt="${escapeHtml(alt)}" style="display:block;border:0;width:${width}px;height:${height}px;">`;
}

const cell = (style: string, content: string) => `<td style="${style}">${content}</td>`;
const row = (content: string) => `<tr>${content}</tr>`;
const table = (content: string) =>
  `<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse;font-family:${FONT};">${content}</table>`;

function textBlock(fields: SignatureFields, separator: "lines" | "inline"): string {
  const { color } = fields;
  const role = [fields.title, fields.company].filter((part) => part !== "").map(escapeHtml);
  const contacts = contactParts(fields);
  const lines: string[] = [`<span style="font-size:16px;font-weight:bold;color:${color};">${escapeHtml(fields.name)}</span>`];
  if (role.length > 0) lines.push(`<span style="font-size:13px;color:#374151;">${role.join(" | ")}</span>`);
  if (separator === "inline") {
    if (contacts.length > 0) lines.push(`<span style="font-size:12px;color:#4b5563;">${contacts.join(" &middot; ")}</span>`);
    return lines.join(`<span style="color:#9ca3af;"> &nbsp;|&nbsp; </span>`);
  }
  for (const contact of contacts) lines.push(`<span style="font-size:12px;color:#4b5563;">${contact}</span>`);
  return lines.join("<br>");
}

/**
 * An e-mail signature as HTML that survives Gmail, Outlook and Apple Mail: nested tables, inline
 * styles only, no `<style>`, `<link>` or class attributes, system fonts, the logo as a hosted image
 * with width and height. Every user value is escaped. Pure: the server stores its answer and the maker
 * previews with the same function.
 */
export function signatureHtml(fields: SignatureFields, logo: SignatureLogo | null): string {
  const alt = fields.company || fields.name;
  const base = `font-family:${FONT};font-size:12px;line-height:1.5;color:#374151;`;
  if (fields.layout === "stacked") {
    const rows = [];
    if (logo) rows.push(row(cell("padding:0 0 8px 0;", logoImage(logo, alt))));
    rows.push(row(cell(`${base}border-top:2px solid ${fields.color};padding:8px 0 0 0;`, textBlock(fields, "lines"))));
    return table(rows.join(""));
  }
  if (fields.layout === "compact") {
    const small = logo ? { ...logo, width: (logo.width * 32) / logo.height, height: 32 } : null;
    const cells = [];
    if (small) cells.push(cell("padding:0 10px 0 0;vertical-align:middle;", logoImage(small, alt)));
    cells.push(cell(`${base}vertical-align:middle;`, textBlock(fields, "inline")));
    return table(row(cells.join("")));
  }
  const cells = [];
  if (logo) cells.push(cell(`padding:0 14px 0 0;vertical-align:top;border-right:2px solid ${fields.color};`, logoImage(logo, alt)));
  cells.push(cell(`${base}vertical-align:top;padding:0 0 0 ${logo ? 14 : 0}px;`, textBlock(fields, "lines")));
  return table(row(cells.join("")));
}

/** The signature as plain text (the clipboard's text/plain beside the HTML). */
export function signatureText(fields: SignatureFields): string {
  const role = [fields.title, fields.company].filter((part) => part !== "").join(" | ");
  return [fields.name, role, fields.phone, fields.email, fields.web, fields.address].filter((line) => line !== "").join("\n");
}
