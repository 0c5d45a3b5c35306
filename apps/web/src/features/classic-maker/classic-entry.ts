/**
 * The classic maker's create-logo entry (spec 03 section 2): /start?name= on the Chinese site,
 * /generate?name= elsewhere. The link writer turns every ampersand of the name into a yen sign so
 * the name cannot split the query; the reader turns them back, so "Harbor & Pine" is drawn as typed.
 * Everything after `name=` is the name (a raw '&' typed in a name stays in it), which is why the
 * link writer puts slogan and industry before it; a hand-written link that puts `slogan=`,
 * `industry=` or `lang=` after the name still has them read as parameters, not as part of the name.
 */
export type ClassicBrief = { name: string; slogan: string; industry: string };

export type ClassicEntry = ClassicBrief & {
  /** The link carried `name=` with nothing in it: the 'empty name' flag, shown on the form. */
  emptyName: boolean;
};

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

export function classicEntry(search: string): ClassicEntry {
  const at = search.search(/[?&]name=/);
  const rest = at < 0 ? "" : search.slice(at + 1 + "name=".length);
  const trailing = rest.search(/&(?:slogan|industry|lang)=/i);
  const head = at < 0 ? search : `${search.slice(0, at)}${trailing < 0 ? "" : rest.slice(trailing)}`;
  const params = new URLSearchParams(head);
  const slogan = (params.get("slogan") ?? "").trim();
  const industry = (params.get("industry") ?? "").trim();
  if (at < 0) return { name: "", slogan, industry, emptyName: false };
  const raw = trailing < 0 ? rest : rest.slice(0, trailing);
  const name = decode(raw).replace(/¥/g, "&").trim();
  return { name, slogan, industry, emptyName: name === "" };
}

/** The entry path of the site's language: /start for Chinese, /generate for the others. */
export function classicEntryPath(language: string): "/start" | "/generate" {
  return language.startsWith("zh") ? "/start" : "/generate";
}

/** The create-logo link of a brief; null for an empty name, which only raises the flag and does not navigate. */
export function classicEntryLink(language: string, brief: ClassicBrief): string | null {
  const name = brief.name.trim();
  if (!name) return null;
  const head = new URLSearchParams();
  if (brief.slogan.trim()) head.set("slogan", brief.slogan.trim());
  if (brief.industry.trim()) head.set("industry", brief.industry.trim());
  const prefix = head.size > 0 ? `${head.toString()}&` : "";
  return `${classicEntryPath(language)}?${prefix}name=${encodeURIComponent(name.replace(/&/g, "¥"))}`;
}
