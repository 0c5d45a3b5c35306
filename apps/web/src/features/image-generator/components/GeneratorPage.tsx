import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import { PageLoading } from "../../../routes/PageLoading";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openLoginPanel } from "../../session/login-panel-store";
import type { ImageRecord } from "@studio/contracts";
import { lazy, Suspense, useEffect } from "react";
import { readHandOver } from "../hand-over";
import { generatorTabPaths, initialGeneratorTab, type GeneratorTab } from "../generator-paths";
import { useGeneration } from "../hooks/use-generation";
import { useGeneratorForm } from "../hooks/use-generator-form";
import { PlaygroundPanel } from "./PlaygroundPanel";
import { QueuePanel } from "./QueuePanel";
import { TaskCard } from "./TaskCard";
import "../generator.css";

// The Creations tab (tags, downloads, the download rules' client) loads when it opens: /design's first
// download is the playground's alone (issue 18's 200 kB budget, no zod in it).
const CreationsPanel = lazy(() => import("../../images/components/CreationsPanel").then((m) => ({ default: m.CreationsPanel })));

const tabs: { tab: GeneratorTab; label: "generator.tabPlayground" | "generator.tabCreations" }[] = [
  { tab: "playground", label: "generator.tabPlayground" },
  { tab: "creations", label: "generator.tabCreations" },
];

/**
 * The AI image generator (spec 02 section 2): /design opens on the playground, /edit on the
 * creations. One layout route serves both paths, so the form and the running tasks stay when the
 * tab (and so the address) changes.
 */
export function GeneratorPage({ defaultTab }: { defaultTab?: GeneratorTab }) {
  const { t } = useTranslation();
  const ready = useLazyMessages();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, loading } = useCurrentUser();
  const tab = initialGeneratorTab(location.pathname, defaultTab);
  const { form, patch, setReference } = useGeneratorForm();
  const generation = useGeneration("chatgpt");

  // Other pages start a generation through the query (generatorLink, docs/web.md): taken once, then removed.
  useEffect(() => {
    const handOver = readHandOver(location.search);
    if (!handOver) return;
    patch(handOver.changes);
    if (handOver.reference) setReference(handOver.reference);
    void navigate({ pathname: location.pathname, search: handOver.rest }, { replace: true });
  }, [location.pathname, location.search, navigate, patch, setReference]);

  if (!ready) return <PageLoading />;
  const open = (next: GeneratorTab) => void navigate({ pathname: generatorTabPaths[next], search: location.search });
  const designFrom = (url: string) => {
    setReference({ src: url, name: url.split("/").pop() ?? "image", width: 1024, height: 1024, preview: url });
    open("playground");
  };
  const takeRecord = (record: ImageRecord) => {
    setReference({
      src: record.src,
      name: record.prompt || String(record.id),
      width: record.width,
      height: record.height,
      preview: record.preview || record.src,
    });
    if (record.prompt) patch({ prompt: record.prompt });
    open("playground");
  };

  return (
    <section className="generator" data-testid="image-generator">
      <header className="generator-head">
        <h1>{t("generator.title")}</h1>
        <div role="tablist" aria-label={t("generator.tabs")} className="generator-tabs">
          {tabs.map(({ tab: name, label }) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className="generator-tab"
              onClick={() => open(name)}
              data-testid={`tab-${name}`}
            >
              {t(label)}
            </button>
          ))}
        </div>
      </header>
      {tab === "creations" ? (
        <div role="tabpanel" aria-label={t("generator.tabCreations")}>
          <Suspense fallback={<PageLoading />}>
            <CreationsPanel onUseAsReference={takeRecord} />
          </Suspense>
        </div>
      ) : (
        <div role="tabpanel" aria-label={t("generator.tabPlayground")} className="generator-playground">
          <div className="generator-main">
            <p className="generator-lead">{t("generator.lead")}</p>
            {!loading && !user ? (
              <p className="gen-signin">
                {t("generator.signIn")}{" "}
                <button type="button" className="button button-small" onClick={() => openLoginPanel("sign-in")}>
                  {t("images.signIn")}
                </button>
              </p>
            ) : null}
            <PlaygroundPanel form={form} patch={patch} start={generation.start} />
            {generation.tasks.length > 0 ? (
              <section aria-labelledby="gen-results-title" className="gen-results">
                <h2 id="gen-results-title">{t("generator.results")}</h2>
                <ul className="gen-task-list">
                  {generation.tasks.map((task) => (
                    <TaskCard
                      key={task.key}
                      task={task}
                      onCancel={() => void generation.cancel(task.key)}
                      onRetry={() => generation.retry(task.key)}
                      onDesign={designFrom}
                    />
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          {user ? <QueuePanel tasks={generation.allTasks} onCancel={(key) => void generation.cancel(key)} onRetry={generation.retry} /> : null}
        </div>
      )}
    </section>
  );
}
