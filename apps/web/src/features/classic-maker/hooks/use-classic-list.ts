import { useCallback, useEffect, useRef, useState } from "react";
import type { ClassicLogo } from "@studio/contracts";
import { useHealth } from "../../system/hooks/use-health";
import { fetchLogoPage } from "../api/classic-maker-api";
import { requestOf, type Choices } from "../classic-choices";
import type { ClassicBrief } from "../classic-entry";
import { designingWait, emptyList, pagingOf, receivePage, replaceLogo, type ListState } from "../classic-list";

/** Spec 03 section 4's 2 to 10 s, used until (or if never) the server says its setting. */
const specWait = { min: 2000, max: 10_000 };

export type ListStatus = "idle" | "designing" | "error";

/**
 * The endless list: each load shows the 'designing' animation for a random wait in the server's
 * range (CLASSIC_DESIGNING_WAIT_MS via GET /api/health), then asks POST /api/getAllInfo for the next
 * page with the last answer's cursors. One load at a time; a new brief or new choices start over.
 */
export function useClassicList(brief: ClassicBrief, choices: Choices) {
  const health = useHealth();
  const waitRange = health.data?.classicDesigningWaitMs ?? (health.isError ? specWait : null);
  const [state, setState] = useState<ListState>(emptyList);
  const [status, setStatus] = useState<ListStatus>("idle");
  const stateRef = useRef(state);
  stateRef.current = state;
  const busy = useRef(false);
  const requestKey = JSON.stringify(requestOf(brief, choices));
  const generation = useRef(0);

  useEffect(() => {
    // New choices: the old pages belong to other choices.
    generation.current += 1;
    busy.current = false;
    setState(emptyList);
    setStatus("idle");
  }, [requestKey]);

  const loadMore = useCallback(async () => {
    if (busy.current || stateRef.current.done || waitRange === null) return;
    busy.current = true;
    const mine = generation.current;
    setStatus("designing");
    try {
      const wait = designingWait(waitRange);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const body = { ...(JSON.parse(requestKey) as ReturnType<typeof requestOf>), ...pagingOf(stateRef.current) };
      const result = await fetchLogoPage(body);
      if (mine !== generation.current) return;
      const next = receivePage(stateRef.current, result);
      stateRef.current = next;
      setState(next);
      setStatus("idle");
    } catch {
      if (mine === generation.current) setStatus("error");
    } finally {
      if (mine === generation.current) busy.current = false;
    }
  }, [requestKey, waitRange]);

  const replace = useCallback((token: string, next: ClassicLogo) => {
    setState((current) => {
      const updated = replaceLogo(current, token, next);
      stateRef.current = updated;
      return updated;
    });
  }, []);

  return { logos: state.logos, done: state.done, page: state.page, status, ready: waitRange !== null, loadMore, replace };
}
