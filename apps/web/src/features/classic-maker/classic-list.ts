import type { ClassicLogo, GetAllInfoBody, GetAllInfoResult } from "@studio/contracts";

/**
 * The endless list's paging (spec 03 section 4), pure: the page counter starts at 1 and rises after
 * each page that brings logos; the server is stateless, so the cursors and hashes each answer gives
 * (select, selecthash, selectlog, precom, predou, matched and industry icon ids, flipped templates)
 * go back with the next request. An answer with nothing ends the list, and on the first page
 * empties it (the choices changed and nothing fits them).
 */
export type Cursors = Pick<
  GetAllInfoResult,
  "select" | "selecthash" | "selectlog" | "precom" | "predou" | "matched_icon_ids" | "industry_icon_ids" | "flipped_template_ids"
>;

export type ListState = {
  logos: ClassicLogo[];
  /** The next page to ask for. */
  page: number;
  cursors: Cursors | null;
  done: boolean;
};

export const emptyList: ListState = { logos: [], page: 1, cursors: null, done: false };

/** What the next getAllInfo request sends besides the brief and choices. */
export function pagingOf(
  state: ListState,
): Pick<
  GetAllInfoBody,
  "page" | "select" | "selecthash" | "selectlog" | "precom" | "predou" | "matched_icon_ids" | "industry_icon_ids" | "flipped_template_ids"
> {
  return { page: state.page, ...(state.cursors ?? {}) };
}

export function receivePage(state: ListState, result: GetAllInfoResult): ListState {
  if (result.list.length === 0) return state.page === 1 ? { ...emptyList, done: true } : { ...state, done: true };
  const cursors: Cursors = {
    select: result.select,
    selecthash: result.selecthash,
    selectlog: result.selectlog,
    precom: result.precom,
    predou: result.predou,
    matched_icon_ids: result.matched_icon_ids,
    industry_icon_ids: result.industry_icon_ids,
    flipped_template_ids: result.flipped_template_ids,
  };
  // The server already leaves out what selecthash names; a token seen twice is still shown once.
  const seen = new Set(state.logos.map((logo) => logo.token));
  const fresh = result.list.filter((logo) => !seen.has(logo.token));
  return { logos: [...state.logos, ...fresh], page: state.page + 1, cursors, done: !result.more };
}

/** Replaces one logo of the list (an edit, a save giving it an fa_id), keeping its place. */
export function replaceLogo(state: ListState, token: string, next: ClassicLogo): ListState {
  return { ...state, logos: state.logos.map((logo) => (logo.token === token ? next : logo)) };
}

/** The random 'designing' wait before a fetch, within the configured range. */
export function designingWait(range: { min: number; max: number }, random: () => number = Math.random): number {
  return Math.round(range.min + (range.max - range.min) * random());
}
