/**
 * A tiny typed publish/subscribe channel. The API client and the UI kit talk through these
 * so that low-level code (fetch wrapper, stores) never imports React components.
 */
export type EventBus<Events extends Record<string, unknown>> = {
  on<K extends keyof Events>(type: K, handler: (payload: Events[K]) => void): () => void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
  listenerCount<K extends keyof Events>(type: K): number;
};

export function createEventBus<Events extends Record<string, unknown>>(): EventBus<Events> {
  const handlers = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(type, set);
      return () => {
        set.delete(handler as (payload: never) => void);
      };
    },
    emit(type, payload) {
      for (const handler of [...(handlers.get(type) ?? [])]) {
        (handler as (payload: Events[typeof type]) => void)(payload);
      }
    },
    listenerCount(type) {
      return handlers.get(type)?.size ?? 0;
    },
  };
}
