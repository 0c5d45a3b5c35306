import { useCallback, useMemo, useReducer } from "react";

/** Spec 02 section 4: the icon design modal's edit history. */
export type EditHistory<T> = { past: T[]; present: T; future: T[] };

export type EditHistoryAction<T> =
  | { type: "set"; value: T }
  | { type: "back" }
  | { type: "forward" }
  /** Moves by `steps`: negative into the past, positive into the future (clamped). */
  | { type: "go"; steps: number }
  | { type: "reset"; value: T };

export const initialHistory = <T>(present: T): EditHistory<T> => ({ past: [], present, future: [] });

/**
 * Setting a new value pushes the present onto past and clears future; back, forward and go move
 * along; reset clears the history. Setting the value that is already present changes nothing.
 */
export function editHistoryReducer<T>(state: EditHistory<T>, action: EditHistoryAction<T>): EditHistory<T> {
  switch (action.type) {
    case "set":
      if (Object.is(action.value, state.present)) return state;
      return { past: [...state.past, state.present], present: action.value, future: [] };
    case "back":
      return editHistoryReducer(state, { type: "go", steps: -1 });
    case "forward":
      return editHistoryReducer(state, { type: "go", steps: 1 });
    case "go": {
      const steps = Math.trunc(action.steps);
      if (steps < 0) {
        const n = Math.min(-steps, state.past.length);
        if (n === 0) return state;
        const target = state.past[state.past.length - n] as T;
        return {
          past: state.past.slice(0, state.past.length - n),
          present: target,
          future: [...state.past.slice(state.past.length - n + 1), state.present, ...state.future],
        };
      }
      const n = Math.min(steps, state.future.length);
      if (n === 0) return state;
      const target = state.future[n - 1] as T;
      return { past: [...state.past, state.present, ...state.future.slice(0, n - 1)], present: target, future: state.future.slice(n) };
    }
    case "reset":
      return initialHistory(action.value);
  }
}

/** The history as a hook: present/past/future with set, back, forward, go and reset. */
export function useEditHistory<T>(initial: T) {
  const [state, dispatch] = useReducer(editHistoryReducer<T>, initial, initialHistory);
  const set = useCallback((value: T) => dispatch({ type: "set", value }), []);
  const back = useCallback(() => dispatch({ type: "back" }), []);
  const forward = useCallback(() => dispatch({ type: "forward" }), []);
  const go = useCallback((steps: number) => dispatch({ type: "go", steps }), []);
  const reset = useCallback((value: T) => dispatch({ type: "reset", value }), []);
  return useMemo(
    () => ({ ...state, canBack: state.past.length > 0, canForward: state.future.length > 0, set, back, forward, go, reset }),
    [state, set, back, forward, go, reset],
  );
}
