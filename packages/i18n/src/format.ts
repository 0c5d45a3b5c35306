/** Replaces `{{name}}` placeholders; an unknown placeholder is left as written so it shows up. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
