import type { DesignDocument } from "@studio/design";
import { isAdministrator } from "../users/users.policy";
import { imageKeyOwner } from "../design-export/design-export.policy";

/** Making and deleting templates is an admin's (spec 03: templates are the site's, users start from them). */
export const canManageTemplates = (user: Parameters<typeof isAdministrator>[0]): boolean => isAdministrator(user);

/**
 * What keeps a work from becoming a template everyone can use: a user's own font (`user-<id>`) or a
 * picture only its owner may draw (their uploads, their AI results). Every user's copy must draw
 * the same, so only the catalogue's fonts and public pictures (or inline ones) are allowed.
 */
export function privateParts(document: DesignDocument): string[] {
  const problems: string[] = [];
  for (const element of document.elements) {
    if (element.type === "text" && [element.fontId, ...element.fallbackFontIds].some((id) => /^user-\d+$/.test(id)))
      problems.push(`${element.id}: a user's own font`);
    if (element.type === "image" && element.src.startsWith("/oss/") && imageKeyOwner(element.src.slice("/oss/".length)).kind !== "public")
      problems.push(`${element.id}: a private picture`);
  }
  return problems;
}
