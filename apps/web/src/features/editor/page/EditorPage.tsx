import type { Work } from "@studio/contracts";
import { migrateDesignDocument } from "@studio/design";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import { NotFoundPage } from "../../../routes/NotFoundPage";
import { PageLoading } from "../../../routes/PageLoading";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openLoginPanel } from "../../session/login-panel-store";
import { createWork, fetchWork } from "../../works/api/works-api";
import { MyDesigns } from "../../works/components/MyDesigns";
import { EditorAddPanel, EditorPropertiesPanel } from "../panels/EditorSidePanels";
import type { EditorStore } from "../store/editor-store";
import { EditorStoreProvider } from "../store/editor-store-context";
import { EditorUploadsPanel } from "../uploads/EditorUploadsPanel";
import { SaveAsTemplate } from "../../templates/SaveAsTemplate";
import { TemplatesPanel } from "../../templates/TemplatesPanel";
import { templateFillOf } from "../../templates/template-fill-query";
import { buildDesignQuery, readDesignQuery } from "./design-query";
import { keepHistory, moveHistory, openStore, workHistoryKey } from "./editor-session";
import { CardDownloads } from "../../bizcard/CardDownloads";
import { CardSides, cardSideOf, type CardSide } from "./CardSides";
import { MakeFromLogo } from "./MakeFromLogo";
import { EditorWorkspace } from "./EditorWorkspace";
import { newDocumentFromQuery, queryPictures, type PictureSizes } from "./new-document";
import { SaveStatus } from "./SaveStatus";
import { useAutosave } from "./use-autosave";
import { usePictureSizes } from "./use-picture-sizes";
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

/** The side bar: a logo's 'Make a post', add tools, templates of this size, uploads, and the user's designs. */
function Sidebar(props: {
  design: string;
  workId?: number;
  signedIn: boolean;
  preset: string | null;
  name: string;
  logoId?: number | null;
  logoName?: string;
}) {
  const { design, workId, signedIn, preset, name, logoId, logoName } = props;
  const navigate = useNavigate();
  const location = useLocation();
  const query = readDesignQuery(location.search);
  return (
    <>
      {logoName !== undefined ? <MakeFromLogo name={logoName} /> : null}
      <EditorAddPanel />
      {/* A logo's own work fills templates from that logo. */}
      <TemplatesPanel preset={preset} fill={templateFillOf({ ...query, logo: logoId ?? query.logo })} />
      <SaveAsTemplate workId={workId} defaultName={name} />
      <EditorUploadsPanel design={design} />
      {signedIn ? <MyDesigns currentId={workId} onOpen={(work) => navigate(`/design/w/${work.id}${buildDesignQuery(location.search, {}, ["logo"])}`)} /> : null}
    </>
  );
}

/** A new design: the natural sizes of its query pictures are read first, so it is built once at their aspects. */
function NewDesign({ search }: { search: string }) {
  const pictures = useMemo(() => queryPictures(readDesignQuery(search)), [search]);
  const sizes = usePictureSizes(pictures);
  return sizes ? <NewDesignEditor search={search} sizes={sizes} /> : <PageLoading />;
}

/**
 * A new design from the query (docs/editor.md). Its history survives a reload. For a signed-in user
 * the first change saves it as a work and the page moves to /design/w/{id}; a preview design
 * (virtual=1) is saved only when the user keeps it.
 */
