import type { DesignDocument } from "@studio/design";

/** The words of a logo's name (and initials) in its design: what the bought-logo rule protects. */
export function logoNameOf(document: DesignDocument): string {
  return document.elements
    .filter((element) => element.type === "text" && (element.role === "name" || element.role === "initial"))
    .map((element) => (element.type === "text" ? element.text : ""))
    .join(" ")
    .trim();
}

/** The slogan's words, "" when the design has none. */
export function logoSloganOf(document: DesignDocument): string {
  return document.elements
    .filter((element) => element.type === "text" && element.role === "slogan")
    .map((element) => (element.type === "text" ? element.text : ""))
    .join(" ")
    .trim();
}

/** The symbol as one string (icons by library id, sorted): a recolour or a move is not a new symbol. */
export function logoSymbolOf(document: DesignDocument): string {
  return document.elements
    .flatMap((element) => (element.type === "icon" ? [`${element.set}:${element.iconId}`] : []))
    .sort()
    .join(",");
}
