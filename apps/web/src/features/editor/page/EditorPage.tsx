import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useParams } from "react-router";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import { PageLoading } from "../../../routes/PageLoading";
import { NotFoundPage } from "../../../routes/NotFoundPage";
import { createEditorStore, type EditorStore } from "../store/editor-store";
import { EditorStoreProvider, useEditor } from "../store/editor-store-context";
import { persistHistory, readHistory } from "../store/history-persistence";
import { readDesignQuery } from "./design-query";
import { EditorWorkspace } from "./EditorWorkspace";
import { EditorUploadsPanel } from "../uploads/EditorUploadsPanel";
import { newDocumentFromQuery } from "./new-document";
import "../editor.css";

/** The editor's paths under /design/ (docs/editor.md): a new design, or a saved work by id. */
export type EditorRoute = { kind: "new" } | { kind: "work"; id: number } | { kind: "unknown" };

export function parseEditorPath(path: string): EditorRoute {
  const clean = path.replace(/\/+$/, "");
  if (clean === "new") return { kind: "new" };
  const work = /^w\/(\d{1,10})$/.exec(clean);
  if (work && Number(work[1]) > 0) return { kind: "work", id: Number(work[1]) };
  return { kind: "unknown" };
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function Properties() {
  const { t } = useTranslation();
  const count = useEditor((s) => s.selection.length);
  return (
    <>
      <h2>{t("editor.properties.title")}</h2>
      <p>{count === 0 ? t("editor.properties.none") : t("editor.properties.several", { count })}</p>
    </>
  );
}

/** A new design from the query (?type, t1, t2, colours); its history (and so its unsaved work) survives a reload. */
function NewDesign({ search }: { search: string }) {
  const { t } = useTranslation();
  const key = `new${search}`;
  const store = useMemo<EditorStore>(() => {
    const storage = sessionStore();
    const kept = storage ? readHistory(storage, key) : null;
    return createEditorStore(kept ?? { document: newDocumentFromQuery(readDesignQuery(search)).document });
  }, [key, search]);
  useEffect(() => {
    const storage = sessionStore();
    if (!storage) return;
    const persistence = persistHistory(store, storage, key);
    const flush = () => persistence.flush();
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      persistence.stop();
    };
  }, [store, key]);
  return (
    <EditorStoreProvider store={store}>
      <EditorWorkspace
        title={readDesignQuery(search).t1 ?? t("editor.untitled")}
        properties={<Properties />}
        // Uploads: picker, phone by QR code, drop and paste anywhere on the page (features/editor/uploads).
        sidebar={<EditorUploadsPanel design="new" />}
      />
    </EditorStoreProvider>
  );
}

/**
 * /design/{path} (issue 21): the design editor. Other /design/* pages (the generator, tools,
 * inspiration, bulk generator) have their own routes before this one; an unknown path is the
 * not-found page.
 */
export function EditorPage() {
  const ready = useLazyMessages();
  const params = useParams();
  const location = useLocation();
  const route = parseEditorPath(params["*"] ?? "");
  if (route.kind === "unknown") return <NotFoundPage />;
  if (!ready) return <PageLoading />;
  if (route.kind === "new") return <NewDesign key={location.search} search={location.search} />;
  return <NotFoundPage />;
}