function NewDesignEditor({ search, sizes }: { search: string; sizes: PictureSizes }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const key = `new${search}`;
  const query = readDesignQuery(search);
  const [kept, setKept] = useState(false);
  const { document, preset } = useMemo(() => newDocumentFromQuery(readDesignQuery(search), sizes), [search, sizes]);
  const store = useMemo<EditorStore>(() => openStore(key, document), [key, document]);
  useEffect(() => keepHistory(store, key), [store, key]);
  const [status, setStatus] = useState<"pending" | "saving" | "failed">("pending");
  const creating = useRef(false);
  useEffect(() => {
    if (!user) return;
    const create = () => {
      if (creating.current) return;
      creating.current = true;
      setStatus("saving");
      const state = store.getState();
      createWork({
        kind: preset.workKind,
        name: query.t1 ?? t("editor.untitled"),
        document: state.document as unknown as Record<string, unknown>,
        preset: preset.key,
      }).then(
        (work) => {
          moveHistory(store, workHistoryKey(work.id), { workId: work.id, version: work.version });
          navigate(`/design/w/${work.id}${buildDesignQuery(search, {}, ["logo"])}`, { replace: true });
        },
        () => {
          creating.current = false;
          setStatus("failed");
        },
      );
    };
    if (query.virtual) {
      // A preview is not saved by a change, only when kept.
      if (kept) create();
      return;
    }
    return store.subscribe((state, previous) => {
      if (state.document !== previous.document) create();
    });
  }, [user, store, navigate, search, preset.key, preset.workKind, query.t1, query.virtual, kept, t]);
  return (
    <EditorStoreProvider store={store}>
      <EditorWorkspace
        title={query.t1 ?? t("editor.untitled")}
        status={
          query.virtual && user && !kept ? (
            <span className="editor-save" data-testid="editor-save-status" data-status="preview">
              {t("editor.save.preview")}{" "}
              <button type="button" className="button button-small" onClick={() => setKept(true)}>
                {t("editor.save.keep")}
              </button>
            </span>
          ) : (
            <SaveStatus status={status} signedIn={user !== null} />
          )
        }
        // Uploads from a phone go to "new" (a mobile-upload design key: letters, digits and . : / - _ only).
        sidebar={<Sidebar design="new" signedIn={user !== null} preset={preset.key} name={query.t1 ?? t("editor.untitled")} />}
        properties={<EditorPropertiesPanel preset={preset.key} />}
      />
    </EditorStoreProvider>
  );
}

