const dayMs = 24 * 60 * 60 * 1000;

/**
 * Spec 01 sections 4 and 9: after a purchase the logo's name and symbol can change for 3 days;
 * everything else (colours, font, layout, slogan) can change forever (the unlimited-modify tip).
 */
export const boughtLogoNameDays = 3;

/** What an edit of a saved logo changes. */
export type LogoChange = { name: boolean; symbol: boolean };

/** When the name and symbol of a logo bought at `boughtAt` stop being changeable. */
export function nameChangeUntil(boughtAt: Date): Date {
  return new Date(boughtAt.getTime() + boughtLogoNameDays * dayMs);
}

/**
 * Whether an edit may be saved: a logo not bought (boughtAt null) changes freely; a bought one
 * changes its name or symbol only within the window, and anything else at any time.
 */
export function logoChangeProblem(boughtAt: Date | null, change: LogoChange, now: Date): "name_locked" | "symbol_locked" | null {
  if (!boughtAt || now.getTime() <= nameChangeUntil(boughtAt).getTime()) return null;
  if (change.name) return "name_locked";
  if (change.symbol) return "symbol_locked";
  return null;
}
