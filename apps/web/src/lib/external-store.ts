/** A minimal store for `useSyncExternalStore`: an immutable snapshot plus subscribers. */
export type ExternalStore<S> = {
  getSnapshot(): S;
  subscribe(listener: () => void): () => void;
  set(next: S): void;
};

export function createExternalStore<S>(initial: S): ExternalStore<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
