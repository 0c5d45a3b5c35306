import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { maskTools } from "@studio/contracts/plain";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import { PageLoading } from "../../../routes/PageLoading";
import { toast } from "../../../ui/toast-store";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { CreditCost } from "../../credits/components/CreditCost";
import { openLoginPanel } from "../../session/login-panel-store";
import { imageToolsApi, type ToolFields, type ToolName } from "../api/image-tools-api";
import { useToolSource } from "../hooks/use-tool-source";
import { dataUrlBlob } from "../mask/mask-png";
import { pageTool, pageTools } from "../tool-catalogue";
import { useToolTask } from "../use-tool-task";
import { ResultPanel } from "./ResultPanel";
import { SourcePanel } from "./SourcePanel";
import { ToolList } from "./ToolList";
import "../image-tools.css";

// The icon generator makes icons from words, not from the source image: its own modal, fetched when opened.
const IconGeneratorModal = lazy(async () => ({ default: (await import("../../icon-generator/IconGeneratorModal")).IconGeneratorModal }));

/**
 * The image tools (/design/tools/?image=, issue 19): pick a tool, give it an image (the `?image=`
 * record or /oss/ file, or an upload), set its options, see the cost, run it (the credit check, the
 * task's progress), then compare before and after, download, or go on with the result. Every run's
 * result is an image record of its own, shown in My creations.
 */