/** /design/new?logo={fa_id}: the saved logo's own design as a work (the works route makes or finds it), then /design/w/{id}. */
function OpenLogo({ logoId, search }: { logoId: number; search: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, loading } = useCurrentUser();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (loading) return;
    if (!user) {
      openLoginPanel();
      return;
    }
    let current = true;
    createWork({ kind: "logo", logo_id: logoId }).then(
      (work) => {
        if (current) navigate(`/design/w/${work.id}${buildDesignQuery(search, {}, ["logo"])}`, { replace: true });
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [user, loading, logoId, navigate, search]);
  return (
    <div className="editor-message">
      <h1>{t("editor.title")}</h1>
      <p role="status">{failed ? t("editor.loadFailed") : user || loading ? t("editor.save.opening") : t("editor.save.signIn")}</p>
    </div>
  );
}

/**
 * A saved work: its own history if the page was reloaded on top of the same version, autosaved. A
 * business card's back (`side` back) is its own document and history, saved as the work's `back`.
 * Mounted once per work id, version and side (the parents' keys): the store is made once per mount,
 * never again because the work object was fetched again (a new store over an older version saved a
 * stale document: 409).
 */
function WorkDesign({ work, side, onConflict }: { work: Work; side: CardSide; onConflict: (work: Work) => void }) {
  const { user } = useCurrentUser();
  const back = side === "back" && work.back ? work.back : null;
  const key = back ? `${workHistoryKey(work.id)}:back` : workHistoryKey(work.id);
  const [store] = useState(() =>
    openStore(key, migrateDesignDocument(back ?? work.document), (meta) => meta.workId === work.id && meta.version === work.version),
  );
  const version = useRef(work.version);
  useEffect(() => keepHistory(store, key, () => ({ workId: work.id, version: version.current })), [store, key, work.id]);
  const autosave = useAutosave({
    store,
    workId: work.id,
    version: work.version,
    onSaved: (saved) => {
      version.current = saved.version;
    },
    onConflict,
    ...(back ? { body: (document: Record<string, unknown>) => ({ document: work.document, back: document }) } : {}),
    // Leaving: the address is no longer this work's (the router has already moved when the editor unmounts).
    leaving: () => window.location.pathname.replace(/\/+$/, "") !== `/design/w/${work.id}`,
  });
  // A card's print files from the download panel: both sides as they stand (this side live, the other as saved).
  const cardDownloads =
    work.kind === "bizcard" ? (
      <CardDownloads
        workId={work.id}
        pages={() => {
          const shown = store.getState().document;
          if (back) return [migrateDesignDocument(work.document), shown];
          return work.back ? [shown, migrateDesignDocument(work.back)] : [shown];
        }}
        logo={work.logo_id}
        name={work.name}
      />
    ) : null;
  const sides =
    work.kind === "bizcard" ? (
      <CardSides work={work} side={back ? "back" : "front"} front={() => ({ document: store.getState().document, version: version.current })} />
    ) : null;
  return (
    <EditorStoreProvider store={store}>
      <EditorWorkspace
        title={work.name}
        status={
          <>
            {sides}
            <SaveStatus status={autosave.status} onRetry={autosave.retry} />
          </>
        }
        exportExtra={cardDownloads}
        sidebar={
          <Sidebar
            design={`work-${work.id}`}
            workId={work.id}
            signedIn={user !== null}
            preset={work.preset}
            name={work.name}
            logoId={work.logo_id}
            logoName={work.kind === "logo" ? work.name : undefined}
          />
        }
        properties={<EditorPropertiesPanel preset={work.preset} />}
      />
    </EditorStoreProvider>
  );
}

function OpenWork({ id, side }: { id: number; side: CardSide }) {
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  const userId = user?.id ?? null;
  const [work, setWork] = useState<Work | null>(null);
  const [state, setState] = useState<"loading" | "failed" | "ready">("loading");
  const [conflict, setConflict] = useState(false);
  useEffect(() => {
    if (loading) return;
    if (userId === null) {
      openLoginPanel();
      return;
    }
    const controller = new AbortController();
    fetchWork(id, controller.signal).then(
      (loaded) => {
        // The open editor keeps its work: a second answer for it (the same user's session read again) must not replace it under the autosave.
        setWork((current) => (current && current.id === loaded.id ? current : loaded));
        setState("ready");
      },
      () => {
        if (!controller.signal.aborted) setState("failed");
      },
    );
    return () => controller.abort();
  }, [id, userId, loading]);
  if (state !== "ready" || !work) {
    return (
      <div className="editor-message">
        <h1>{t("editor.title")}</h1>
        <p role="status">{state === "failed" ? t("editor.loadFailed") : user || loading ? t("editor.loading") : t("editor.save.signIn")}</p>
      </div>
    );
  }
  return (
    <>
      {conflict ? (
        <p className="editor-conflict" role="alert" data-testid="editor-conflict">
          {t("editor.save.conflict")}
        </p>
      ) : null}
      <WorkDesign
        key={`${work.id}:${work.version}`}
        work={work}
        side={side}
        onConflict={(newer) => {
          setConflict(true);
          setWork(newer);
        }}
      />
    </>
  );
}

/**
 * /design/{path} (issue 21): the design editor. Other /design/* pages (the generator, tools,
 * inspiration, bulk generator) have their own routes before this one; an unknown path is the
 * not-found page.
 */
export function EditorPage() {
  const ready = useLazyMessages();
  const shown = useRef(false);
  if (ready) shown.current = true;
  const params = useParams();
  const location = useLocation();
  const route = parseEditorPath(params["*"] ?? "");
  if (route.kind === "unknown") return <NotFoundPage />;
  if (!shown.current) return <PageLoading />;
  const logo = readDesignQuery(location.search).logo;
  const page =
    route.kind === "work" ? (
      <OpenWork key={`${route.id}:${cardSideOf(location.search)}`} id={route.id} side={cardSideOf(location.search)} />
    ) : logo !== null ? (
      <OpenLogo logoId={logo} search={location.search} />
    ) : (
      <NewDesign key={location.search} search={location.search} />
    );
  // A language switch loads the other language's sections: the open design stays mounted (its store,
  // history and pending save) and is only hidden meanwhile, never unmounted and opened again.
  return (
    <>
      {ready ? null : <PageLoading />}
      <div hidden={!ready} style={ready ? { display: "contents" } : undefined} data-testid="editor-page">
        {page}
      </div>
    </>
  );
}
