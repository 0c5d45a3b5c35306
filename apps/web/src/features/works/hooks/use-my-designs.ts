import { WORK_KINDS, type Work, type WorkListType, type WorkSummary } from "@studio/contracts";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast-store";
import { deleteWork, duplicateWork, fetchWorks } from "../api/works-api";
import { createWorksPager, type WorksPagerState } from "../works-pager";

/** A work without its document, as the list carries it. */
export function summaryOf(work: Work): WorkSummary {
  const { document: _document, ...summary } = work;
  void _document;
  return summary;
}

/** "all" and every kind the user has works of, in the spec's order; the open tab stays while it is open. */
export function visibleTabs(state: Pick<WorksPagerState, "kinds" | "type">): WorkListType[] {
  return ["all", ...WORK_KINDS.filter((kind) => (state.kinds ?? []).includes(kind) || state.type === kind)];
}

export type MyDesigns = {
  state: WorksPagerState;
  tabs: WorkListType[];
  loadMore(): void;
  setType(type: WorkListType): void;
  /** Makes a copy and shows it first; says when it could not. */
  duplicate(id: number): Promise<void>;
  /** Deletes; the spec's 'Delete failed' when the server refuses. */
  remove(id: number): Promise<void>;
};

/**
 * The 'My designs' side bar's data (spec 03 sections 2 and 4): the user's works by kind, paged by
 * the pager's rules (works-pager.ts), with copy and delete. The first page loads on mount.
 */
export function useMyDesigns(options: { initialType?: WorkListType; fetchPage?: typeof fetchWorks } = {}): MyDesigns {
  const { t } = useTranslation();
  const [pager] = useState(() => createWorksPager({ fetchPage: (query) => (options.fetchPage ?? fetchWorks)(query), initialType: options.initialType }));
  const state = useSyncExternalStore(pager.subscribe, pager.getState, pager.getState);

  useEffect(() => {
    void pager.setType(pager.getState().type);
  }, [pager]);

  const duplicate = useCallback(
    async (id: number) => {
      try {
        pager.prepend(summaryOf(await duplicateWork(id)));
        toast.success(t("works.copied"));
      } catch {
        toast.error(t("works.duplicateFailed"));
      }
    },
    [pager, t],
  );
  const remove = useCallback(
    async (id: number) => {
      try {
        await deleteWork(id);
        pager.remove(id);
      } catch {
        toast.error(t("works.deleteFailed"));
      }
    },
    [pager, t],
  );

  return {
    state,
    tabs: visibleTabs(state),
    loadMore: () => void pager.loadMore(),
    setType: (type) => void pager.setType(type),
    duplicate,
    remove,
  };
}