export function ImageToolsPage() {
  const { t } = useTranslation();
  const ready = useLazyMessages();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, loading: userLoading } = useCurrentUser();
  const tools = useQuery({ queryKey: ["image-tools", "list"], queryFn: ({ signal }) => imageToolsApi.list(signal), staleTime: 60_000 });
  const source = useToolSource(location.search, user !== null);
  const task = useToolTask();
  const [options, setOptions] = useState<Partial<Record<ToolName, ToolFields>>>({});
  const [iconsOpen, setIconsOpen] = useState(false);
  const iconsAvailable = tools.data?.tools.some((entry) => entry.tool === "aicon" && entry.available) ?? false;
  // The brushed area of erase and watermark removal (MaskBrush reports it; a new image clears it).
  const [mask, setMask] = useState<string | null>(null);

  const offered = (tools.data?.tools ?? []).filter((entry) => pageTool(entry.tool) && (entry.available || entry.reason === "needs_provider"));
  const asked = new URLSearchParams(location.search).get("tool");
  const chosen =
    pageTools.find((entry) => entry.tool === asked && offered.some((o) => o.tool === asked && o.available)) ??
    pageTools.find((entry) => offered.some((o) => o.tool === entry.tool && o.available));
  const availability = offered.find((entry) => entry.tool === chosen?.tool);
  // Spec 03 section 1: free users' daily free AI cutouts pay for matting before credits.
  const quota = useQuery({
    queryKey: [...sessionQueryKey, "image-tools", "quota", "matting"],
    queryFn: ({ signal }) => imageToolsApi.quota("matting", signal),
    enabled: user !== null && chosen?.tool === "matting",
  });
  const freeCutouts = chosen?.tool === "matting" ? (quota.data?.freeCutouts ?? 0) : 0;
  const cost = freeCutouts > 0 ? 0 : (availability?.cost ?? 0);

  if (!ready) return <PageLoading />;

  const pick = (tool: ToolName) => {
    const search = new URLSearchParams(location.search);
    search.set("tool", tool);
    task.reset();
    setMask(null);
    void navigate({ pathname: location.pathname, search: `?${search.toString()}` }, { replace: true });
  };
  // A new image: the last result (and brushed area) belonged to the old one, so they go with it.
  const choose = (image: Parameters<typeof source.choose>[0]) => {
    task.reset();
    setMask(null);
    source.choose(image);
  };
  const values = chosen ? { ...chosen.defaults, ...options[chosen.tool] } : {};
  const run = () => {
    if (!chosen || !availability) return;
    if (!user) {
      openLoginPanel("sign-in");
      return;
    }
    const image = source.source;
    if (!image) {
      toast.error(t("imageTools.noSource"));
      return;
    }
    const needsMask = (maskTools as readonly string[]).includes(chosen.tool);
    if (needsMask && !mask) {
      toast.error(t("toolForms.brush.needMask"));
      return;
    }
    if (chosen.tool === "background" && values.mode === "prompt" && String(values.prompt ?? "").trim() === "") {
      toast.error(t("imageTools.backgroundPromptNeeded"));
      return;
    }
    void task.run(
      {
        tool: chosen.tool,
        source: image.recordId !== undefined ? { image: image.recordId } : { url: image.src },
        options: values,
        ...(needsMask && mask ? { mask: dataUrlBlob(mask) } : {}),
      },
      cost,
    );
  };
  const Form = chosen?.Form;

  return (
    <section className="tools-page" data-testid="image-tools">
      <header className="tools-head">
        <h1>{t("imageTools.title")}</h1>
        <p className="tools-lead">{t("imageTools.lead")}</p>
        {iconsAvailable ? (
          <button type="button" className="button button-secondary" onClick={() => setIconsOpen(true)} data-testid="open-icon-generator">
            {t("imageTools.tools.aicon")}
          </button>
        ) : null}
      </header>
      {iconsOpen ? (
        <Suspense fallback={null}>
          <IconGeneratorModal open onClose={() => setIconsOpen(false)} />
        </Suspense>
      ) : null}
      {tools.isPending ? <PageLoading /> : null}
      <div className="tools-layout">
        <ToolList tools={offered} current={chosen?.tool} onPick={pick} />
        <div className="tools-main">
          {!userLoading && !user ? (
            <p className="tools-signin">
              {t("imageTools.signInToUpload")}{" "}
              <button type="button" className="button button-small" onClick={() => openLoginPanel("sign-in")}>
                {t("images.signIn")}
              </button>
            </p>
          ) : null}
          <SourcePanel source={source.source} loading={source.loading} onChoose={choose} onBroken={source.markBroken} />
          {source.invalid ? (
            <p className="tools-error" role="alert" data-testid="tools-source-invalid">
              {t("imageTools.sourceInvalid")}
            </p>
          ) : null}
          {chosen && availability ? (
            <section className="tools-options" aria-labelledby="tools-options-title">
              <h2 id="tools-options-title" className="tools-h2">
                {t(`imageTools.tools.${chosen.tool}`)}
              </h2>
              <p className="tools-note">{t(`imageTools.toolLeads.${chosen.tool}`)}</p>
              {Form ? (
                <Suspense fallback={<PageLoading />}>
                  <Form
                    value={values}
                    onChange={(next) => setOptions((current) => ({ ...current, [chosen.tool]: next }))}
                    disabled={task.busy}
                    methods={availability.methods}
                    sourceUrl={source.source?.src ?? null}
                    onMaskChange={setMask}
                  />
                </Suspense>
              ) : null}
              <div className="tools-run">
                <button type="button" className="button button-primary" onClick={run} disabled={task.busy} data-testid="tools-run">
                  {task.state.phase === "running"
                    ? task.state.queued
                      ? t("imageTools.queued")
                      : t("imageTools.running", { percent: Math.round(task.state.progress * 100) })
                    : t("imageTools.run", { tool: t(`imageTools.tools.${chosen.tool}`) })}
                </button>
                {freeCutouts > 0 ? (
                  <span className="tools-cost" data-testid="tools-cost" data-cost={0}>
                    {t("imageTools.freeCutouts", { count: freeCutouts })}
                  </span>
                ) : (
                  <span className="tools-cost" data-testid="tools-cost" data-cost={cost}>
                    {t("imageTools.cost", { coins: cost })} <CreditCost cost={cost} />
                  </span>
                )}
              </div>
              {task.state.phase === "running" ? (
                <progress
                  className="tools-progress"
                  max={1}
                  value={task.state.progress}
                  aria-label={t("imageTools.running", { percent: Math.round(task.state.progress * 100) })}
                />
              ) : null}
              {task.state.phase === "failed" ? (
                <p className="tools-error" role="alert" data-testid="tools-failed">
                  {task.state.error}
                </p>
              ) : null}
            </section>
          ) : null}
          {task.state.phase === "done" && source.source ? (
            <ResultPanel
              result={task.state.result}
              before={source.source.preview}
              onUseResult={(image) => {
                source.choose(image);
                task.reset();
              }}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
