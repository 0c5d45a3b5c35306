import { createContext, useContext, type ReactNode } from "react";
import { useStore } from "zustand";
import type { EditorSnapshot, EditorState, EditorStore } from "./editor-store";
import type { TemporalState } from "zundo";

/** One store per open design: the page creates it and everything under it reads it from here. */
const EditorStoreContext = createContext<EditorStore | null>(null);

export function EditorStoreProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  return <EditorStoreContext.Provider value={store}>{children}</EditorStoreContext.Provider>;
}

export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error("useEditorStoreApi outside EditorStoreProvider");
  return store;
}

export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStoreApi(), selector);
}

export function useEditorHistory<T>(selector: (state: TemporalState<EditorSnapshot>) => T): T {
  return useStore(useEditorStoreApi().temporal, selector);
}
