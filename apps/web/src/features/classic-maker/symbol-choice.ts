/**
 * The symbol picker and panel rules of spec 03 sections 4 and 5, kept pure so they are tested
 * without a browser: the picker holds at most 5 symbols about to be added, the panel at most 8
 * (the tip shows from 7), duplicates by url are ignored, and letter symbols need 1 or 2 letters.
 * The limits are the contracts' (SYMBOL_PICKER_MAX, SYMBOL_PANEL_MAX, SYMBOL_PANEL_TIP).
 */
export const PICKER_MAX = 5;
export const PANEL_MAX = 8;
export const PANEL_TIP = 7;

/** A chosen symbol: a library icon (its url is what duplicates are judged by) or letters. */
export type ChosenSymbol = { kind: "icon"; key: string; url: string; name: string } | { kind: "letters"; text: string; url: string; name: string };

export type SymbolProblem = "pickerLimit" | "panelFull" | "monogramInvalid" | null;

/** Toggles an icon in the picker's pending set; a sixth is refused. */
export function togglePending(pending: ChosenSymbol[], symbol: ChosenSymbol): { pending: ChosenSymbol[]; problem: SymbolProblem } {
  if (pending.some((item) => item.url === symbol.url)) return { pending: pending.filter((item) => item.url !== symbol.url), problem: null };
  if (pending.length >= PICKER_MAX) return { pending, problem: "pickerLimit" };
  return { pending: [...pending, symbol], problem: null };
}

/** Adds symbols to the panel: ones already there (same url) are ignored; the panel stops at 8. */
export function addToPanel(panel: ChosenSymbol[], adding: ChosenSymbol[]): { panel: ChosenSymbol[]; added: number; problem: SymbolProblem } {
  const next = [...panel];
  let problem: SymbolProblem = null;
  for (const symbol of adding) {
    if (next.some((item) => item.url === symbol.url)) continue;
    if (next.length >= PANEL_MAX) {
      problem = "panelFull";
      break;
    }
    next.push(symbol);
  }
  return { panel: next, added: next.length - panel.length, problem };
}

/** Whether the panel's tip ('up to 7') shows. */
export function showPanelTip(panel: ChosenSymbol[]): boolean {
  return panel.length >= PANEL_TIP;
}

/** A monogram from typed letters: 1 or 2 letters or digits (any script), upper-cased; otherwise null. */
export function monogramSymbol(typed: string): ChosenSymbol | null {
  const text = typed.trim().toLocaleUpperCase();
  const letters = [...text];
  if (letters.length < 1 || letters.length > 2 || !letters.every((ch) => /[\p{L}\p{N}]/u.test(ch))) return null;
  // Letters have no picture of their own: the url is a stable key for the duplicate rule.
  return { kind: "letters", text, url: `letters:${text}`, name: text };
}
