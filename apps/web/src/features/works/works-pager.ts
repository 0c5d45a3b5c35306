import type { WorkKind, WorkList, WorkListType, WorkSummary } from "@studio/contracts";

/** Spec 03 section 4: the card, poster, signature and VI list loaders run at most once per 2 seconds. */
export const WORKS_LOAD_THROTTLE_MS = 2000;

export type WorksPagerState = {
  type: WorkListType;
  items: WorkSummary[];
  /** The last page asked for: steps forward before a load, back on an empty page or an error. */
  page: number;
  /** Turns off on an empty page (and when the server says it was the last). */
  hasMore: boolean;
  /** Blocks a second load while one runs. */
  loading: boolean;
  /** The kinds the user has works of (from the list's answer), null before the first answer. */
  kinds: WorkKind[] | null;
  /** Whether the first page of this tab has come back (the side bar says "none yet" only then). */
  loaded: boolean;
};

export type WorksPager = {
  getState(): WorksPagerState;
  subscribe(listener: () => void): () => void;
  /** The next page, unless one is loading, there is no more, or the last load began under 2 s ago. */
  loadMore(): Promise<void>;
  /** Another tab: the list starts again from page 1 at once (a tab change is not throttled). */
  setType(type: WorkListType): Promise<void>;
  /** A copy made from the side bar goes first; a deleted work leaves. */
  prepend(work: WorkSummary): void;
  remove(id: number): void;
};

/**
 * The 'My designs' list rules of spec 03 section 4, apart from React so they are tested as they
 * are: a has-more flag that turns off on an empty page; the page counter steps forward before each
 * load and back on an empty page or an error; a failed load only resets the loading flag (no
 * message); loads are throttled to once per 2 seconds.
 */
export function createWorksPager(deps: {
  fetchPage: (query: { page: number; type: WorkListType }) => Promise<WorkList>;
  now?: () => number;
  initialType?: WorkListType;
}): WorksPager {
  const now = deps.now ?? (() => Date.now());
  let state: WorksPagerState = { type: deps.initialType ?? "all", items: [], page: 0, hasMore: true, loading: false, kinds: null, loaded: false };
  let lastLoadAt = Number.NEGATIVE_INFINITY;
  // A tab change makes answers of the tab before it stale: each load knows its generation.
  let generation = 0;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<WorksPagerState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  async function load(force: boolean): Promise<void> {
    if (state.loading || !state.hasMore) return;
    if (!force && now() - lastLoadAt < WORKS_LOAD_THROTTLE_MS) return;
    lastLoadAt = now();
    const mine = generation;
    const page = state.page + 1;
    set({ page, loading: true });
    try {
      const answer = await deps.fetchPage({ page, type: state.type });
      if (mine !== generation) return;
      if (answer.list.length === 0) {
        set({ page: page - 1, hasMore: false, loading: false, kinds: answer.kinds, loaded: true });
        return;
      }
      const known = new Set(state.items.map((item) => item.id));
      set({
        items: [...state.items, ...answer.list.filter((item) => !known.has(item.id))],
        hasMore: answer.more,
        loading: false,
        kinds: answer.kinds,
        loaded: true,
      });
    } catch {
      if (mine !== generation) return;
      set({ page: page - 1, loading: false });
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadMore: () => load(false),
    setType(type) {
      generation += 1;
      set({ type, items: [], page: 0, hasMore: true, loading: false, loaded: false });
      return load(true);
    },
    prepend(work) {
      if (state.type !== "all" && state.type !== work.kind) return;
      set({ items: [work, ...state.items.filter((item) => item.id !== work.id)] });
    },
    remove(id) {
      set({ items: state.items.filter((item) => item.id !== id) });
    },
  };
}
