import type { StartTemplateBody } from "@studio/contracts";
import type { DesignQuery } from "../editor/page/design-query";

/** What fills a template from the editor's query: the saved logo (`logo`), else the name, slogan and colours. */
export function templateFillOf(query: Pick<DesignQuery, "logo" | "t1" | "t2" | "color" | "colors">): StartTemplateBody {
  const hex = (value: string) => /^#?[0-9a-fA-F]{6}$/.test(value);
  const body: StartTemplateBody = {};
  if (query.logo !== null) body.logo = query.logo;
  if (query.t1) body.t1 = query.t1.slice(0, 80);
  if (query.t2) body.t2 = query.t2.slice(0, 120);
  if (query.color && hex(query.color)) body.color = query.color;
  const colors = query.colors.filter(hex).slice(0, 4);
  if (colors.length > 0) body.colors = colors;
  return body;
}
