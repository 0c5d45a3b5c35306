import type { StartTemplateBody, TemplateSummary } from "@studio/contracts";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCurrentUser } from "../auth/hooks/use-current-user";
import { openLoginPanel } from "../session/login-panel-store";
import { fetchTemplates, startTemplate } from "./templates-api";
import "./templates.css";

export type TemplatesPanelProps = {
  /** The canvas preset open in the editor (instagram-post, poster, ...): its templates are listed. */
  preset: string | null;
  /** What fills a template: the editor's query (logo, t1, t2, colours). */
  fill: StartTemplateBody;
};

type ListState = { items: TemplateSummary[]; page: number; more: boolean; loading: boolean; failed: boolean };

/**
 * The editor's Templates tab (issue 21): the templates of the open canvas size with their
 * thumbnails and a PRO badge, a page of 12 at a time; a click starts a new work of the user from
 * one, filled with their logo, name and colours, and opens it.
 */
export function TemplatesPanel({ preset, fill }: TemplatesPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [state, setState] = useState<ListState>({ items: [], page: 0, more: true, loading: false, failed: false });
  const [starting, setStarting] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(
    (page: number, signal?: AbortSignal) => {
      setState((current) => ({ ...current, loading: true, failed: false }));
      fetchTemplates({ page, preset }, signal).then(
        (answer) =>
          setState((current) => ({
            items: page === 1 ? answer.list : [...current.items, ...answer.list],
            page,
            // An empty page ends the list as well as the server's flag.
            more: answer.more && answer.list.length > 0,
            loading: false,
            failed: false,
          })),
        () => {
          if (!signal?.aborted) setState((current) => ({ ...current, loading: false, failed: true }));
        },
      );
    },
    [preset],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(1, controller.signal);
    return () => controller.abort();
  }, [load]);

  /** A built-in template's name in the page's language (the server keeps its English name); admins' templates keep the name they were given. */
  const nameOf = (template: TemplateSummary): string =>
    template.builtin_key ? t(`templates.builtinNames.${template.builtin_key}`, { defaultValue: template.name }) : template.name;

  const start = (template: TemplateSummary) => {
    if (!user) {
      openLoginPanel("sign-in");
      return;
    }
    setStarting(template.id);
    setProblem(null);
    startTemplate(template.id, fill).then(
      (work) => navigate(`/design/w/${work.id}`),
      () => {
        setStarting(null);
        setProblem(t("templates.startFailed"));
      },
    );
  };

  return (
    <section className="editor-templates" aria-labelledby="editor-templates-title" data-testid="editor-templates">
      <h2 id="editor-templates-title" className="editor-templates-title">
        {t("templates.title")}
      </h2>
      {problem ? (
        <p role="alert" className="editor-templates-problem">
          {problem}
        </p>
      ) : null}
      {state.failed ? <p role="alert">{t("templates.loadFailed")}</p> : null}
      {!state.loading && !state.failed && state.page > 0 && state.items.length === 0 ? <p className="editor-templates-empty">{t("templates.empty")}</p> : null}
      <ul className="editor-templates-list" aria-label={t("templates.tabLabel")} aria-busy={state.loading}>
        {state.items.map((template) => (
          <li key={template.id} className="editor-templates-card" data-template-id={template.id} data-pro={template.pro ? "true" : "false"}>
            <button
              type="button"
              className="editor-templates-open"
              onClick={() => start(template)}
              disabled={starting !== null}
              aria-label={t("templates.startNamed", { name: nameOf(template) })}
              title={template.pro ? t("templates.proHint") : undefined}
            >
              {template.thumbnail ? (
                <img src={template.thumbnail} alt="" width={140} height={Math.max(1, Math.round((140 * template.height) / template.width))} loading="lazy" />
              ) : null}
              <span className="editor-templates-name">{starting === template.id ? t("templates.starting") : nameOf(template)}</span>
              {template.pro ? (
                <span className="editor-templates-pro" data-testid="template-pro-badge">
                  {t("templates.pro")}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {state.more && state.page > 0 && !state.failed ? (
        <button type="button" className="button button-small" onClick={() => load(state.page + 1)} disabled={state.loading}>
          {t("templates.loadMore")}
        </button>
      ) : null}
    </section>
  );
}
